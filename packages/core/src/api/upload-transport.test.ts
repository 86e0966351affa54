// The XMLHttpRequest transport of the document upload, on a fake XMLHttpRequest: the bytes, headers
// and credentials the bank receives, the percentages the 'Validando' overlay shows, and the answers
// and failures ky and the catalogue then see.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { file, JPEG_HEAD } from '../../testing/documents/documents.fixtures.ts';
import { resolveError } from '../errors/catalogue.ts';
import { setToken } from '../session/session-data.ts';
import { configureApi } from './client.ts';
import { postDocumentacion } from './documentacion.ts';
import { parseResponseHeaders, xhrFetch } from './upload-transport.ts';

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string; headers: string } | 'network' = {
    status: 200,
    body: '{}',
    headers: 'content-type: application/json\r\n',
  };
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  headers: Record<string, string> = {};
  sent: Blob | null = null;
  upload: { onprogress: Listener; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private responseHeaders = '';

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob | null) {
    this.sent = body;
    const total = body?.size ?? 0;
    // The browser reports the bytes in a few steps.
    for (const loaded of [0, Math.floor(total / 3), Math.floor((2 * total) / 3), total]) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total });
    }
    this.upload.onload?.();
    const answer = FakeXhr.answer;
    queueMicrotask(() => {
      if (answer === 'network') {
        this.onerror?.();
        return;
      }
      this.status = answer.status;
      this.response = new Blob([answer.body]);
      this.responseHeaders = answer.headers;
      this.onload?.();
    });
  }
}

const BASE = 'http://localhost:8090/onboarding-empresas/v1';

beforeEach(() => {
  FakeXhr.last = null;
  FakeXhr.answer = { status: 200, body: '{}', headers: 'content-type: application/json\r\n' };
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
  setToken('jwt-9');
  configureApi({
    baseUrl: BASE,
    readCookies: () => 'XSRF-TOKEN=x1',
    fetch: () => Promise.reject(new Error('the upload must not go through fetch in a browser')),
  });
});

afterEach(() => {
  delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
});

const big = () => ({
  ...file('dni.jpg', 300_008, JPEG_HEAD),
  blob: new Blob([JPEG_HEAD, new Uint8Array(300_000)]),
});

describe('postDocumentacion in a browser (XMLHttpRequest)', () => {
  it('sends the multipart body with the bearer, session, XSRF and credentials, and reports 0→100', async () => {
    const percents: number[] = [];
    await postDocumentacion('sol-1', [{ idDocumento: 'DNI', file: big() }], (p) => percents.push(p));
    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(`${BASE}/documentacion`);
    expect(xhr?.withCredentials).toBe(true);
    expect(xhr?.headers.authorization).toBe('Bearer jwt-9');
    expect(xhr?.headers['x-xsrf-token']).toBe('x1');
    expect(xhr?.headers['x-session-id']).toBeTruthy();
    expect(xhr?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = new TextDecoder('latin1').decode(await xhr?.sent?.arrayBuffer());
    expect(text).toContain('name="documentos[0].idDocumento"\r\n\r\nDNI');
    expect(text).toContain('filename="dni.jpg"');
    // The whole file went, not a stream ky never finished.
    expect(xhr?.sent?.size).toBeGreaterThan(300_008);
    expect(percents).toEqual([0, 33, 67, 100, 100]);
  });

  it('turns a bank error into its catalogue handling, as fetch would', async () => {
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({ error: [{ errorCode: 'ExtensionNoValida', errorMessage: 'Formato' }] }),
      headers: 'Content-Type: application/json\r\n',
    };
    const error = await postDocumentacion('sol-1', [{ idDocumento: 'DNI', file: big() }]).catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.code).toBe('ExtensionNoValida');
    expect(resolveError(error).toast?.message).toBe('Formato');
  });

  it('turns no answer into a technical error (status 0)', async () => {
    FakeXhr.answer = 'network';
    const error = await postDocumentacion('sol-1', [{ idDocumento: 'DNI', file: big() }]).catch((e) => e);
    expect(error.status).toBe(0);
    expect(error.code).toBeUndefined();
  });
});

describe('xhrFetch', () => {
  it('answers a 204 with no body and keeps the response headers', async () => {
    FakeXhr.answer = { status: 204, body: '', headers: 'X-Uno: 1\r\nx-dos: a: b\r\n' };
    const response = await xhrFetch(() => {})(`${BASE}/x`, { method: 'POST', body: 'hola' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
    expect(response.headers.get('x-uno')).toBe('1');
    expect(response.headers.get('x-dos')).toBe('a: b');
  });

  it('never opens a request already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('no', 'AbortError'));
    const failure = await xhrFetch(() => {})(`${BASE}/x`, {
      method: 'POST',
      body: 'hola',
      signal: controller.signal,
    }).catch((e) => e);
    expect(failure.name).toBe('AbortError');
    expect(FakeXhr.last?.sent).toBeNull();
  });
});

describe('parseResponseHeaders', () => {
  it('skips blank and malformed lines', () => {
    const headers = parseResponseHeaders('a: 1\r\n\r\nbroken\r\n: x\r\nb:2');
    expect([...headers]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });
});
