#!/usr/bin/env node
// `npm test` and CI: every check in order, cheapest first, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from './install.mjs';
import { pnpm } from './pnpm.mjs';
import { TYPECHECK_PROJECTS, typecheckArgs } from './typecheck.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const started = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'alta-test-'));
const vitestReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'e2e.json');

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

const nodeScript = (script, env = {}) =>
  spawnSync(process.execPath, [script], {
    stdio: 'inherit',
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, ...env },
  }).status ?? 1;

const steps = [
  ...TYPECHECK_PROJECTS.map((project) => ({
    label: `typecheck ${project}`,
    run: () => pnpm(typecheckArgs(project)),
  })),
  { label: 'lint (biome check .)', run: () => pnpm(['exec', 'biome', 'check', '.']) },
  {
    label: 'unit and model-based tests (vitest run)',
    // The JSON report only feeds the combined count printed at the end.
    run: () =>
      pnpm([
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
      ]),
  },
  {
    label: 'end-to-end tests (scripts/e2e.mjs)',
    run: () => nodeScript('scripts/e2e.mjs', { ALTA_E2E_SUMMARY_FILE: e2eReport }),
  },
  {
    // Bytes, not time: the same build always weighs the same, so a route over budget fails here.
    label: 'first-load JS budget (scripts/size.mjs)',
    run: () => nodeScript('scripts/size.mjs'),
  },
];

ensureInstalled();
for (const [i, step] of steps.entries()) {
  const stepStarted = Date.now();
  console.log(`\n━━ [${i + 1}/${steps.length}] ${step.label}`);
  const status = step.run();
  if (status !== 0) {
    console.error(`\n✗ FAILED at step ${i + 1}/${steps.length}: ${step.label} (exit ${status})`);
    console.error(`Total time: ${seconds(Date.now() - started)}`);
    rmSync(reports, { recursive: true, force: true });
    process.exit(status);
  }
  console.log(`✓ ${step.label} (${seconds(Date.now() - stepStarted)})`);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
const unit = readJson(vitestReport);
const e2e = readJson(e2eReport);
const passed = (unit.numPassedTests ?? 0) + (e2e.passed ?? 0);
const failed = (unit.numFailedTests ?? 0) + (e2e.failed ?? 0);
const skipped = (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0) + (e2e.skipped ?? 0);
rmSync(reports, { recursive: true, force: true });

console.log(`\n✓ All ${steps.length} steps passed. Total time: ${seconds(Date.now() - started)}`);
// Plain closing line that CI reads as the run's test count.
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
