// Reset, mailbox and the request state setter.
import { describe, expect, it } from 'vitest';
import { CAPTCHA, CUIT_FISICA, errorOf, setup } from '../../testing/test-helpers.ts';

describe('POST /__sandbox/reset', () => {
  it('empties requests, codes and faults, and invalidates issued tokens', async () => {
    const { call, login, start } = setup();
    const { idSolicitud, bearer } = await login();
    await call('POST', '/__sandbox/faults', { body: { path: '/nada', status: 500 } });
    expect(await (await call('POST', '/__sandbox/reset')).json()).toEqual({});
    expect((await call('GET', `/solicitud/${CUIT_FISICA}/retomar`, { headers: CAPTCHA })).status).toBe(404);
    expect((await call('GET', `/__sandbox/mailbox/${idSolicitud}`)).status).toBe(404);
    expect(await (await call('GET', '/__sandbox/faults')).json()).toEqual({ faults: [] });
    expect((await call('GET', '/configuracion', { headers: bearer })).status).toBe(403);
    // The same CUIT can start again, and its new session works.
    const again = await start();
    expect(again.idSolicitud).not.toBe(idSolicitud);
  });
});

describe('GET /__sandbox/mailbox/{idSolicitud}', () => {
  it('answers 404 before any code is sent', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start();
    const res = await call('GET', `/__sandbox/mailbox/${idSolicitud}`);
    expect(res.status).toBe(404);
    expect((await errorOf(res))?.errorCode).toBe('CodigoNoEnviado');
  });

  it('keeps showing the latest code after it was used', async () => {
    const { call, start, sendCode } = setup();
    const { idSolicitud } = await start();
    const code = await sendCode(idSolicitud);
    await call('POST', '/otp', { body: { token: code, idSolicitud } });
    expect((await (await call('GET', `/__sandbox/mailbox/${idSolicitud}`)).json()).code).toBe(code);
  });
});

describe('/__sandbox/solicitudes/{idSolicitud}', () => {
  it('puts a request at any page and state', async () => {
    const { call, start, advance } = setup();
    const { idSolicitud } = await start();
    advance(1000);
    const res = await call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, {
      body: { pagina: 'carga_documentacion', estadoInternoNombre: 'EN_PROCESO' },
    });
    expect(res.status).toBe(200);
    const stored = await (await call('GET', `/__sandbox/solicitudes/${idSolicitud}`)).json();
    expect(stored).toMatchObject({
      idSolicitud,
      pagina: 'carga_documentacion',
      estadoInternoNombre: 'EN_PROCESO',
    });
    expect(stored.actualizadaEn > stored.creadaEn).toBe(true);
    const resumed = await (
      await call('GET', `/solicitud/${CUIT_FISICA}/retomar`, { headers: CAPTCHA })
    ).json();
    expect(resumed.retomeSolicitud.pagina).toBe('carga_documentacion');
  });

  it('changes only the fields given', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start();
    await call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, { body: { pagina: 'sucursal' } });
    const stored = await (await call('GET', `/__sandbox/solicitudes/${idSolicitud}`)).json();
    expect(stored).toMatchObject({ pagina: 'sucursal', estadoInternoNombre: 'INICIADA' });
  });

  it('answers 404 for an unknown request', async () => {
    const { call } = setup();
    expect((await call('GET', '/__sandbox/solicitudes/nope')).status).toBe(404);
    const res = await call('PATCH', '/__sandbox/solicitudes/nope', { body: { pagina: 'sucursal' } });
    expect(res.status).toBe(404);
    expect((await errorOf(res))?.errorCode).toBe('SolicitudNoEncontrada');
  });

  it.each([
    [{}, 'Indicá pagina o estadoInternoNombre'],
    [{ pagina: '' }, 'El campo pagina está vacío'],
    [{ pagina: 3 }, 'El campo pagina debe ser texto'],
    [{ page: 'sucursal' }, 'El campo page no está permitido'],
  ])('refuses %j', async (body, message) => {
    const { call, start } = setup();
    const { idSolicitud } = await start();
    const res = await call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, { body });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode: 'ErrorValidacion', errorMessage: message });
  });
});
