#!/usr/bin/env node
// `npm start`: the built app on :5173 and the sandbox API on :8090, as a developer or a
// reviewer would use them. Built rather than `vite dev` so the CSP and headers are the real ones.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build.mjs';
import { ensureInstalled } from './install.mjs';
import { startServers } from './servers.mjs';

const dataDir = fileURLToPath(new URL('../.data/', import.meta.url));

ensureInstalled();
buildWeb();
mkdirSync(dataDir, { recursive: true });

let servers;
try {
  servers = await startServers({ webPort: 5173, sandboxPort: 8090, dbPath: `${dataDir}sandbox.sqlite` });
} catch (error) {
  console.error(`✗ servers did not start: ${error.message}`);
  process.exit(1);
}

console.log(`
  Alta Empresas is running.

    ➜ Abrí ${servers.webUrl}
    ➜ Sandbox API: ${servers.sandboxUrl}  (data in .data/sandbox.sqlite)

  Ctrl-C stops both.
`);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await servers.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const { name, code, signal } = await servers.exited;
console.error(`✗ ${name} exited unexpectedly (${signal ?? `code ${code}`}); stopping the other server.`);
await shutdown(1);
