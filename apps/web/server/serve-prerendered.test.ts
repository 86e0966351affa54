// The static server with a prerendering build (issue 15): the public screens' own HTML on their
// paths, the SPA shell everywhere else, the prerendered 404 with a missing file's 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app.ts';

const page = (name: string) => `<!doctype html><html><body><div id="root">${name}</div></body></html>`;
const HOME = page('<h1>Abrí tu cuenta empresa</h1>');
const RESUME = page('<h1>Retomá tu trámite</h1>');
const SHELL = page('');
const NOT_FOUND = page('<h1>404</h1>');

/** A prerendered page as every HTML page is answered: 200, HTML, revalidated, under the CSP. */
const expectPage = async (res: Response, html: string) => {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  expect(await res.text()).toBe(html);
};

let distDir: string;
let app: ReturnType<typeof createServerApp>;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'alta-prerendered-'));
  mkdirSync(join(distDir, 'continuar-tramite'));
  writeFileSync(join(distDir, 'index.html'), HOME);
  writeFileSync(join(distDir, 'continuar-tramite', 'index.html'), RESUME);
  writeFileSync(join(distDir, 'shell.html'), SHELL);
  writeFileSync(join(distDir, '404.html'), NOT_FOUND);
  app = createServerApp({ distDir, backendOrigin: 'http://localhost:8090' });
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe('static server, prerendered build', () => {
  it.each([
    ['/', HOME],
    ['/continuar-tramite', RESUME],
    ['/continuar-tramite/', RESUME],
  ])('answers %s with its prerendered HTML, revalidated', async (path, html) => {
    await expectPage(await app.request(path), html);
  });

  it.each(['/getcode/demo', '/onboarding-empresas/detalle/pj', '/loading'])(
    'answers the client route %s with the empty shell, not the home page',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(SHELL);
    },
  );

  it('answers a missing file with the prerendered 404 page and a 404 status, never cached', async () => {
    const res = await app.request('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(await res.text()).toBe(NOT_FOUND);
  });
});

describe('static server, code screen prerendered (issue 15)', () => {
  const CODE = page('<h1>Validá tu correo electrónico</h1>');
  let codeDist: string;
  let codeApp: ReturnType<typeof createServerApp>;

  beforeAll(() => {
    codeDist = mkdtempSync(join(tmpdir(), 'alta-prerendered-code-'));
    writeFileSync(join(codeDist, 'index.html'), HOME);
    writeFileSync(join(codeDist, 'getcode.html'), CODE);
    writeFileSync(join(codeDist, 'shell.html'), SHELL);
    writeFileSync(join(codeDist, '404.html'), NOT_FOUND);
    codeApp = createServerApp({ distDir: codeDist, backendOrigin: 'http://localhost:8090' });
  });

  afterAll(() => rmSync(codeDist, { recursive: true, force: true }));

  it.each(['/getcode/demo', '/getcode/3f2c-77/'])(
    'answers %s with the code screen, revalidated',
    async (path) => {
      await expectPage(await codeApp.request(path), CODE);
    },
  );

  it.each(['/getcode', '/getcode/a/b', '/loading'])(
    'answers %s, not a code screen path, with the shell',
    async (path) => {
      await expectPage(await codeApp.request(path), SHELL);
    },
  );

  it('keeps a missing file under /getcode a 404', async () => {
    const res = await codeApp.request('/getcode/missing.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(NOT_FOUND);
  });
});
