// One definition of "build the web app" for start, e2e and size.
import { pnpm } from './pnpm.mjs';

/** `env`: build-time settings added to this process's (e.g. VITE_ALTA_HOSTS for `npm start -- --lan`). */
export function buildWeb({ env = {} } = {}) {
  console.log('› Building the web app: pnpm --filter @alta/web run build');
  if (pnpm(['--filter', '@alta/web', 'run', 'build'], { env }) !== 0) {
    console.error('✗ build failed: pnpm --filter @alta/web run build (see the output above)');
    process.exit(1);
  }
}
