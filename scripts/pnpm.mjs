#!/usr/bin/env node
// Runs the pinned pnpm through npx: corepack's signature check fails against this registry,
// and nobody should need a global pnpm.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { packageManager } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** `options.env`: variables added to this process's for the child (a build's VITE_ settings). */
function pnpmOptions({ env, ...options }) {
  return {
    stdio: 'inherit',
    cwd: root,
    env: {
      ...process.env,
      // better-sqlite3 compiles from source here: node-gyp needs the machine's Node headers.
      npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr',
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      ...env,
    },
    ...options,
  };
}

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', packageManager, ...args], pnpmOptions(options));
  return result.status ?? 1;
}

// For callers that must keep their event loop running meanwhile (draining child servers'
// output, handling Ctrl-C), which spawnSync would block.
export function pnpmAsync(args, options = {}) {
  const child = spawn('npx', ['--yes', packageManager, ...args], pnpmOptions(options));
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
