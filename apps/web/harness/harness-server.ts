// Builds the detector harness and serves it with the app's own security headers (the CSP above
// all), on loopback, for the detector e2e spec and the benchmark.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from '../server/security-headers';

export const HARNESS_DIR = join(tmpdir(), 'alta-detectors', 'harness');
/** The fake camera's video (tens of MB, made on demand, never committed). */
export const FAKE_CAMERA_FILE = join(tmpdir(), 'alta-detectors', 'card.y4m');
const WEB_DIR = fileURLToPath(new URL('..', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.bin': 'application/octet-stream',
  '.json': 'application/json',
};

export function buildHarness(): void {
  const run = spawnSync(
    'node',
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'harness/vite.config.ts'],
    {
      cwd: WEB_DIR,
      stdio: 'inherit',
    },
  );
  if (run.status !== 0) throw new Error('harness build failed');
}

export async function serveHarness(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const headers = securityHeaders();
  const server: Server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = join(HARNESS_DIR, path || 'detectors.html');
    if (!file.startsWith(HARNESS_DIR) || !existsSync(file)) {
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
