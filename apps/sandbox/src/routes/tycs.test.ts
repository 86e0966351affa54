// GET /tycs/{idSolicitud} (real PDFs) and POST /solicitud/{idSolicitud}/aceptar-tyc (204, and the
// request becoming a client once every member who must is done).
import { tycsResponseSchema } from '@alta/core/biometrics/biometrics.schema';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CUIT_MIEMBRO,
  empresaEnBiometria,
  estadoSolicitud,
  identityForm,
  personaEnBiometria,
  validar,
} from '../../testing/biometria-test-helpers.ts';
import { CAPTCHA, errorOf, setup } from '../../testing/test-helpers.ts';

const aceptar = (s: ReturnType<typeof setup>, idSolicitud: string, bearer: object, body: unknown) =>
  s.call('POST', `/solicitud/${idSolicitud}/aceptar-tyc`, { body, headers: { ...bearer } });

const acepta = (nroDocumento: string) => ({ aceptaTyC: true, nroDocumento, tipoDocumento: 'CUIL' });

describe('GET /tycs/{idSolicitud}', () => {
  it('answers three named documents, each a one-page PDF titled as named', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await s.login();
    const res = await s.call('GET', `/tycs/${idSolicitud}`, { headers: bearer });
    expect(res.status).toBe(200);
    const { tycs } = v.parse(tycsResponseSchema, await res.json());
    expect(tycs.map((t) => t.Nombre)).toEqual([
      'Términos y Condiciones Generales',
      'Términos y Condiciones del Paquete Pyme',
      'Términos y Condiciones de Banca por Internet para Empresas',
    ]);
    for (const { Nombre, Archivo } of tycs) {
      const bytes = Buffer.from(Archivo, 'base64');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      expect(bytes.length).toBeLessThan(10_000);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe(Nombre);
    }
  });

  it('names the Agro package for an AGRO_NYP request', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await s.login({ actividad: 'AGRO_NYP' });
    const { tycs } = await (await s.call('GET', `/tycs/${idSolicitud}`, { headers: bearer })).json();
    expect(tycs[1].Nombre).toBe('Términos y Condiciones del Paquete Agro');
  });

  it('needs the bearer of that request', async () => {
    const s = setup();
    const { idSolicitud } = await s.login();
    const res = await s.call('GET', `/tycs/${idSolicitud}`);
    expect(res.status).toBe(403);
  });
});

describe('POST /solicitud/{idSolicitud}/aceptar-tyc', () => {
  it('makes a persona física a client: 204 once the biometrics passed', async () => {
    const s = setup();
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    const antes = await aceptar(s, idSolicitud, bearer, acepta(dni));
    expect(antes.status).toBe(400);
    expect(await errorOf(antes)).toEqual({
      errorCode: 'BiometriaPendiente',
      errorMessage: 'Primero debe validar su identidad',
    });
    await validar(s, idSolicitud, bearer, identityForm(dni));
    const res = await aceptar(s, idSolicitud, bearer, acepta(dni));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await estadoSolicitud(s, idSolicitud)).toMatchObject({
      pagina: 'CLIENTE_PAQUETE_PYME',
      estadoInternoNombre: 'CLIENTE_PAQUETE_PYME',
    });
    // The resume call now reports the client page, and a repeat is still 204.
    const retomar = await (
      await s.call('GET', '/solicitud/20301111785/retomar', { headers: { ...CAPTCHA, ...bearer } })
    ).json();
    expect(retomar.retomeSolicitud.pagina).toBe('CLIENTE_PAQUETE_PYME');
    expect((await aceptar(s, idSolicitud, bearer, acepta(dni))).status).toBe(204);
  });

  it('names the Agro package in the client stage', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await s.login({ actividad: 'AGRO_NYP' });
    await s.call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, {
      body: { estadoInternoNombre: 'AGUARDANDO_BIOMETRIA' },
    });
    await validar(s, idSolicitud, bearer, identityForm('12345678'));
    expect((await aceptar(s, idSolicitud, bearer, acepta('12345678'))).status).toBe(204);
    expect((await estadoSolicitud(s, idSolicitud)).estadoInternoNombre).toBe('CLIENTE_PAQUETE_AGRO');
  });

  it('makes a company a client only when every member who must is done', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await empresaEnBiometria(s, [CUIT_MIEMBRO.aprueba]);
    const [a, b] = ['27234567891', CUIT_MIEMBRO.aprueba];
    for (const cuit of [a, b]) await validar(s, idSolicitud, bearer, identityForm(cuit));
    expect((await aceptar(s, idSolicitud, bearer, acepta(a))).status).toBe(204);
    expect(await estadoSolicitud(s, idSolicitud)).toMatchObject({
      pagina: 'ESTADO INTEGRANTES',
      estadoInternoNombre: 'AGUARDANDO_BIOMETRIA',
    });
    expect((await aceptar(s, idSolicitud, bearer, acepta(b))).status).toBe(204);
    expect(await estadoSolicitud(s, idSolicitud)).toMatchObject({
      pagina: 'CLIENTE_PAQUETE_PYME',
      estadoInternoNombre: 'CLIENTE_PAQUETE_PYME',
    });
  });

  it.each([
    ['aceptaTyC false', { ...acepta('x'), aceptaTyC: false }, 'Debe aceptar los Términos y Condiciones'],
    [
      'tipoDocumento DNI',
      { ...acepta('12345678'), tipoDocumento: 'DNI' },
      'El tipo de documento debe ser CUIL',
    ],
    ['no document', { aceptaTyC: true, tipoDocumento: 'CUIL' }, 'El campo nroDocumento es requerido'],
  ])('refuses %s with 400 ErrorValidacion', async (_, body, errorMessage) => {
    const s = setup();
    const { idSolicitud, bearer } = await personaEnBiometria(s);
    const res = await aceptar(s, idSolicitud, bearer, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode: 'ErrorValidacion', errorMessage });
  });

  it('refuses a document that is not a member, and the bearer of another request', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await empresaEnBiometria(s);
    const res = await aceptar(s, idSolicitud, bearer, acepta('20111111112'));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ errorCode: 'IntegranteNoExiste' });
    const otra = await s.login();
    expect((await aceptar(s, idSolicitud, otra.bearer, acepta('27234567891'))).status).toBe(403);
  });

  it('fails with a queued fault (the client then toasts and goes to /error)', async () => {
    const s = setup();
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    await validar(s, idSolicitud, bearer, identityForm(dni));
    await s.call('POST', '/__sandbox/faults', { body: { path: '/aceptar-tyc', status: 500 } });
    expect((await aceptar(s, idSolicitud, bearer, acepta(dni))).status).toBe(500);
    expect((await estadoSolicitud(s, idSolicitud)).estadoInternoNombre).toBe('AGUARDANDO_BIOMETRIA');
  });
});
