import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const INDEX = '<!doctype html><html><head><title>Alta Empresas</title></head><body></body></html>';
// Big enough to pass the compress middleware's 1 KiB threshold.
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// The magic number and version of an empty WebAssembly module.
const WASM = Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]);

let distDir: string;
let app: ReturnType<typeof createServerApp>;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'alta-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(join(distDir, 'assets', 'face-worker-Crn70Aj4.js'), BUNDLE);
  writeFileSync(join(distDir, 'assets', 'document-worker-DIKKqbd5.js'), BUNDLE);
  writeFileSync(join(distDir, 'assets', 'face-detector-client-7ZW_XvF8.js'), BUNDLE);
  writeFileSync(join(distDir, 'assets', 'tfjs-backend-wasm-simd-BrM3BlWr.wasm'), WASM);
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = createServerApp({ distDir, backendOrigin: 'http://localhost:8090' });
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toBe(contentSecurityPolicy('http://localhost:8090'));
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("connect-src 'self' http://localhost:8090;");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=()');
  // The fallback of frame-ancestors for browsers without CSP level 2 (an outside scanner flagged it).
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  // HSTS belongs to the HTTPS production server, not to this plain-http one.
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('static server', () => {
  it('serves index.html at / with security headers and no-cache', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
    expectSecurityHeaders(res);
  });

  it.each(['/continuar-tramite', '/getcode/demo', '/onboarding-empresas/detalle/pj'])(
    'falls back to index.html for the client route %s',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
      expectSecurityHeaders(res);
    },
  );

  it('answers HEAD on a client route without a body', async () => {
    const res = await app.request('/continuar-tramite', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('does not fall back for missing files or non-GET methods', async () => {
    for (const [path, method] of [
      ['/assets/missing-123.js', 'GET'],
      ['/robots.txt', 'GET'],
      ['/continuar-tramite', 'POST'],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('cache-control')).toBeNull();
      expectSecurityHeaders(res);
    }
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);

    const icon = await app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('gzips when asked to, and only then', async () => {
    const gzipped = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await gzipped.arrayBuffer());
    expect(body.length).toBeLessThan(BUNDLE.length / 4);
    expect(gunzipSync(body).toString()).toBe(BUNDLE);

    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
  });

  it("lets the face worker's script alone compile WebAssembly ('wasm-unsafe-eval')", async () => {
    // A dedicated worker runs under its own script's CSP: the page never gets the keyword.
    const worker = await app.request('/assets/face-worker-Crn70Aj4.js');
    expect(worker.status).toBe(200);
    const csp = worker.headers.get('content-security-policy') ?? '';
    expect(csp).toBe(contentSecurityPolicy('http://localhost:8090', [], { wasm: true }));
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("connect-src 'self' http://localhost:8090;");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(worker.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const path of [
      '/',
      '/continuar-tramite',
      '/assets/index-abc123.js',
      '/assets/document-worker-DIKKqbd5.js',
      '/assets/face-detector-client-7ZW_XvF8.js',
      '/assets/tfjs-backend-wasm-simd-BrM3BlWr.wasm',
      '/face-worker-Crn70Aj4.js',
      '/assets/face-worker-Crn70Aj4.js.map',
      '/assets/x/face-worker-Crn70Aj4.js',
    ]) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy'), path).not.toContain('wasm-unsafe-eval');
      expectSecurityHeaders(res);
    }
  });

  it('serves the .wasm binaries as application/wasm', async () => {
    const res = await app.request('/assets/tfjs-backend-wasm-simd-BrM3BlWr.wasm');
    expect(res.status).toBe(200);
    // WebAssembly.instantiateStreaming refuses any other type.
    expect(res.headers.get('content-type')).toBe('application/wasm');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(WASM);
  });

  it('allows a tag-manager or survey origin in the CSP only when one is configured', async () => {
    const plain = await app.request('/');
    expect(plain.headers.get('content-security-policy')).not.toMatch(/https:\/\//);
    const configured = createServerApp({
      distDir,
      backendOrigin: 'http://localhost:8090',
      scriptOrigins: ['https://tags.bank.example'],
    });
    const csp = (await configured.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://tags.bank.example;");
    expect(csp).toContain("connect-src 'self' http://localhost:8090 https://tags.bank.example;");
    expect(csp).not.toContain('unsafe-inline');
    expect(() =>
      contentSecurityPolicy('http://localhost:8090', ["https://x.example 'unsafe-inline'"]),
    ).toThrow();
  });

  it('rejects a backend origin that is not a bare origin', () => {
    expect(() => createServerApp({ distDir, backendOrigin: "http://x; script-src 'unsafe-inline'" })).toThrow(
      /bare origin/,
    );
    expect(() =>
      createServerApp({
        distDir,
        backendOrigin: "http://localhost:8090,http://x; script-src 'unsafe-inline'",
      }),
    ).toThrow(/bare origin/);
  });

  it('lets the page call the sandbox on its LAN address too (npm start -- --lan)', async () => {
    const lan = createServerApp({ distDir, backendOrigin: 'http://localhost:8090,http://192.168.1.20:8090' });
    const csp = (await lan.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' http://localhost:8090 http://192.168.1.20:8090;");
  });

  it('behaves the same over real HTTP through @hono/node-server', async () => {
    const server = serve({ fetch: app.fetch, port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/getcode/demo`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expectSecurityHeaders(res);
      // fetch decodes gzip itself; the header shows the wire was compressed.
      const asset = await fetch(`http://127.0.0.1:${port}/assets/index-abc123.js`);
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(await asset.text()).toBe(BUNDLE);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
