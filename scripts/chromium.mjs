// Debian's Chromium, never a Playwright download: only the npm registry and apt are reachable.
// apps/web/playwright.config.ts repeats these launch options; keep the two in step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The launch options of a Chromium whose camera is Chromium's fake device playing `video` (a .y4m). */
export function fakeCameraLaunch(video) {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  };
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(`✗ ${CHROMIUM_PATH} is missing. Install Debian's Chromium: sudo apt-get install chromium`);
    process.exit(1);
  }
  console.log(`› ${CHROMIUM_PATH} is missing; installing Debian's chromium package`);
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error('✗ apt-get install chromium failed');
    process.exit(1);
  }
}
