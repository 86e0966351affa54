// Production-like static server for apps/web/dist: what `npm start` and the e2e tests talk to.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { thirdPartyOrigins, thirdPartyScripts } from '@alta/core/analytics/third-party';
import { serve } from '@hono/node-server';
import { createServerApp } from './app.ts';
import { DEFAULT_BACKEND_ORIGIN } from './security-headers.ts';

const port = Number(process.env.PORT ?? 5173);
const distDir = resolve(process.env.DIST_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../dist'));
const backendOrigin = process.env.BACKEND_ORIGIN ?? DEFAULT_BACKEND_ORIGIN;
// The same variables the build read: the CSP allows a tag-manager or survey origin only when set.
const scriptOrigins = thirdPartyOrigins(thirdPartyScripts(process.env));

const server = serve(
  { fetch: createServerApp({ distDir, backendOrigin, scriptOrigins }).fetch, port },
  (info) => {
    console.log(`serving ${distDir} on http://localhost:${info.port}`);
  },
);

// As in the sandbox (apps/sandbox/src/main.ts): no keep-alive socket is closed under a client about to reuse it.
const http = server as import('node:http').Server;
http.keepAliveTimeout = 65_000;
http.headersTimeout = 66_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // A browser holding a keep-alive socket open must not keep `npm start` from stopping.
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
