// The [bearer] calls: GET /solicitud/{id}, /configuracion, /resumen-productos/{id}.
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { updateSolicitud } from '../db.ts';
import { CUIT_JURIDICA, errorOf, setup, T0 } from '../../testing/test-helpers.ts';

const SESION_EXPIRADA = {
  errorCode: 'sesionExpirada',
  errorMessage: 'Tu sesión ha expirado por favor volve a retomar el proceso',
};

describe('GET /solicitud/{idSolicitud}', () => {
  it('answers the record of a natural person', async () => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login();
    const res = await call('GET', `/solicitud/${idSolicitud}`, { headers: bearer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      idSolicitud,
      tipoPersona: 'FISICA',
      numeroDocumento: '12345678',
      nroTributario: '20123456786',
      clienteNombre: 'Juan',
      clienteApellido: 'Pérez',
      contactoNombre: 'Juan',
      contactoApellido: 'Pérez',
      actividad: 'NEGOCIOS_Y_PROFESIONALES',
      razonSocial: null,
      estadoInternoNombre: 'INICIADA',
      // A persona física's one member is the titular, who must pass the biometric validation.
      integrantes: [
        {
          nroTributario: '20123456786',
          genero: null,
          nombre: 'Juan',
          apellido: 'Pérez',
          representanteLegal: true,
          firmante: true,
          porcentajeParticipacion: 100,
          biometria: { estado: null, necesaria: true, cantidadIntentos: 0, cantidadIntentosMaxima: 3 },
        },
      ],
    });
  });

  it('names a company and merges data stored by later calls', async () => {
    const { call, db, login } = setup();
    const { idSolicitud, bearer } = await login({ nroTributario: CUIT_JURIDICA });
    updateSolicitud(db, idSolicitud, { datos: { integrantes: [{ nroTributario: '20111111112' }] } }, 'x');
    const body = await (await call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })).json();
    expect(body).toMatchObject({
      tipoPersona: 'JURIDICA',
      razonSocial: `EMPRESA ${CUIT_JURIDICA} S.A.`,
      integrantes: [{ nroTributario: '20111111112' }],
    });
  });
});

describe('bearer check', () => {
  const paths = (id: string) => [`/solicitud/${id}`, '/configuracion', `/resumen-productos/${id}`];

  it.each([
    ['missing', {}],
    ['not a JWT', { Authorization: 'Bearer basura' }],
    ['not a bearer', { Authorization: 'Basic abc' }],
  ])('answers 403 sesionExpirada when the token is %s', async (_, headers) => {
    const { call, login } = setup();
    const { idSolicitud } = await login();
    for (const path of paths(idSolicitud)) {
      const res = await call('GET', path, { headers });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual(SESION_EXPIRADA);
    }
  });

  it('answers 403 once the token expires', async () => {
    const { call, login, advance } = setup();
    const { idSolicitud, bearer } = await login();
    advance(1799_000);
    expect((await call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })).status).toBe(200);
    advance(1000);
    for (const path of paths(idSolicitud)) {
      const res = await call('GET', path, { headers: bearer });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual(SESION_EXPIRADA);
    }
  });

  it('honours a shorter token lifetime', async () => {
    const { call, login, advance } = setup({ tokenTtlSeconds: 10 });
    const { bearer } = await login();
    advance(10_000);
    expect((await call('GET', '/configuracion', { headers: bearer })).status).toBe(403);
  });

  it("answers 403 for another request's token or a token signed elsewhere", async () => {
    const { call, login } = setup();
    const mine = await login();
    const other = await login({ nroTributario: CUIT_JURIDICA });
    expect((await call('GET', `/solicitud/${mine.idSolicitud}`, { headers: other.bearer })).status).toBe(403);
    expect(
      (await call('GET', `/resumen-productos/${mine.idSolicitud}`, { headers: other.bearer })).status,
    ).toBe(403);
    const forged = await sign(
      { idSolicitud: mine.idSolicitud, exp: T0 / 1000 + 60 },
      'otro-secreto',
      'HS256',
    );
    const res = await call('GET', `/solicitud/${mine.idSolicitud}`, {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /configuracion', () => {
  it('answers the seed data', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    const body = await (await call('GET', '/configuracion', { headers: bearer })).json();
    expect(body).toMatchObject({
      apiKey: expect.any(String),
      awsCaptchaKey: 'sandbox-captcha-key',
      cantidadIntegrantes: 10,
      porcentajeIntegrantes: 51,
      dominioBanco: 'bancoalta.com.ar',
    });
    expect(body.provincias).toHaveLength(24);
    expect(body.provincias.slice(0, 2)).toEqual(['CIUDAD AUTONOMA DE BUENOS AIRES', 'BUENOS AIRES']);
    expect(body.personaFisica.actividad.map((a: { value: string }) => a.value)).toEqual([
      'NEGOCIOS_Y_PROFESIONALES',
      'AGRO_NYP',
    ]);
    expect(body.personaFisica.actividad[0]).toMatchObject({
      label: 'Negocios y Profesionales',
      message: expect.any(String),
    });
    expect(body.personaFisica.sexo).toEqual([
      { label: 'Masculino', value: 'M' },
      { label: 'Femenino', value: 'F' },
      { label: 'No Binario', value: 'X' },
    ]);
    expect(body.personaJuridica.tipoSocietario).toContainEqual({ label: 'Sociedad de Hecho', value: 'SH' });
    expect(body.personaJuridica.situacionIVA.map((o: { value: string }) => o.value)).toContain('MONOTRIBUTO');
    for (const list of ['estadoCivil', 'situacionIVA', 'situacionGanancias']) {
      expect(body.personaFisica[list].length).toBeGreaterThan(0);
    }
  });
});

describe('GET /captcha/configuracion', () => {
  it('answers the captcha key without any session', async () => {
    const { call } = setup();
    const res = await call('GET', '/captcha/configuracion');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ awsCaptchaKey: 'sandbox-captcha-key' });
  });
});

describe('GET /resumen-productos/{idSolicitud}', () => {
  it('answers the standard package', async () => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login();
    expect(
      await (await call('GET', `/resumen-productos/${idSolicitud}`, { headers: bearer })).json(),
    ).toEqual({
      productos: ['Cuenta Corriente en Pesos', 'Caja de Ahorro en Dólares', 'Tarjeta de Débito'],
      bonificacion: 100,
      plazo: 12,
    });
  });

  it('names the agro package for an AGRO_NYP activity', async () => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login({ actividad: 'AGRO_NYP' });
    const body = await (await call('GET', `/resumen-productos/${idSolicitud}`, { headers: bearer })).json();
    expect(body.productos.some((p: string) => /agro/i.test(p))).toBe(true);
  });
});
