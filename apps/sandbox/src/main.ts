// Starts the sandbox on PORT (default 8090) with the SQLite file under <repo>/.data.
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { BASE_PATH, createApp, DEFAULT_WEB_ORIGINS } from './app.ts';
import { openDb } from './db.ts';

const positiveInt = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`[sandbox] ${name} debe ser un entero positivo (recibido: ${raw})`);
    process.exit(1);
  }
  return value;
};

const dbPath =
  process.env.SANDBOX_DB || fileURLToPath(new URL('../../../.data/sandbox.sqlite', import.meta.url));
const port = positiveInt('PORT', 8090);
const extraOrigins = (process.env.WEB_ORIGIN ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const db = openDb(dbPath);
// The identity images live beside the SQLite file (a throwaway store keeps them in a temp folder).
const dataDir = dbPath === ':memory:' ? join(tmpdir(), 'alta-sandbox', String(process.pid)) : dirname(dbPath);
const app = createApp({
  db,
  dataDir,
  otpResendMs: positiveInt('SANDBOX_OTP_RESEND_MS', 60_000),
  tokenTtlSeconds: positiveInt('SANDBOX_TOKEN_TTL_SECONDS', 1800),
  webOrigins: [...DEFAULT_WEB_ORIGINS, ...extraOrigins],
});

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(
    `[sandbox] escuchando en http://localhost:${info.port}${BASE_PATH} (db: ${dbPath}, datos: ${dataDir})`,
  );
});
// Node closes a keep-alive socket after 5 s idle; a client that sends on it at that moment (the e2e
// tests' request context, between two steps of a test) gets ECONNRESET. Clients reuse sockets idle
// for less than a minute, so the server keeps them longer than that.
const http = server as import('node:http').Server;
http.keepAliveTimeout = 65_000;
http.headersTimeout = 66_000;
server.on('error', (err) => {
  console.error(`[sandbox] no se pudo iniciar en el puerto ${port}:`, err.message);
  db.close();
  process.exit(1);
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`[sandbox] ${signal} recibido, cerrando`);
  // Keep-alive connections can hold close() open; don't let them block a dev restart.
  setTimeout(() => {
    db.close();
    process.exit(0);
  }, 3000).unref();
  server.close(() => {
    db.close();
    process.exit(0);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
