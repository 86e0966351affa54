// Junk of any shape sent to every call of the sandbox (app.ts's CALLS and QA_ROUTES) must be a 4xx,
// never a 500: JSON bodies, path segments, query strings, headers and multipart parts (issue 7).
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_PATH } from './app.ts';
import { hostile } from '../testing/fuzz-arbitraries.ts';
import { CAPTCHA, CUIT_FISICA, CUIT_JURIDICA, setup, startForm } from '../testing/test-helpers.ts';

const junk = fc.oneof(
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  // Near misses: the real shape with one field replaced by anything.
  fc
    .tuple(fc.constantFrom(...Object.keys(startForm()), 'token', 'idSolicitud'), fc.jsonValue())
    .map(([key, value]) => JSON.stringify({ ...startForm(), token: '1234', idSolicitud: 'x', [key]: value })),
);

/** Header values must be visible ASCII (fetch refuses anything else before the app sees it). */
const headerValue = fc.oneof(
  fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,60}$/),
  fc.constantFrom('Bearer ', 'Bearer x.y.z', `Bearer ${'a'.repeat(5000)}`, 'Basic Zm9vOmJhcg=='),
);

let cases = 0;
afterAll(() => {
  console.log(`sandbox fuzz: ${cases} hostile requests (any 500 fails its test)`);
});

const targets = [
  ['POST', '/solicitud'],
  ['POST', '/otp'],
  ['POST', '/__sandbox/faults'],
  ['PATCH', '/__sandbox/solicitudes/ID'],
  ['PATCH', '/__sandbox/documentos/ID/ESTATUTO'],
  ['PATCH', `/__sandbox/biometria/ID/${CUIT_FISICA}`],
  ['DELETE', '/__sandbox/faults'],
] as const;

describe('junk bodies', () => {
  it('never yield a 500', async () => {
    const { call, start } = setup();
    const { idSolicitud } = await start({ nroTributario: CUIT_FISICA });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), junk, async ([method, path], body) => {
        cases += 1;
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
      ['/integrantes', juridica.bearer],
      [`/solicitud/${fisica.idSolicitud}/confirmar-datos-fisica`, fisica.bearer],
      [`/solicitud/${juridica.idSolicitud}/confirmar-datos-juridica`, juridica.bearer],
      [`/solicitud/${fisica.idSolicitud}/aceptar-tyc`, fisica.bearer],
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
            'idSolicitud',
            'integrantes',
            'aceptaTyC',
            'nroDocumento',
            'tipoDocumento',
          ),
          fc.jsonValue(),
        )
        .map(([key, value]) => JSON.stringify({ calle: 'Av. Siempre Viva', numero: '742', [key]: value })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bearerTargets), shapes, async ([path, headers], body) => {
        cases += 1;
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
      fc.asyncProperty(fc.oneof(fc.string({ minLength: 1 }), hostile.filter(Boolean)), async (segment) => {
        cases += 1;
        const id = encodeURIComponent(segment);
        for (const path of [
          `/solicitud/${id}/retomar`,
          `/otp?idSolicitud=${id}`,
          `/__sandbox/mailbox/${id}`,
          `/__sandbox/solicitudes/${id}`,
          `/__sandbox/faults?${id}=${id}`,
          `/captcha/configuracion?${id}=${id}`,
          `/__sandbox/biometria/${id}/${id}`,
          `/__sandbox/biometria/${id}/${CUIT_FISICA}/intentos/${id}/${id}`,
        ]) {
          expect((await call('GET', path, { headers: CAPTCHA })).status).toBeLessThan(500);
        }
        for (const path of [
          `/sucursales?provincia=${id}&localidad=${id}`,
          `/sucursales/${id}/oficiales`,
          `/solicitud/${id}`,
          `/resumen-productos/${id}`,
          `/documentacion/${id}`,
          `/tycs/${id}`,
          `/configuracion?${id}=${id}`,
        ]) {
          expect((await call('GET', path, { headers: bearer })).status).toBeLessThan(500);
        }
      }),
      { numRuns: 200 },
    );
  }, 30_000);
});

describe('junk headers', () => {
  it('never yield a 500 whatever the Authorization, captcha or XSRF header says', async () => {
    const { call, login } = setup();
    const { idSolicitud } = await login();
    const calls = [
      ['GET', '/configuracion'],
      ['GET', '/captcha/configuracion'],
      ['GET', `/solicitud/${idSolicitud}`],
      ['GET', `/resumen-productos/${idSolicitud}`],
      ['GET', `/documentacion/${idSolicitud}`],
      ['GET', '/sucursales?provincia=Buenos%20Aires'],
      ['GET', '/sucursales/001/oficiales'],
      ['GET', '/solicitud/20123456786/retomar'],
      ['POST', '/validar-direccion'],
      ['POST', '/integrantes'],
      ['POST', '/documentacion'],
      ['POST', `/biometria/validar-identidad/${idSolicitud}`],
      ['GET', `/tycs/${idSolicitud}`],
      ['POST', `/solicitud/${idSolicitud}/aceptar-tyc`],
      ['POST', `/solicitud/${idSolicitud}/confirmar-datos-fisica`],
      ['POST', `/solicitud/${idSolicitud}/confirmar-datos-juridica`],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...calls),
        headerValue,
        headerValue,
        headerValue,
        async ([method, path], authorization, waf, xsrf) => {
          cases += 1;
          const headers = {
            Authorization: authorization,
            'x-aws-waf-token': waf,
            'X-XSRF-TOKEN': xsrf,
            Cookie: `XSRF-TOKEN=${xsrf.replace(/[;,\s]/g, '')}`,
          };
          const body = method === 'POST' ? '{}' : undefined;
          const res = await call(method, path, { body, headers });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('junk multipart parts on POST /documentacion', () => {
  const key = fc.oneof(
    fc.constantFrom('idSolicitud', 'documentos[0].idDocumento', 'documentos[0].archivo'),
    fc
      .tuple(fc.nat(1_000_000), fc.constantFrom('idDocumento', 'archivo', 'otro'))
      .map(([i, k]) => `documentos[${i}].${k}`),
    hostile,
  );
  const bytes = fc.uint8Array({ maxLength: 64 }).map((a) => new Uint8Array(a));
  const value = fc.oneof(
    hostile.map((text) => ({ text })),
    fc
      .tuple(bytes, hostile, fc.constantFrom('', 'application/pdf', 'image/jpeg', 'text/html'))
      .map(([content, name, type]) => ({ content, name, type })),
    // Real-looking files: a PDF or JPEG head under a hostile name.
    fc
      .tuple(fc.constantFrom([0x25, 0x50, 0x44, 0x46, 0x2d], [0xff, 0xd8, 0xff]), hostile)
      .map(([head, name]) => ({
        content: new Uint8Array(head),
        name: `${name}.pdf`,
        type: 'application/pdf',
      })),
  );
  type Part = { text: string } | { content: Uint8Array<ArrayBuffer>; name: string; type: string };

  it('never yield a 500', async () => {
    const { call, login } = setup();
    const juridica = await login({ nroTributario: CUIT_JURIDICA });
    const form = (parts: [string, Part][], withId: boolean) => {
      const data = new FormData();
      if (withId) data.append('idSolicitud', juridica.idSolicitud);
      for (const [name, part] of parts) {
        if ('text' in part) data.append(name, part.text);
        else data.append(name, new File([part.content], part.name, { type: part.type }), part.name);
      }
      return data;
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, value as fc.Arbitrary<Part>), { maxLength: 8 }),
        fc.boolean(),
        async (parts, withId) => {
          cases += 1;
          const res = await call('POST', '/documentacion', {
            body: form(parts, withId),
            headers: juridica.bearer,
          });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect((await res.json()).error[0].errorCode).toEqual(expect.any(String));
        },
      ),
      { numRuns: 200 },
    );
    // 200 multipart bodies take about 4 s alone; on a loaded 2-core machine the default 5 s is too tight.
  }, 30_000);

  // Found by this test: a body declared multipart/form-data that does not parse used to answer 500.
  it('never yield a 500 on a body that is not well-formed multipart', async () => {
    const { app, login } = setup();
    const juridica = await login({ nroTributario: CUIT_JURIDICA });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(hostile, fc.string({ maxLength: 200 })),
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'multipart/form-data; boundary=',
          'application/json',
          'text/plain',
        ),
        async (body, contentType) => {
          cases += 1;
          const res = await app.request(`${BASE_PATH}/documentacion`, {
            method: 'POST',
            body,
            headers: { ...juridica.bearer, 'Content-Type': contentType },
          });
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('POST /__sandbox/reset', () => {
  it('never yields a 500 whatever body it gets', async () => {
    const { call } = setup();
    await fc.assert(
      fc.asyncProperty(junk, async (body) => {
        cases += 1;
        expect((await call('POST', '/__sandbox/reset', { body })).status).toBeLessThan(500);
      }),
      { numRuns: 50 },
    );
  });
});
