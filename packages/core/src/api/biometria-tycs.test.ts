// POST /biometria/validar-identidad/{id}, GET /tycs/{id} and POST /solicitud/{id}/aceptar-tyc, on a fake fetch.
import { beforeEach, describe, expect, it } from 'vitest';
import { IDENTITY_FIELDS, TYCS } from '../../testing/biometrics/biometrics.fixtures.ts';
import { setToken } from '../session/session-data.ts';
import { ApiError } from './api-error.ts';
import { validarIdentidad } from './biometria.ts';
import { configureApi } from './client.ts';
import { aceptarTyc, getTycs } from './tycs.ts';

const BASE = 'http://localhost:8090/onboarding-empresas/v1';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let seen: Request[];
let answers: Response[];

beforeEach(() => {
  seen = [];
  answers = [];
  setToken('jwt-1');
  configureApi({
    baseUrl: BASE,
    readCookies: () => '',
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      return answers.shift() ?? json({});
    },
  });
});

describe('validarIdentidad', () => {
  it('posts the multipart to the request path with the bearer', async () => {
    await validarIdentidad('sol 1', IDENTITY_FIELDS);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE}/biometria/validar-identidad/sol%201`);
    expect(request?.headers.get('Authorization')).toBe('Bearer jwt-1');
    const form = (await request?.formData()) ?? new FormData();
    expect(form.get('sexo')).toBe('F');
    expect((form.get('selfie') as File).type).toBe('image/jpeg');
  });

  it('carries the status and the server message of a failure', async () => {
    answers.push(json({ error: [{ errorCode: 'ErrorValidacion', errorMessage: 'DNI no coincide' }] }, 400));
    const error = await validarIdentidad('s', IDENTITY_FIELDS).catch((e) => e);
    expect(error).toMatchObject({ status: 400, serverMessage: 'DNI no coincide' });
  });
});

describe('terms calls', () => {
  it('reads the documents of the request', async () => {
    answers.push(json({ tycs: TYCS }));
    expect(await getTycs('sol-1')).toEqual(TYCS);
    expect(seen[0]?.url).toBe(`${BASE}/tycs/sol-1`);
  });

  it('accepts with aceptaTyC, the document number and CUIL, and succeeds on 204', async () => {
    answers.push(new Response(null, { status: 204 }));
    await aceptarTyc('sol-1', '23456789');
    expect(seen[0]?.url).toBe(`${BASE}/solicitud/sol-1/aceptar-tyc`);
    expect(await seen[0]?.json()).toEqual({
      aceptaTyC: true,
      nroDocumento: '23456789',
      tipoDocumento: 'CUIL',
    });
  });

  it('treats a 200 as a failure: only 204 accepts', async () => {
    answers.push(json({}));
    const error = await aceptarTyc('sol-1', '23456789').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
  });
});
