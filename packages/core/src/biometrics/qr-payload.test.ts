// The QR handoff: what the phone opens, what it reads back, and when it is too old.
import { describe, expect, it } from 'vitest';
import { UnknownHostError } from '../env/hosts.ts';
import { parseQrQuery, type QrPayload, qrExpired, qrUrl } from './qr-payload.ts';

const PAYLOAD: QrPayload = {
  doc: '27234567891',
  idSolicitud: 'sol 1/2',
  timestamp: 1_700_000_000_000,
  genero: 'F',
  tipoPersona: 'JURIDICA',
  qr: true,
};
const LOCAL = { origin: 'http://localhost:5173', host: 'localhost:5173' };

describe('QR payload', () => {
  it('opens the front capture of this site with the payload, and reads it back whole', () => {
    const url = new URL(qrUrl(LOCAL, PAYLOAD));
    expect(url.origin).toBe('http://localhost:5173');
    expect(url.pathname).toBe('/datos-biometricos/dni-provider/validar-dni-frente');
    expect(url.search).not.toContain('27234567891');
    expect(parseQrQuery(url.search)).toEqual(PAYLOAD);
  });

  it("carries the request's person type: a company member's CUIL alone would say FISICA", () => {
    const member = parseQrQuery(new URL(qrUrl(LOCAL, PAYLOAD)).search);
    expect(member?.tipoPersona).toBe('JURIDICA');
    // A QR drawn before the field existed: the tax number's own type, as before.
    const old = btoa('doc=30712345679&idSolicitud=2&timestamp=3&genero=F&qr=true');
    expect(parseQrQuery(`?q=${old}`)?.tipoPersona).toBe('JURIDICA');
  });

  it('refuses to draw a QR on a host outside the known environments', () => {
    expect(() => qrUrl({ origin: 'https://evil.example', host: 'evil.example' }, PAYLOAD)).toThrow(
      UnknownHostError,
    );
  });

  it('reads nothing from a URL without a payload, with garbage, or without qr=true', () => {
    expect(parseQrQuery('')).toBeNull();
    expect(parseQrQuery('?q=%%%')).toBeNull();
    const noQr = btoa('doc=1&idSolicitud=2&timestamp=3');
    expect(parseQrQuery(`?q=${noQr}`)).toBeNull();
    const badTime = btoa('doc=1&idSolicitud=2&timestamp=ayer&qr=true');
    expect(parseQrQuery(`?q=${badTime}`)).toBeNull();
  });

  it('expires on a phone after 90000 ms, not before, and never on a desktop', () => {
    const { timestamp } = PAYLOAD;
    expect(qrExpired(PAYLOAD, timestamp + 90_000, true)).toBe(false);
    expect(qrExpired(PAYLOAD, timestamp + 90_001, true)).toBe(true);
    expect(qrExpired(PAYLOAD, timestamp + 600_000, false)).toBe(false);
  });
});
