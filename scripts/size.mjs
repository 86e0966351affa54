#!/usr/bin/env node
// `npm run size`: JavaScript a first visit downloads before the user can do anything, measured
// in real Chromium against the production-like server, so lazy chunks only count if fetched.
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildWeb } from './build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';
import { startWebServer } from './servers.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const ROUTES = ['/', '/continuar-tramite', '/getcode/demo'];
const BUDGET_ROUTE = '/';
const BUDGET_GZIP_KIB = 130;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function measure(browser, url) {
  // A fresh context per route: nothing cached from the previous one.
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      /javascript/.test(response.headers()['content-type'] ?? '');
    if (isScript && response.ok()) scripts.set(response.url(), response);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzip = 0;
  for (const response of scripts.values()) {
    // body() is already decoded; gzip it ourselves to count what the wire carries.
    const body = await response.body();
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  await context.close();
  return { files: scripts.size, raw, gzip };
}

ensureChromium();
if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) buildWeb();

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
    results.push({ route, ...(await measure(browser, `${server.webUrl}${route}`)) });
} finally {
  await browser.close();
  await server.stop();
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const row = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(22) : cell.padStart(10))).join('');
console.log(row(['route', 'files', 'raw KiB', 'gzip KiB']));
for (const { route, files, raw, gzip } of results)
  console.log(row([route, String(files), kib(raw), kib(gzip)]));

const budgeted = results.find((result) => result.route === BUDGET_ROUTE);
if (!budgeted || budgeted.files === 0) {
  console.error(`✗ no script loaded on ${BUDGET_ROUTE}: is apps/web/dist a real build?`);
  process.exit(1);
}
const over = budgeted.gzip / 1024 > BUDGET_GZIP_KIB;
console.log(
  `\nbudget: ${BUDGET_ROUTE} ≤ ${BUDGET_GZIP_KIB} KiB gzip, measured ${kib(budgeted.gzip)} KiB ${over ? '✗ OVER BUDGET' : '✓'}`,
);
process.exit(over ? 1 : 0);
