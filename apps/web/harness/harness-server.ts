// Builds the detector harness and serves it with the app's own security headers (the CSP above
// all), on loopback, for the detector e2e spec and the benchmark.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeadersFor } from '../server/security-headers';

export const HARNESS_DIR = join(tmpdir(), 'alta-detectors', 'harness');
/** The fake camera's video (tens of MB, made on demand, never committed). */
export const FAKE_CAMERA_FILE = join(tmpdir(), 'alta-detectors', 'card.y4m');
const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.bin': 'application/octet-stream',
  // WebAssembly.instantiateStreaming insists on this type.
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
};

/** The app's production build, made apart (the e2e runs of others serve apps/web/dist). */
export const APP_COPY_DIR = join(tmpdir(), 'alta-detectors', 'app');

function vite(args: string[]): void {
  const run = spawnSync('node', ['node_modules/vite/bin/vite.js', ...args], {
    cwd: WEB_DIR,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
}

/** `outDir`: specs that may run at the same time as detectors.spec each build their own copy. */
export function buildHarness(outDir: string = HARNESS_DIR): void {
  vite(['build', '--config', 'harness/vite.config.ts', '--outDir', outDir, '--emptyOutDir']);
}

export function buildAppCopy(): void {
  vite(['build', '--outDir', APP_COPY_DIR, '--emptyOutDir', '--logLevel', 'warn']);
}

export function serveHarness(
  port: number,
  root: string = HARNESS_DIR,
): Promise<{ url: string; close(): Promise<void> }> {
  return serveStatic(root, port, 'detectors.html');
}

/** A static folder with the app's headers; unknown paths fall back to `fallback` (the SPA's index). */
export async function serveStatic(
  root: string,
  port: number,
  fallback: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const headersFor = securityHeadersFor();
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const headers = headersFor(pathname);
    const path = normalize(pathname).replace(/^\/+/, '');
    const wanted = join(root, path);
    // Routes (no extension) get the page; files must exist.
    const file = extname(path) ? wanted : join(root, fallback);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
