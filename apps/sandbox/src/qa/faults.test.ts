import { describe, expect, it } from 'vitest';
import {
  CAPTCHA,
  CUIT_FISICA,
  CUIT_JURIDICA,
  errorOf,
  setup,
  startForm,
} from '../../testing/test-helpers.ts';

const domicilio = {
  path: '/validar-direccion',
  method: 'POST',
  status: 400,
  errorCode: 'ErrorDomicilioCalle',
  errorMessage: 'La calle no existe',
};

describe('/__sandbox/faults', () => {
  it('fails the next matching call once, then lets calls through', async () => {
    const { call } = setup();
    const queued = await call('POST', '/__sandbox/faults', { body: { ...domicilio, path: '/solicitud' } });
    expect(queued.status).toBe(201);
    expect(await queued.json()).toMatchObject({ path: '/solicitud', method: 'POST', status: 400, times: 1 });
    const failed = await call('POST', '/solicitud', { body: startForm(), headers: CAPTCHA });
    expect(failed.status).toBe(400);
    expect(await errorOf(failed)).toEqual({
      errorCode: 'ErrorDomicilioCalle',
      errorMessage: 'La calle no existe',
    });
    expect((await call('POST', '/solicitud', { body: startForm(), headers: CAPTCHA })).status).toBe(201);
  });

  it('matches the path as a substring and the method when given', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', {
      body: {
        path: '/retomar',
        method: 'get',
        status: 503,
        errorCode: 'ServicioNoDisponible',
        errorMessage: 'x',
      },
    });
    expect((await call('POST', '/solicitud', { body: startForm(), headers: CAPTCHA })).status).toBe(201);
    const res = await call('GET', `/solicitud/${CUIT_FISICA}/retomar`, { headers: CAPTCHA });
    expect(res.status).toBe(503);
    expect((await errorOf(res))?.errorCode).toBe('ServicioNoDisponible');
  });

  it('with exact, matches only a path that ends with the fault path (the start, not the calls under it)', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', { body: { ...domicilio, path: '/solicitud', exact: true } });
    const under = await call('POST', '/solicitud/otra/sub-ruta', { body: {}, headers: CAPTCHA });
    expect(under.status).not.toBe(400);
    expect((await call('POST', '/solicitud', { body: startForm(), headers: CAPTCHA })).status).toBe(400);
    expect((await call('POST', '/solicitud', { body: startForm(), headers: CAPTCHA })).status).toBe(201);
  });

  it('matches any method when none is given, and counts down times', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', { body: { path: '/captcha', status: 500, times: 2 } });
    const first = await call('GET', '/captcha/configuracion');
    expect(first.status).toBe(500);
    expect(await errorOf(first)).toEqual({
      errorCode: 'ErrorTecnico',
      errorMessage: 'Falla inyectada por el sandbox',
    });
    expect((await call('GET', '/captcha/configuracion')).status).toBe(500);
    expect((await call('GET', '/captcha/configuracion')).status).toBe(200);
  });

  it('answers the WAF captcha challenge for status 405 without errorCode', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', { body: { path: '/captcha/configuracion', status: 405 } });
    const res = await call('GET', '/captcha/configuracion', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('x-amzn-waf-action')).toBe('captcha');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(await res.text()).toBe('');
  });

  it('answers a plain error body for status 405 with an errorCode', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', { body: { path: '/captcha', status: 405, errorCode: 'Otro' } });
    const res = await call('GET', '/captcha/configuracion');
    expect(res.status).toBe(405);
    expect(res.headers.get('x-amzn-waf-action')).toBeNull();
    expect((await errorOf(res))?.errorCode).toBe('Otro');
  });

  it('runs before auth and validation', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', {
      body: { path: '/configuracion', status: 503, errorCode: 'ServicioNoDisponible' },
    });
    expect((await call('GET', '/configuracion')).status).toBe(503);
    await call('POST', '/__sandbox/faults', { body: { path: '/otp', status: 409, errorCode: 'Conflicto' } });
    expect((await call('POST', '/otp', { body: 'no es json' })).status).toBe(409);
  });

  it('scoped to a request, fails only the calls carrying its bearer', async () => {
    const { call, login } = setup();
    const mine = await login();
    const other = await login({ nroTributario: CUIT_JURIDICA });
    await call('POST', '/__sandbox/faults', {
      body: {
        path: '/sucursales',
        method: 'GET',
        status: 404,
        errorCode: 'SucursalesNoEncontradas',
        idSolicitud: mine.idSolicitud,
      },
    });
    const query = '/sucursales?provincia=CORDOBA';
    expect((await call('GET', query)).status).toBe(403);
    expect((await call('GET', query, { headers: other.bearer })).status).toBe(200);
    expect((await call('GET', query, { headers: mine.bearer })).status).toBe(404);
    expect((await call('GET', query, { headers: mine.bearer })).status).toBe(200);
  });

  it('never matches the QA routes', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', { body: { path: '/', status: 500, times: 5 } });
    expect((await call('GET', '/__sandbox/faults')).status).toBe(200);
    expect((await call('POST', '/__sandbox/reset')).status).toBe(200);
  });

  it('lists the queue with the remaining times and clears it', async () => {
    const { call } = setup();
    await call('POST', '/__sandbox/faults', { body: domicilio });
    await call('POST', '/__sandbox/faults', { body: { path: '/otp', status: 405, times: 3 } });
    const listed = await (await call('GET', '/__sandbox/faults')).json();
    expect(listed.faults).toEqual([
      { id: 1, ...domicilio, times: 1, exact: false, idSolicitud: null },
      {
        id: 2,
        path: '/otp',
        method: null,
        status: 405,
        errorCode: null,
        errorMessage: null,
        times: 3,
        exact: false,
        idSolicitud: null,
      },
    ]);
    expect(await (await call('DELETE', '/__sandbox/faults')).json()).toEqual({ cleared: 2 });
    expect(await (await call('GET', '/__sandbox/faults')).json()).toEqual({ faults: [] });
    expect((await call('GET', '/otp?idSolicitud=x')).status).toBe(404);
  });

  it.each([
    ['missing path', { status: 400 }],
    ['a 2xx status', { path: '/otp', status: 200 }],
    ['a status as text', { path: '/otp', status: '500' }],
    ['an unknown method', { path: '/otp', status: 400, method: 'FETCH' }],
    ['zero times', { path: '/otp', status: 400, times: 0 }],
    ['an unknown field', { path: '/otp', status: 400, veces: 2 }],
    ['not JSON', 'path=/otp'],
  ])('refuses a fault with %s', async (_, body) => {
    const { call } = setup();
    const res = await call('POST', '/__sandbox/faults', { body });
    expect(res.status).toBe(400);
    expect((await errorOf(res))?.errorCode).toBe('ErrorValidacion');
    expect(await (await call('GET', '/__sandbox/faults')).json()).toEqual({ faults: [] });
  });
});
