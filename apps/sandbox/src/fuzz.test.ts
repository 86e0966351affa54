// Junk of any shape sent to every call that reads input must be a 4xx, never a 500.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTCHA, CUIT_FISICA, CUIT_JURIDICA, setup, startForm } from './test-helpers.ts';

const junk = fc.oneof(
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  // Near misses: the real shape with one field replaced by anything.
  fc
    .tuple(fc.constantFrom(...Object.keys(startForm()), 'token', 'idSolicitud'), fc.jsonValue())
    .map(([key, value]) => JSON.stringify({ ...startForm(), token: '1234', idSolicitud: 'x', [key]: value })),
);

const targets = [
  ['POST', '/solicitud'],
  ['POST', '/otp'],
  ['POST', '/__sandbox/faults'],
  ['PATCH', '/__sandbox/solicitudes/ID'],
] as const;

describe('junk bodies', () => {
  it('never yield a 500', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start({ nroTributario: CUIT_FISICA });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), junk, async ([method, path], body) => {
        const res = await call(method, path.replace('ID', idSolicitud), { body, headers: CAPTCHA });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect((await res.json()).error[0].errorCode).toEqual(expect.any(String));
        // A body that happens to be a valid fault must not fail the calls that follow.
        if (path.includes('faults')) await call('DELETE', '/__sandbox/faults');
      }),
      { numRuns: 200 },
    );
  });

  it('never yield a 500 on the calls behind the bearer', async () => {
    const { call, login } = setup();
    const fisica = await login();
    const juridica = await login({ nroTributario: CUIT_JURIDICA });
    const bearerTargets = [
      ['/validar-direccion', fisica.bearer],
      [`/solicitud/${fisica.idSolicitud}/confirmar-datos-fisica`, fisica.bearer],
      [`/solicitud/${juridica.idSolicitud}/confirmar-datos-juridica`, juridica.bearer],
    ] as const;
    const shapes = fc.oneof(
      junk,
      // Near misses of the address and confirm payloads: a known key replaced by anything.
      fc
        .tuple(
          fc.constantFrom(
            'calle',
            'numero',
            'piso',
            'pais',
            'datosGenerales',
            'domicilioFiscal',
            'retiroSucursal',
          ),
          fc.jsonValue(),
        )
        .map(([key, value]) => JSON.stringify({ calle: 'Av. Siempre Viva', numero: '742', [key]: value })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bearerTargets), shapes, async ([path, headers], body) => {
        const res = await call('POST', path, { body, headers });
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect((await res.json()).error[0].errorCode).toEqual(expect.any(String));
      }),
      { numRuns: 200 },
    );
  });

  it('never yield a 500 in a path segment', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (segment) => {
        const id = encodeURIComponent(segment);
        for (const path of [
          `/solicitud/${id}/retomar`,
          `/otp?idSolicitud=${id}`,
          `/__sandbox/mailbox/${id}`,
        ]) {
          expect((await call('GET', path, { headers: CAPTCHA })).status).toBeLessThan(500);
        }
        for (const path of [`/sucursales?provincia=${id}&localidad=${id}`, `/sucursales/${id}/oficiales`]) {
          expect((await call('GET', path, { headers: bearer })).status).toBeLessThan(500);
        }
      }),
      { numRuns: 200 },
    );
  });
});
