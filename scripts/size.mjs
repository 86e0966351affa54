#!/usr/bin/env node
// `npm run size`: JavaScript a first visit downloads before the user can do anything, measured
// in real Chromium against the production-like server, so lazy chunks only count if fetched.
// Budget: 80 KiB gzip on '/' and '/continuar-tramite' (issue 15), 100 on '/getcode' (issue 7: its
// machine asks for the code on arrival; first-load.mjs), and no capture or detector code on '/'.
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { buildWeb } from './build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';
import { measureFirstLoad, reportFirstLoad } from './first-load.mjs';
import { runUnderLock } from './run-lock.mjs';
import { startWebServer } from './servers.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
runUnderLock();
// No sandbox here: the code screen's call fails, but its scripts load all the same.
const ROUTES = ['/', '/continuar-tramite', '/getcode/demo'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

ensureChromium();
// Always: a stale dist/ would measure yesterday's bundle.
buildWeb();

const server = await startWebServer({ port: await freePort(), silent: true }).catch((error) => {
  console.error(`✗ static server did not start: ${error.message}`);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.stop().then(() => process.exit(130)));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const results = [];
try {
  for (const route of ROUTES)
    results.push({ route, ...(await measureFirstLoad(browser, `${server.webUrl}${route}`)) });
} finally {
  await browser.close();
  await server.stop();
}

process.exit(reportFirstLoad(results) ? 0 : 1);
