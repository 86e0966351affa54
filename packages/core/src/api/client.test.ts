import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '../session/events.ts';
import { setToken } from '../session/session-data.ts';
import { removeItem, STORAGE_KEYS } from '../session/storage.ts';
import { ApiError } from './api-error.ts';
import { setCaptchaChallenger, setCaptchaToken } from './captcha.ts';
import { api, call, captchaApi, configureApi } from './client.ts';

const BASE = 'http://localhost:8090/onboarding-empresas/v1';
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

let seen: Request[];
let answers: Response[];
let cookies: string;

beforeEach(() => {
  seen = [];
  answers = [];
  cookies = '';
  for (const key of Object.values(STORAGE_KEYS)) removeItem(key);
  setCaptchaToken(null);
  configureApi({
    baseUrl: BASE,
    readCookies: () => cookies,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      seen.push(request);
      return answers.shift() ?? json({});
    },
  });
});
afterEach(() => setCaptchaChallenger(null));

describe('shared client', () => {
  it('sends the bearer token from session storage and joins the base path', async () => {
    setToken('jwt-abc');
    await api().get('configuracion');
    expect(seen[0]?.url).toBe(`${BASE}/configuracion`);
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer jwt-abc');
  });

  it('sends no Authorization header without a token', async () => {
    await api().get('configuracion');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('creates a v4 session id once and sends the same one on every call', async () => {
    await api().get('a');
    await api().get('b');
    const [first, second] = seen.map((r) => r.headers.get('X-Session-Id'));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN', async () => {
    cookies = 'other=1; XSRF-TOKEN=tok%2B1';
    await api().post('otp', { json: {} });
    expect(seen[0]?.headers.get('X-XSRF-TOKEN')).toBe('tok+1');
  });

  it('turns the server error list into an ApiError with the first code and message', async () => {
    answers.push(
      json(
        { error: [{ errorCode: 'ErrorTecnico', errorMessage: 'falló' }, { errorCode: 'Otro' }] },
        { status: 500 },
      ),
    );
    const error = await call(() => api().get('x').json()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, code: 'ErrorTecnico', serverMessage: 'falló' });
  });

  it('calls a failure without an answer technical (status 0, no code)', async () => {
    configureApi({ baseUrl: BASE, fetch: async () => Promise.reject(new TypeError('Failed to fetch')) });
    const error = await call(() => api().get('x').json()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: undefined, isTechnical: true });
  });

  it('emits unauthorized on a 403 sesionExpirada, and only then', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answers.push(json({ error: [{ errorCode: 'Prohibido' }] }, { status: 403 }));
    await call(() => api().get('x')).catch(() => {});
    expect(listener).not.toHaveBeenCalled();
    answers.push(json({ error: [{ errorCode: 'sesionExpirada', errorMessage: 'exp' }] }, { status: 403 }));
    const error = await call(() => api().get('x')).catch((e: unknown) => e);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 403, code: 'sesionExpirada' });
    stop();
  });
});

describe('captcha client', () => {
  const waf = () => new Response(null, { status: 405, headers: { 'x-amzn-waf-action': 'captcha' } });

  it('sends the bot-protection token header', async () => {
    setCaptchaToken('key:1');
    await captchaApi().get('solicitud/20123456783/retomar');
    expect(seen[0]?.headers.get('x-aws-waf-token')).toBe('key:1');
  });

  it('on a WAF captcha 405 runs the challenge and repeats the request once with the new token', async () => {
    const challenge = vi.fn(async () => 'key:fresh');
    setCaptchaChallenger({ challenge });
    answers.push(waf(), json({ idSolicitud: 'abc' }));
    const body = await captchaApi()
      .post('solicitud', { json: { a: 1 } })
      .json();
    expect(body).toEqual({ idSolicitud: 'abc' });
    expect(challenge).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]?.headers.get('x-aws-waf-token')).toBe('key:fresh');
    expect(await seen[1]?.json()).toEqual({ a: 1 });
  });

  it('does not loop: a second WAF answer fails the call', async () => {
    setCaptchaChallenger({ challenge: async () => 'key:fresh' });
    answers.push(waf(), waf());
    const error = await call(() => captchaApi().get('x')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 405 });
    expect(seen).toHaveLength(2);
  });

  it('leaves a 405 without the captcha action alone', async () => {
    const challenge = vi.fn(async () => 'key:fresh');
    setCaptchaChallenger({ challenge });
    answers.push(new Response(null, { status: 405 }));
    await call(() => captchaApi().get('x')).catch(() => {});
    expect(challenge).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
  });

  it('the shared client never runs the challenge', async () => {
    const challenge = vi.fn(async () => 'key:fresh');
    setCaptchaChallenger({ challenge });
    answers.push(waf());
    await call(() => api().get('x')).catch(() => {});
    expect(challenge).not.toHaveBeenCalled();
  });
});
