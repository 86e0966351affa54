// Cross-cutting behaviour: CORS, XSRF, body handling, unknown routes and true bugs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_PATH, MAX_BODY_BYTES } from './app.ts';
import { CAPTCHA, errorOf, setup, startForm } from '../testing/test-helpers.ts';

afterEach(() => vi.restoreAllMocks());

describe('CORS', () => {
  it('lets the web origins read answers and their headers, with credentials', async () => {
    const { call } = setup();
    const res = await call('GET', '/captcha/configuracion', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe(
      'Authorization,X-OTP-Time-Expires,x-amzn-waf-action',
    );
  });

  it('answers the preflight with the headers the web sends', async () => {
    const { app } = setup();
    const res = await app.request(`${BASE_PATH}/solicitud`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Headers')).toBe(
      'Authorization,Content-Type,X-Session-Id,X-XSRF-TOKEN,x-aws-waf-token',
    );
  });

  it('ignores other origins unless configured', async () => {
    const other = { headers: { Origin: 'http://evil.example' } };
    expect(
      (await setup().call('GET', '/captcha/configuracion', other)).headers.get('Access-Control-Allow-Origin'),
    ).toBeNull();
    const configured = setup({ webOrigins: ['http://evil.example'] });
    expect(
      (await configured.call('GET', '/captcha/configuracion', other)).headers.get(
        'Access-Control-Allow-Origin',
      ),
    ).toBe('http://evil.example');
  });
});

describe('XSRF', () => {
  it('hands out a readable XSRF-TOKEN cookie only to clients without one', async () => {
    const { call } = setup();
    const fresh = (await call('GET', '/captcha/configuracion')).headers.get('Set-Cookie') ?? '';
    expect(fresh).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    const again = await call('GET', '/captcha/configuracion', { headers: { Cookie: 'XSRF-TOKEN=abc' } });
    expect(again.headers.get('Set-Cookie')).toBeNull();
  });

  it('sets the cookie on error answers too', async () => {
    const { call } = setup();
    expect((await call('POST', '/solicitud', { body: startForm() })).headers.get('Set-Cookie')).toMatch(
      /^XSRF-TOKEN=/,
    );
  });

  it('refuses a mutation whose header does not echo the cookie', async () => {
    const { call } = setup();
    const headers: Record<string, string>[] = [{}, { 'X-XSRF-TOKEN': 'otro' }];
    for (const header of headers) {
      const res = await call('POST', '/solicitud', {
        body: startForm(),
        headers: { ...CAPTCHA, Cookie: 'XSRF-TOKEN=abc', ...header },
      });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ errorCode: 'XsrfInvalido', errorMessage: 'Token XSRF inválido' });
    }
    const ok = await call('POST', '/solicitud', {
      body: startForm(),
      headers: { ...CAPTCHA, Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abc' },
    });
    expect(ok.status).toBe(201);
  });

  it('does not check reads nor the QA routes', async () => {
    const { call } = setup();
    const cookie = { Cookie: 'XSRF-TOKEN=abc' };
    expect((await call('GET', '/captcha/configuracion', { headers: cookie })).status).toBe(200);
    expect((await call('POST', '/__sandbox/reset', { headers: cookie })).status).toBe(200);
  });
});

describe('bodies', () => {
  const post = (body: string, path = '/solicitud') => setup().call('POST', path, { body, headers: CAPTCHA });

  it('answers 400 MaxSizeRequest for a body over 64 KiB', async () => {
    const big = JSON.stringify({ ...startForm(), relleno: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await post(big);
    expect(res.status).toBe(400);
    expect((await errorOf(res))?.errorCode).toBe('MaxSizeRequest');
  });

  it.each([
    ['malformed JSON', '{"nroTributario":', 'El cuerpo de la solicitud no es un JSON válido'],
    ['an empty body', '', 'El cuerpo de la solicitud no es un JSON válido'],
    ['an array', '[1,2]', 'El campo nroTributario es requerido'],
    ['a number', '42', 'Los datos enviados no tienen el formato esperado'],
    ['null', 'null', 'Los datos enviados no tienen el formato esperado'],
    ['an object missing fields', '{}', 'El campo nroTributario es requerido'],
  ])('answers 400 ErrorValidacion for %s', async (_, body, message) => {
    for (const path of ['/solicitud', '/otp']) {
      const res = await post(body, path);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error?.errorCode).toBe('ErrorValidacion');
      if (path === '/solicitud') expect(error?.errorMessage).toBe(message);
    }
  });
});

describe('unknown routes and bugs', () => {
  it('answers 404 with the error body for an unknown route', async () => {
    const res = await setup().call('GET', '/no-existe');
    expect(res.status).toBe(404);
    expect((await errorOf(res))?.errorCode).toBe('RecursoNoEncontrado');
  });

  it('answers 500 ErrorTecnico for a true bug instead of crashing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { call, db } = setup();
    db.close();
    const res = await call('POST', '/solicitud', { body: startForm(), headers: CAPTCHA });
    expect(res.status).toBe(500);
    expect((await errorOf(res))?.errorCode).toBe('ErrorTecnico');
  });
});
