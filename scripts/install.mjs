// Shared by `npm start` and `npm test`: a fresh clone (CI) or a pulled lockfile must install
// first, while an up-to-date tree must not pay for pnpm on every run.
import { existsSync, statSync } from 'node:fs';
import { pnpm } from './pnpm.mjs';

const root = new URL('..', import.meta.url);

export function needsInstall() {
  const modulesFile = new URL('node_modules/.modules.yaml', root);
  if (!existsSync(modulesFile)) return true;
  return statSync(new URL('pnpm-lock.yaml', root)).mtimeMs > statSync(modulesFile).mtimeMs;
}

/** `quiet`: everything goes to stderr, for commands whose stdout is their answer (npm run detect). */
export function ensureInstalled({ quiet = false } = {}) {
  if (!needsInstall()) return;
  (quiet ? console.error : console.log)('› Installing dependencies: pnpm install --frozen-lockfile');
  const options = quiet ? { stdio: ['ignore', process.stderr, process.stderr] } : {};
  if (pnpm(['install', '--frozen-lockfile'], options) !== 0) {
    console.error(
      '✗ pnpm install failed. If pnpm-lock.yaml is out of date, run: node scripts/pnpm.mjs install',
    );
    process.exit(1);
  }
}
