// Where a page's flow starts: the session's request, a member from the list, the phone's QR, or resume.
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeQrPayload } from '../biometrics/qr-payload.ts';
import { removeItem, STORAGE_KEYS, writeItem } from '../session/storage.ts';
import { biometricsFlowEntry, sessionFlowEntry } from './flow-entry.ts';

beforeEach(() => {
  removeItem(STORAGE_KEYS.requestId);
  removeItem(STORAGE_KEYS.nroTributario);
});

const session = (idSolicitud: string, nroTributario: string) => {
  writeItem(STORAGE_KEYS.requestId, idSolicitud);
  writeItem(STORAGE_KEYS.nroTributario, nroTributario);
};

describe('sessionFlowEntry', () => {
  it('without a request in this session: the resume page', () => {
    expect(sessionFlowEntry()).toEqual({ kind: 'noRequest', redirect: '/continuar-tramite' });
  });

  it("with one: the request and the person type of the session's tax number", () => {
    session('sol-1', '30-71234567-9');
    expect(sessionFlowEntry()).toEqual({ kind: 'request', idSolicitud: 'sol-1', personaFisica: false });
  });
});

describe('biometricsFlowEntry', () => {
  it("a phone from the QR: the QR's request, person type and holder, with the query kept for a reload", () => {
    const q = encodeQrPayload({
      doc: '20111111112',
      idSolicitud: 'sol-2',
      timestamp: 1,
      genero: 'M',
      tipoPersona: 'JURIDICA',
      qr: true,
    });
    expect(biometricsFlowEntry(`?q=${q}`, null)).toMatchObject({
      kind: 'request',
      idSolicitud: 'sol-2',
      personaFisica: false,
      nroTributario: '20111111112',
      query: `?q=${q}`,
    });
  });

  it('a member picked on the list validates for the company; the holder otherwise; resume without a request', () => {
    expect(biometricsFlowEntry('', null)).toEqual({ kind: 'noRequest', redirect: '/continuar-tramite' });
    session('sol-3', '30712345679');
    expect(biometricsFlowEntry('', { nroTributario: '20111111112', idSolicitud: 'sol-3' })).toMatchObject({
      idSolicitud: 'sol-3',
      personaFisica: false,
      nroTributario: '20111111112',
      qr: null,
    });
    session('sol-4', '20234567891');
    expect(biometricsFlowEntry('', null)).toMatchObject({
      idSolicitud: 'sol-4',
      personaFisica: true,
      nroTributario: null,
    });
  });
});
