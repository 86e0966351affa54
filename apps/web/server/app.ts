import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, securityHeadersFor } from './security-headers.ts';

/** '/getcode/{idSolicitud}' as the router matches it; an id with a dot would be a file, so never. */
const CODE_SCREEN_PATH = /^\/getcode\/[^/.]+\/?$/i;
const CODE_SCREEN_PAGE = 'getcode.html';

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
  // The prerendered public screens (issue 15) are files: '/' is index.html, '/continuar-tramite'
  // continuar-tramite/index.html (serveStatic's directory index), and so on.
  app.use(serveStatic({ root: distDir }));

  // The code screen is prerendered once for every request id: getcode.html answers '/getcode/{id}'
  // (its route's paths, a trailing slash included), when the build wrote it.
  if (existsSync(join(distDir, CODE_SCREEN_PAGE))) {
    const codeScreen = serveStatic({ root: distDir, path: CODE_SCREEN_PAGE });
    app.on(['GET', 'HEAD'], '*', (c, next) =>
      CODE_SCREEN_PATH.test(c.req.path) ? codeScreen(c, next) : next(),
    );
  }

  // Every other client-side route (/onboarding-empresas/..., ...) is extensionless and gets the SPA
  // shell (the empty page the build keeps as shell.html; index.html in a build without prerendering).
  // A missing /assets/x.js must stay a 404 instead of answering HTML with a 200.
  const shell = existsSync(join(distDir, 'shell.html')) ? 'shell.html' : 'index.html';
  const shellHtml = serveStatic({ root: distDir, path: shell });
  app.on(['GET', 'HEAD'], '*', (c, next) => (posix.extname(c.req.path) ? next() : shellHtml(c, next)));
  // A missing file's 404 carries the prerendered 404 page when the build wrote one.
  const notFoundPage = join(distDir, '404.html');
  app.notFound((c) =>
    existsSync(notFoundPage) ? c.html(readFileSync(notFoundPage, 'utf8'), 404) : c.text('404 Not Found', 404),
  );

  return app;
}
