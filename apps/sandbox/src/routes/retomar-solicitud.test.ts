import { describe, expect, it } from 'vitest';
import { CAPTCHA, CUIT_FISICA, CUIT_JURIDICA, errorOf, setup } from '../../testing/test-helpers.ts';

describe('GET /solicitud/{cuit}/retomar', () => {
  it('finds the request by CUIT and asks for the code again without a session', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start();
    const res = await call('GET', `/solicitud/${CUIT_FISICA}/retomar`, { headers: CAPTCHA });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      idSolicitud,
      tipoPersona: 'FISICA',
      retomeSolicitud: { pagina: 'DATOS GENERALES FISICA', irOTP: true },
      // Where the code goes, masked: the caller only gave a CUIT.
      email: 'ti***@example.com',
    });
  });

  it('follows the page the request is at and names a company JURIDICA', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start({ nroTributario: CUIT_JURIDICA });
    await call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, { body: { pagina: 'integrantes' } });
    const body = await (
      await call('GET', `/solicitud/${CUIT_JURIDICA}/retomar`, { headers: CAPTCHA })
    ).json();
    expect(body).toMatchObject({ tipoPersona: 'JURIDICA', retomeSolicitud: { pagina: 'integrantes' } });
  });

  it('skips the code only for a valid bearer of that same request', async () => {
    const { call, login } = setup();
    const mine = await login();
    const other = await login({ nroTributario: CUIT_JURIDICA });
    const irOTP = async (headers: Record<string, string>) =>
      (
        await (
          await call('GET', `/solicitud/${CUIT_FISICA}/retomar`, { headers: { ...CAPTCHA, ...headers } })
        ).json()
      ).retomeSolicitud.irOTP;
    expect(await irOTP(mine.bearer)).toBe(false);
    expect(await irOTP(other.bearer)).toBe(true);
    expect(await irOTP({ Authorization: 'Bearer basura' })).toBe(true);
  });

  it('answers 404 SolicitudNoEncontrada for an unknown or finished CUIT', async () => {
    const { call, start } = setup();
    const unknown = await call('GET', '/solicitud/20999999991/retomar', { headers: CAPTCHA });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({
      errorCode: 'SolicitudNoEncontrada',
      errorMessage: 'No encontramos una solicitud en curso para el CUIT ingresado',
    });
    const { idSolicitud } = await start();
    await call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, {
      body: { estadoInternoNombre: 'CANCELADA' },
    });
    expect((await call('GET', `/solicitud/${CUIT_FISICA}/retomar`, { headers: CAPTCHA })).status).toBe(404);
  });

  it('validates the CUIT with the resume form message', async () => {
    const { call } = setup();
    const res = await call('GET', '/solicitud/12345/retomar', { headers: CAPTCHA });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'Debe seguir el formato CUIT, sin guiones.',
    });
  });

  it('is behind the WAF captcha', async () => {
    const { call, start } = setup();
    await start();
    const res = await call('GET', `/solicitud/${CUIT_FISICA}/retomar`);
    expect(res.status).toBe(405);
    expect(res.headers.get('x-amzn-waf-action')).toBe('captcha');
  });
});
