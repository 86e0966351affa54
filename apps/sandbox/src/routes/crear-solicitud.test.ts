import { describe, expect, it } from 'vitest';
import {
  CAPTCHA,
  CUIT_FISICA,
  CUIT_JURIDICA,
  errorOf,
  setup,
  startForm,
} from '../../testing/test-helpers.ts';

describe('POST /solicitud', () => {
  it('starts a natural-person request at the personal data page', async () => {
    const { call, start } = setup();
    const answer = await start();
    expect(answer.tipoPersona).toBe('PERSONA_FISICA');
    expect(answer.idSolicitud).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const stored = await (await call('GET', `/__sandbox/solicitudes/${answer.idSolicitud}`)).json();
    expect(stored).toMatchObject({
      nroTributario: CUIT_FISICA,
      tipoPersona: 'FISICA',
      pagina: 'DATOS GENERALES FISICA',
      estadoInternoNombre: 'INICIADA',
      formulario: { email: 'titular@example.com', codigoPais: '54' },
    });
  });

  it('starts a company request when the CUIT starts with 3', async () => {
    const { call, start } = setup();
    const answer = await start({ nroTributario: CUIT_JURIDICA });
    expect(answer.tipoPersona).toBe('PERSONA_JURIDICA');
    const stored = await (await call('GET', `/__sandbox/solicitudes/${answer.idSolicitud}`)).json();
    expect(stored).toMatchObject({ tipoPersona: 'JURIDICA', pagina: 'DATOS GENERALES JURIDICA' });
  });

  it('stores the CUIT without dashes', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start({ nroTributario: '20-12345678-6' });
    const stored = await (await call('GET', `/__sandbox/solicitudes/${idSolicitud}`)).json();
    expect(stored.nroTributario).toBe(CUIT_FISICA);
  });

  it('refuses a second unfinished request for the same CUIT once its e-mail was validated, and allows one once it is finished', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start();
    await call('GET', `/otp?idSolicitud=${idSolicitud}`);
    const { code } = await (await call('GET', `/__sandbox/mailbox/${idSolicitud}`)).json();
    expect((await call('POST', '/otp', { body: { token: code, idSolicitud } })).status).toBe(200);
    const again = await call('POST', '/solicitud', {
      body: startForm({ nroTributario: '20-12345678-6' }),
      headers: CAPTCHA,
    });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toEqual({
      errorCode: 'ErrorSolicitudIniciada',
      errorMessage: 'Ya existe una solicitud iniciada para este CUIT. Retomá el trámite.',
    });
    await call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, {
      body: { estadoInternoNombre: 'FINALIZADA' },
    });
    expect((await call('POST', '/solicitud', { body: startForm(), headers: CAPTCHA })).status).toBe(201);
  });

  it('a start again before the e-mail was validated corrects it: same request, the old code is void (issue 24)', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start({ email: 'tipeado@exampel.com' });
    await call('GET', `/otp?idSolicitud=${idSolicitud}`);
    const { code: oldCode } = await (await call('GET', `/__sandbox/mailbox/${idSolicitud}`)).json();
    const again = await call('POST', '/solicitud', {
      body: startForm({ email: 'correcto@example.com' }),
      headers: CAPTCHA,
    });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ idSolicitud, tipoPersona: 'PERSONA_FISICA' });
    const stored = await (await call('GET', `/__sandbox/solicitudes/${idSolicitud}`)).json();
    expect(stored.formulario.email).toBe('correcto@example.com');
    expect((await call('POST', '/otp', { body: { token: oldCode, idSolicitud } })).status).toBe(400);
    await call('GET', `/otp?idSolicitud=${idSolicitud}`);
    const mailbox = await (await call('GET', `/__sandbox/mailbox/${idSolicitud}`)).json();
    expect(mailbox.email).toBe('correcto@example.com');
  });

  it('rejects a mobile number starting with 15', async () => {
    const { call } = setup();
    const res = await call('POST', '/solicitud', {
      body: startForm({ telefono: '15345678' }),
      headers: CAPTCHA,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      errorCode: 'TelefonoIncorrecto',
      errorMessage: 'El teléfono ingresado es incorrecto',
    });
  });

  it.each([
    [{ nroTributario: 'abc' }, 'Debe seguir el formato CUIT'],
    [{ nombres: 'Juan2' }, 'Su nombre debe contener solo letras.'],
    [{ telefono: '123' }, 'Celular incompleto'],
    [{ email: undefined }, 'El campo email es requerido'],
    [{ nombres: 42 }, 'El campo nombres tiene un tipo inválido'],
  ])('answers 400 ErrorValidacion with the schema message for %j', async (overrides, message) => {
    const { call } = setup();
    const res = await call('POST', '/solicitud', { body: startForm(overrides), headers: CAPTCHA });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode: 'ErrorValidacion', errorMessage: message });
  });

  it.each([
    ['no token', {}],
    ['a token for another key', { 'x-aws-waf-token': 'otra-clave:123' }],
    ['the bare key', { 'x-aws-waf-token': 'sandbox-captcha-key:' }],
  ])('challenges with the WAF captcha given %s, creating nothing', async (_, headers) => {
    const { call, db } = setup();
    const res = await call('POST', '/solicitud', { body: startForm(), headers });
    expect(res.status).toBe(405);
    expect(res.headers.get('x-amzn-waf-action')).toBe('captcha');
    expect(await res.text()).toBe('');
    expect(db.prepare('SELECT count(*) AS n FROM solicitudes').get()).toEqual({ n: 0 });
  });
});
