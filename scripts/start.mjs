#!/usr/bin/env node
// `npm start`: the built app on :5173 and the sandbox API on :8090, as a developer or a
// reviewer would use them. Built rather than `vite dev` so the CSP and headers are the real ones.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build.mjs';
import { ensureInstalled } from './install.mjs';
import { lanHostFromArgs, lanSettings } from './lan.mjs';
import { startServers } from './servers.mjs';

const dataDir = fileURLToPath(new URL('../.data/', import.meta.url));
const PORTS = { webPort: 5173, sandboxPort: 8090 };

ensureInstalled();
// `npm start -- --lan[=HOST]`: also on this machine's network address, for a phone (README).
let lan = null;
try {
  const host = lanHostFromArgs(process.argv.slice(2));
  lan = host ? { host, ...lanSettings(host, PORTS) } : null;
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
buildWeb({ env: lan ? { VITE_ALTA_HOSTS: lan.hostsJson } : {} });
mkdirSync(dataDir, { recursive: true });

let servers;
try {
  servers = await startServers({ ...PORTS, dbPath: `${dataDir}sandbox.sqlite`, lan });
} catch (error) {
  console.error(`✗ servers did not start: ${error.message}`);
  process.exit(1);
}

console.log(`
  Alta Empresas is running.

    ➜ Abrí ${servers.webUrl}
    ➜ Sandbox API: ${servers.sandboxUrl}  (data in .data/sandbox.sqlite)${
      lan
        ? `
    ➜ En la red local: ${lan.webOrigin}  (abrilo así en la computadora: el QR lleva esa dirección
      y un celular en la misma red lo abre; sin HTTPS el celular sube las fotos en vez de usar la cámara en vivo)`
        : ''
    }

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
