#!/usr/bin/env node
// `npm run test:e2e`: Playwright against the built app and a sandbox on a throwaway SQLite
// file, so tests never see (or dirty) the developer's .data/. Extra args go to Playwright.
// `--web-url URL --api-url URL` (issue 26: `npm run test:model:browser -- --web-url … --api-url …`)
// runs against a deployment already up instead: nothing is built or started, and the specs read the
// addresses from ALTA_WEB_URL and ALTA_API_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb } from './build.mjs';
import { ensureChromium } from './chromium.mjs';
import { LAN_TEST_HOST, lanSettings } from './lan.mjs';
import { pnpmAsync } from './pnpm.mjs';
import { runUnderLock } from './run-lock.mjs';
import { startServers } from './servers.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

/** `--name URL` or `--name=URL`, taken out of the arguments passed on to Playwright; null when absent. */
const takeOption = (args, name) => {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at === -1) return null;
  const arg = args[at];
  if (arg.startsWith(`${name}=`)) {
    args.splice(at, 1);
    return arg.slice(name.length + 1);
  }
  const value = args[at + 1];
  args.splice(at, 2);
  return value ?? '';
};

const playwrightArgs = process.argv.slice(2);
const webUrl = takeOption(playwrightArgs, '--web-url');
const apiUrl = takeOption(playwrightArgs, '--api-url');
if (webUrl !== null || apiUrl !== null) {
  const bad = [
    ['--web-url', webUrl],
    ['--api-url', apiUrl],
  ].filter(([, url]) => !URL.canParse(url ?? ''));
  if (bad.length > 0) {
    console.error(
      `✗ e2e: give both --web-url and --api-url as URLs (${bad.map(([name]) => name).join(', ')})`,
    );
    process.exit(2);
  }
  console.log(`› Playwright against ${webUrl} (API ${apiUrl}); nothing built or started here`);
  const status = await pnpmAsync(
    ['exec', 'playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...playwrightArgs],
    {
      env: { ALTA_WEB_URL: webUrl, ALTA_API_URL: apiUrl },
    },
  );
  process.exit(status);
}

runUnderLock();

// The pages are served on a second host too, as `npm start -- --lan` does for a phone on the network:
// the hand-off spec maps this name to 127.0.0.1 in its browser (biometrics-handoff.spec.ts).
const lan = { host: LAN_TEST_HOST, ...lanSettings(LAN_TEST_HOST, { webPort: 5173, sandboxPort: 8090 }) };

ensureChromium();
buildWeb({ env: { VITE_ALTA_HOSTS: lan.hostsJson } });

const tempDir = mkdtempSync(join(tmpdir(), 'alta-e2e-'));
const cleanUp = () => rmSync(tempDir, { recursive: true, force: true });

let servers;
try {
  // Fixed ports: the app picks its backend (localhost:8090) from the page's host.
  servers = await startServers({
    webPort: 5173,
    sandboxPort: 8090,
    dbPath: join(tempDir, 'sandbox.sqlite'),
    silent: true,
    lan,
  });
} catch (error) {
  console.error(`✗ e2e: servers did not start: ${error.message}`);
  cleanUp();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await servers.stop();
    cleanUp();
    process.exit(130);
  });
}
servers.exited.then(({ name, code, signal }) => {
  console.error(`✗ e2e: ${name} died during the tests (${signal ?? `code ${code}`}):\n${servers.logs(name)}`);
});

console.log(`› Playwright against ${servers.webUrl} (sandbox ${servers.sandboxUrl})`);
const status = await pnpmAsync([
  'exec',
  'playwright',
  'test',
  '-c',
  'apps/web/playwright.config.ts',
  ...playwrightArgs,
]);
if (status !== 0) {
  // Server-side errors are often the real cause of a red e2e test.
  for (const name of ['sandbox', 'web'])
    console.error(`--- last ${name} output ---\n${servers.logs(name).split('\n').slice(-40).join('\n')}`);
}
await servers.stop();
cleanUp();
process.exit(status);
