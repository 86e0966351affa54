#!/usr/bin/env node
// `npm run detect -- <image files…>`: judges each JPEG or PNG as the upload alternative does and
// prints one JSON line per file on stdout, nothing else (installing first, quietly, on a fresh clone).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './install.mjs';

ensureInstalled({ quiet: true });
const judge = fileURLToPath(new URL('detect-stills.ts', import.meta.url));
const run = spawnSync(process.execPath, ['--import', 'tsx', judge, ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: fileURLToPath(new URL('..', import.meta.url)),
});
process.exit(run.status ?? 1);
