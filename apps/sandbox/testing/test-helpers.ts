// Drives the app the way the web and QA do, through app.request() on an in-memory store.
import { type AppOptions, BASE_PATH, createApp } from '../src/app.ts';
import { type Db, openDb } from '../src/db.ts';

export const CUIT_FISICA = '20123456786';
export const CUIT_JURIDICA = '30712345678';
export const CAPTCHA = { 'x-aws-waf-token': 'sandbox-captcha-key:9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d' };
export const T0 = Date.parse('2026-03-01T12:00:00.000Z');

export const startForm = (overrides: Record<string, unknown> = {}) => ({
  nroTributario: CUIT_FISICA,
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  email: 'titular@example.com',
  nombres: 'Juan',
  apellidos: 'Pérez',
  codigoArea: '11',
  telefono: '23456789',
  ...overrides,
});

type Init = { body?: unknown; headers?: Record<string, string> };

export const setup = (options: Partial<AppOptions> & { db?: Db } = {}) => {
  const db = options.db ?? openDb(':memory:');
  let clock = T0;
  const logged: string[] = [];
  const app = createApp({ now: () => clock, log: (line) => logged.push(line), ...options, db });

  /** Paths starting with /__sandbox go as they are; anything else goes under the base path. */
  const call = (method: string, path: string, init: Init = {}) => {
    const url = path.startsWith('/__sandbox') ? path : `${BASE_PATH}${path}`;
    // A FormData goes as multipart (its boundary set by Request); anything else as JSON.
    if (init.body instanceof FormData) {
      return app.request(url, { method, body: init.body, headers: init.headers });
    }
    const body =
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body);
    const headers =
      body === undefined ? init.headers : { 'Content-Type': 'application/json', ...init.headers };
    return app.request(url, { method, body, headers });
  };

  const start = async (overrides: Record<string, unknown> = {}) => {
    const res = await call('POST', '/solicitud', { body: startForm(overrides), headers: CAPTCHA });
    if (res.status !== 201) throw new Error(`start failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { idSolicitud: string; tipoPersona: string };
  };

  /** Asks for a code and reads it back from the QA mailbox. */
  const sendCode = async (idSolicitud: string) => {
    await call('GET', `/otp?idSolicitud=${idSolicitud}`);
    const res = await call('GET', `/__sandbox/mailbox/${idSolicitud}`);
    return ((await res.json()) as { code: string }).code;
  };

  /** Starts a request and validates its code: what the web holds after /getcode. */
  const login = async (overrides: Record<string, unknown> = {}) => {
    const { idSolicitud } = await start(overrides);
    const code = await sendCode(idSolicitud);
    const res = await call('POST', '/otp', { body: { token: code, idSolicitud } });
    const token = res.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
    return { idSolicitud, token, bearer: { Authorization: `Bearer ${token}` } };
  };

  return {
    app,
    db,
    logged,
    call,
    start,
    sendCode,
    login,
    advance: (ms: number) => {
      clock += ms;
    },
  };
};

export const errorOf = async (res: Response) => {
  const body = (await res.json()) as { error: { errorCode: string; errorMessage: string }[] };
  return body.error[0];
};

/** A 4-digit code other than the given one. */
export const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');
