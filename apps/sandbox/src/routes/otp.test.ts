import { decode } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { errorOf, setup, T0, wrongCode } from '../../testing/test-helpers.ts';

const INCORRECTO = 'Error al validar el código, el mensaje: "El código ingresado es incorrecto"';
const BLOQUEADO =
  'Error al validar el código, el mensaje: "Superaste la cantidad de intentos. Solicitá un nuevo código"';

describe('GET /otp', () => {
  it('sends a 4-digit code to the mailbox and stdout, with the resend wait in a header', async () => {
    const { call, start, logged } = setup();
    const { idSolicitud } = await start();
    const res = await call('GET', `/otp?idSolicitud=${idSolicitud}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(res.headers.get('X-OTP-Time-Expires')).toBe('60000');
    const mail = await (await call('GET', `/__sandbox/mailbox/${idSolicitud}`)).json();
    expect(mail).toEqual({
      code: expect.stringMatching(/^\d{4}$/),
      email: 'titular@example.com',
      sentAt: new Date(T0).toISOString(),
    });
    expect(logged).toEqual([
      `[sandbox] código OTP para solicitud ${idSolicitud} (titular@example.com): ${mail.code}`,
    ]);
  });

  it('takes the resend wait from the options', async () => {
    const { call, start } = setup({ otpResendMs: 5000 });
    const { idSolicitud } = await start();
    expect((await call('GET', `/otp?idSolicitud=${idSolicitud}`)).headers.get('X-OTP-Time-Expires')).toBe(
      '5000',
    );
  });

  it('answers 404 SolicitudNoEncontrada for an unknown request and 400 without one', async () => {
    const { call } = setup();
    const unknown = await call('GET', '/otp?idSolicitud=nope');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown))?.errorCode).toBe('SolicitudNoEncontrada');
    const missing = await call('GET', '/otp');
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'El idSolicitud es requerido',
    });
  });
});

describe('POST /otp', () => {
  it('hands out a bearer JWT for the request on the right code', async () => {
    const { call, start, sendCode } = setup();
    const { idSolicitud } = await start();
    const token = await sendCode(idSolicitud);
    const res = await call('POST', '/otp', { body: { token, idSolicitud } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const jwt = res.headers.get('Authorization')?.match(/^Bearer (.+)$/)?.[1] ?? '';
    expect(decode(jwt).header).toMatchObject({ alg: 'HS256' });
    expect(decode(jwt).payload).toEqual({ idSolicitud, exp: T0 / 1000 + 1800 });
  });

  it('refuses a wrong code with OtpInvalido', async () => {
    const { call, start, sendCode } = setup();
    const { idSolicitud } = await start();
    const code = await sendCode(idSolicitud);
    const res = await call('POST', '/otp', { body: { token: wrongCode(code), idSolicitud } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode: 'OtpInvalido', errorMessage: INCORRECTO });
    expect(res.headers.get('Authorization')).toBeNull();
  });

  it('refuses a code before any was sent, and a code already used', async () => {
    const { call, start, sendCode } = setup();
    const { idSolicitud } = await start();
    const before = await call('POST', '/otp', { body: { token: '1234', idSolicitud } });
    expect(before.status).toBe(400);
    const code = await sendCode(idSolicitud);
    expect((await call('POST', '/otp', { body: { token: code, idSolicitud } })).status).toBe(200);
    const reused = await call('POST', '/otp', { body: { token: code, idSolicitud } });
    expect(reused.status).toBe(400);
    expect((await errorOf(reused))?.errorCode).toBe('OtpInvalido');
    expect(reused.headers.get('Authorization')).toBeNull();
  });

  it('locks the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const { call, start, sendCode } = setup();
    const { idSolicitud } = await start();
    const code = await sendCode(idSolicitud);
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/otp', { body: { token: wrongCode(code), idSolicitud } });
      expect((await errorOf(res))?.errorCode).toBe('OtpInvalido');
    }
    const locked = await call('POST', '/otp', { body: { token: code, idSolicitud } });
    expect(locked.status).toBe(400);
    expect(await errorOf(locked)).toEqual({ errorCode: 'OtpBloqueado', errorMessage: BLOQUEADO });
    const fresh = await sendCode(idSolicitud);
    expect((await call('POST', '/otp', { body: { token: fresh, idSolicitud } })).status).toBe(200);
  });

  it('validates the body with the shared schema', async () => {
    const { call } = setup();
    const res = await call('POST', '/otp', { body: { token: '12a4', idSolicitud: 'x' } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'El código debe tener 4 dígitos',
    });
  });

  it('answers 404 for an unknown request', async () => {
    const { call } = setup();
    const res = await call('POST', '/otp', { body: { token: '1234', idSolicitud: 'nope' } });
    expect(res.status).toBe(404);
    expect((await errorOf(res))?.errorCode).toBe('SolicitudNoEncontrada');
  });
});
