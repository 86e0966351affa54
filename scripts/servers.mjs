// Starts the sandbox API and the static web server as children, for `npm start`, the e2e
// runner and the size check. Each runs through tsx straight from node_modules rather than
// `pnpm exec`, so there is no npx layer between us and the process we have to stop.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Resolved when a server starts, not at import: `npm start` imports this before installing.
const tsxCli = () => createRequire(import.meta.url).resolve('tsx/cli');

export const SANDBOX_BASE_PATH = '/onboarding-empresas/v1';
const READY_TIMEOUT_MS = 90_000;
const TAIL_LINES = 200;
const COLORS = { sandbox: 35, web: 36 };

function isPortTaken(port) {
  return new Promise((resolve) => {
    // localhost: Node tries both ::1 and 127.0.0.1, whichever the other server bound.
    const socket = connect({ port, host: 'localhost' });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function killGroup(child, signal) {
  try {
    // Negative pid: the whole group, so tsx's own node child goes too.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function launch(name, { cwd, script, env, silent }) {
  // detached: its own process group, so a terminal Ctrl-C reaches us first and we stop it in order.
  const child = spawn(process.execPath, [tsxCli(), script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const tail = [];
  const label = process.stdout.isTTY ? `\x1b[${COLORS[name] ?? 33}m[${name}]\x1b[0m` : `[${name}]`;
  const onLine = (line) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
    // The sandbox already tags its own lines; don't print "[sandbox] [sandbox] ...".
    if (!silent)
      console.log(line.startsWith(`[${name}]`) ? line.replace(`[${name}]`, label) : `${label} ${line}`);
  };
  createInterface({ input: child.stdout }).on('line', onLine);
  createInterface({ input: child.stderr }).on('line', onLine);
  let running = true;
  const exited = new Promise((resolve) => {
    const done = (code, signal) => {
      running = false;
      resolve({ name, code, signal });
    };
    child.once('exit', done);
    child.once('error', (error) => {
      onLine(String(error));
      done(1, null);
    });
  });
  return { name, child, exited, tail, isRunning: () => running };
}

async function waitForHttp(url, server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (!server.isRunning()) throw new Error(`${server.name} exited before answering ${url}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      // Any answer short of a server error means it is listening and routing.
      if (res.status < 500) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} did not answer ${url} within ${READY_TIMEOUT_MS / 1000}s (last: ${last})`);
}

/**
 * Starts the given servers and resolves once each answers its readiness URL.
 * `exited` resolves when one dies on its own (never because of stop()).
 */
async function startAll(specs, { silent }) {
  for (const { port } of specs) {
    if (await isPortTaken(port)) {
      throw new Error(`port ${port} is already in use (another \`npm start\` running?); stop it and retry`);
    }
  }
  const servers = specs.map((spec) => launch(spec.name, { ...spec, silent }));
  let stopping = false;
  const killAll = () => {
    for (const server of servers) killGroup(server.child, 'SIGKILL');
  };
  // Last resort if our own process exits without calling stop().
  process.once('exit', killAll);

  const stop = async () => {
    stopping = true;
    for (const server of servers) if (server.isRunning()) killGroup(server.child, 'SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(resolve, 5000).unref());
    await Promise.race([Promise.all(servers.map((server) => server.exited)), timeout]);
    killAll();
    process.removeListener('exit', killAll);
  };
  const exited = new Promise((resolve) => {
    for (const server of servers) server.exited.then((info) => !stopping && resolve(info));
  });
  const logs = (name) => servers.find((server) => server.name === name)?.tail.join('\n') ?? '';

  // Ctrl-C while waiting: the caller has no handle yet to stop us, and our detached children
  // would outlive it. Once this resolves, the caller installs its own handlers.
  const abort = () => stop().then(() => process.exit(130));
  process.once('SIGINT', abort);
  process.once('SIGTERM', abort);
  try {
    await Promise.all(specs.map((spec, i) => waitForHttp(spec.readyUrl, servers[i])));
  } catch (error) {
    await stop();
    const output = servers.map((server) => `--- ${server.name} output ---\n${server.tail.join('\n')}`);
    error.message += `\n${output.join('\n')}`;
    throw error;
  } finally {
    process.removeListener('SIGINT', abort);
    process.removeListener('SIGTERM', abort);
  }
  return { stop, exited, logs };
}

function webSpec({ port, backendOrigin, distDir }) {
  return {
    name: 'web',
    port,
    cwd: root,
    script: 'apps/web/server/serve.ts',
    env: { PORT: String(port), BACKEND_ORIGIN: backendOrigin, ...(distDir ? { DIST_DIR: distDir } : {}) },
    readyUrl: `http://localhost:${port}/`,
  };
}

/** The built app alone (apps/web/dist), e.g. for measuring bundle size. */
export async function startWebServer({
  port = 5173,
  backendOrigin = 'http://localhost:8090',
  silent = false,
} = {}) {
  const handle = await startAll([webSpec({ port, backendOrigin })], { silent });
  return { ...handle, webUrl: `http://localhost:${port}` };
}

function sandboxSpec({ port, dbPath, webOrigins = [] }) {
  return {
    name: 'sandbox',
    port,
    cwd: `${root}apps/sandbox`,
    script: 'src/main.ts',
    env: { PORT: String(port), SANDBOX_DB: dbPath, WEB_ORIGIN: webOrigins.join(',') },
    readyUrl: `http://localhost:${port}/__sandbox/faults`,
  };
}

/** The sandbox API alone on `port`, its SQLite file at dbPath (e.g. for the document benchmark). */
export async function startSandboxServer({ port = 8090, dbPath, silent = false } = {}) {
  if (!dbPath) throw new Error('startSandboxServer needs dbPath (the sandbox SQLite file)');
  const handle = await startAll([sandboxSpec({ port, dbPath })], { silent });
  return { ...handle, sandboxUrl: `http://localhost:${port}${SANDBOX_BASE_PATH}` };
}

/**
 * The sandbox API on sandboxPort with its SQLite file at dbPath, and the web app on webPort.
 * `lan`: lanSettings() of a host the pages are served on too (a phone on the network, `--lan`).
 */
export async function startServers({
  webPort = 5173,
  sandboxPort = 8090,
  dbPath,
  silent = false,
  lan = null,
} = {}) {
  if (!dbPath) throw new Error('startServers needs dbPath (the sandbox SQLite file)');
  const sandboxOrigin = `http://localhost:${sandboxPort}`;
  const backendOrigin = lan ? `${sandboxOrigin},${lan.sandboxOrigin}` : sandboxOrigin;
  const handle = await startAll(
    [
      sandboxSpec({ port: sandboxPort, dbPath, webOrigins: lan ? [lan.webOrigin] : [] }),
      webSpec({ port: webPort, backendOrigin }),
    ],
    { silent },
  );
  return {
    ...handle,
    webUrl: `http://localhost:${webPort}`,
    sandboxUrl: `${sandboxOrigin}${SANDBOX_BASE_PATH}`,
  };
}
