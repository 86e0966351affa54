// e2e, perf and size each rebuild apps/web/dist and e2e and perf also take ports 5173 and 8090, so
// two of them at once (two terminals, two agents) would serve each other a half-written build or
// fight over the ports. The second waits for the first under one flock instead.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Re-runs this script under the lock and exits with its status; returns at once inside the lock. Node's
 * own flags go along (tsx's loader, for a script that imports TypeScript).
 */
export function runUnderLock() {
  if (process.env.ALTA_E2E_LOCKED || spawnSync('flock', ['--version']).status !== 0) return;
  const run = spawnSync(
    'flock',
    [join(tmpdir(), 'alta-e2e.lock'), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, ALTA_E2E_LOCKED: '1' },
    },
  );
  process.exit(run.status ?? 1);
}
