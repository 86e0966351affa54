import { posix } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, securityHeadersFor } from './security-headers.ts';

export type ServerAppOptions = { distDir: string; backendOrigin?: string; scriptOrigins?: readonly string[] };

export function createServerApp({ distDir, backendOrigin, scriptOrigins }: ServerAppOptions): Hono {
  const headersFor = securityHeadersFor(backendOrigin, scriptOrigins);
  const app = new Hono();

  // Outermost, so 404s and errors carry the headers too.
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headersFor(c.req.path))) c.res.headers.set(name, value);
  });
  app.use(compress({ encoding: 'gzip' }));
  app.use(async (c, next) => {
    await next();
    if (!c.res.ok) return;
    // Vite only puts content-hashed files under /assets/, so they can never go stale.
    const cache = c.req.path.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
    c.res.headers.set('Cache-Control', cache);
  });
  app.use(serveStatic({ root: distDir }));

  // Client-side routes (/continuar-tramite, /getcode/:id, ...) are extensionless; a missing
  // /assets/x.js must stay a 404 instead of answering HTML with a 200.
  const indexHtml = serveStatic({ root: distDir, path: 'index.html' });
  app.on(['GET', 'HEAD'], '*', (c, next) => (posix.extname(c.req.path) ? next() : indexHtml(c, next)));

  return app;
}
