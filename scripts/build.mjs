// One definition of "build the web app" for start, e2e and size.
import { pnpm } from './pnpm.mjs';

export function buildWeb() {
  console.log('› Building the web app: pnpm --filter @alta/web run build');
  if (pnpm(['--filter', '@alta/web', 'run', 'build']) !== 0) {
    console.error('✗ build failed: pnpm --filter @alta/web run build (see the output above)');
    process.exit(1);
  }
}
