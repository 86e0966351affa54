// POST /integrantes, GET /documentacion/{id} and the multipart POST /documentacion, on a fake fetch.
import { beforeEach, describe, expect, it } from 'vitest';
import { file, JPEG_HEAD } from '../../testing/documents/documents.fixtures.ts';
import { resolveError } from '../errors/catalogue.ts';
import { setToken } from '../session/session-data.ts';
import { ApiError } from './api-error.ts';
import { configureApi } from './client.ts';
import { getDocumentacion, postDocumentacion } from './documentacion.ts';
import { postIntegrantes } from './integrantes.ts';

const BASE = 'http://localhost:8090/onboarding-empresas/v1';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let seen: { request: Request; body: ArrayBuffer | null }[];
let answers: Response[];

beforeEach(() => {
  seen = [];
  answers = [];
  setToken('jwt-1');
  configureApi({
    baseUrl: BASE,
    readCookies: () => '',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      // Reading the body is what moves the upload progress along.
      const body = request.body ? await request.clone().arrayBuffer() : null;
      seen.push({ request, body });
      return answers.shift() ?? json({});
    },
  });
});

describe('postIntegrantes', () => {
  it('posts idSolicitud and the list with the bearer', async () => {
    const payload = { idSolicitud: 'sol-1', integrantes: [] };
    await postIntegrantes(payload as never);
    expect(seen[0]?.request.method).toBe('POST');
    expect(new URL(seen[0]?.request.url ?? '').pathname).toBe('/onboarding-empresas/v1/integrantes');
    expect(seen[0]?.request.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(JSON.parse(new TextDecoder().decode(seen[0]?.body ?? new ArrayBuffer(0)))).toEqual(payload);
  });

  it.each(['ErrorIntegranteDuplicado', 'ErrorPorcentajeParticipacion'])(
    'turns %s into a toast that stays',
    async (code) => {
      answers.push(json({ error: [{ errorCode: code, errorMessage: 'mensaje del banco' }] }, 400));
      const error = await postIntegrantes({ idSolicitud: 's', integrantes: [] } as never).catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(resolveError(error)).toEqual({
        toast: { message: 'mensaje del banco', durationMs: 4000 },
        delayMs: 0,
      });
    },
  );
});

describe('getDocumentacion', () => {
  it('reads the list of the request', async () => {
    answers.push(
      json([{ idDocumento: 'd1', nombre: 'Estatuto', leyenda: 'x', requerido: true, estado: 'VALIDO' }]),
    );
    expect(await getDocumentacion('sol/1')).toEqual([
      { idDocumento: 'd1', nombre: 'Estatuto', leyenda: 'x', requerido: true, estado: 'VALIDO' },
    ]);
    expect(seen[0]?.request.url).toBe(`${BASE}/documentacion/sol%2F1`);
  });

  it('treats another shape as a technical error', async () => {
    answers.push(json({ nada: true }));
    expect(await getDocumentacion('s').catch((e) => e.code)).toBeUndefined();
  });
});

describe('postDocumentacion', () => {
  it('sends the multipart body and reports the upload percentage', async () => {
    const percents: number[] = [];
    const big = {
      ...file('b.jpg', 200_000, JPEG_HEAD),
      blob: new Blob([JPEG_HEAD, new Uint8Array(200_000)]),
    };
    await postDocumentacion(
      'sol-1',
      [
        { idDocumento: 'est', file: file('a.pdf', 8) },
        { idDocumento: 'est', file: big },
      ],
      (p) => percents.push(p),
    );
    const { request, body } = seen[0] ?? {};
    expect(new URL(request?.url ?? '').pathname).toBe('/onboarding-empresas/v1/documentacion');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const text = new TextDecoder('latin1').decode(body ?? new ArrayBuffer(0));
    for (const name of [
      'idSolicitud',
      'documentos[0].idDocumento',
      'documentos[0].archivo',
      'documentos[1].archivo',
    ]) {
      expect(text).toContain(`name="${name}"`);
    }
    expect(text).toContain('filename="b.jpg"');
    expect(percents.at(-1)).toBe(100);
    expect(percents.every((p, i) => i === 0 || p >= (percents[i - 1] ?? 0))).toBe(true);
  });
});
