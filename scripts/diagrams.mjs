#!/usr/bin/env node
// `npm run diagrams`: docs/statecharts/<view>.mmd and .svg (each machine's overview and one per
// composite state), journey.mmd/.svg and README.md for every XState machine of packages/core (every
// export of a *.machine.ts file), then index.html for the analysts. The texts come from
// packages/core/src/diagrams (diagrams-fresh.test.ts fails when they are stale); the SVGs are drawn
// offline by the mermaid package with the ELK layout (@mermaid-js/layout-elk) in Debian's Chromium.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';
import { ensureInstalled } from './install.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const started = Date.now();
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const srcDir = fileURLToPath(new URL('../packages/core/src', import.meta.url));
const flowRoutesFile = fileURLToPath(new URL('../packages/core/src/flow-routes.ts', import.meta.url));

ensureInstalled();
ensureChromium();

// Core is TypeScript: tsx compiles it on import (installed above, hence not a static import).
const { register } = await import('tsx/esm/api');
register();
const { chromium } = await import('@playwright/test');
const { findMachineFiles, machinesOf, sortSources, statechartTexts, STATECHARTS_DIR } = await import(
  '../packages/core/src/diagrams/statecharts.ts'
);
const { analystPage, PAGE } = await import('../packages/core/src/diagrams/analyst-page.ts');
const { MAX_DIAGRAM_PX, svgSize } = await import('../packages/core/src/diagrams/svg-size.ts');

const outDir = fileURLToPath(new URL(`../${STATECHARTS_DIR}/`, import.meta.url));
const sources = [];
for (const file of findMachineFiles(srcDir, (dir) => readdirSync(dir, { withFileTypes: true }))) {
  sources.push(
    ...machinesOf(await import(pathToFileURL(file).href), relative(rootDir, file).split('\\').join('/')),
  );
}
if (sources.length === 0) {
  console.error(`✗ no machine found in ${relative(rootDir, srcDir)}/**/*.machine.ts`);
  process.exit(1);
}
const routeSource = readFileSync(flowRoutesFile, 'utf8');
const texts = statechartTexts(sources, routeSource);
const ids = sources.map((source) => source.machine.id).sort();
const views = Object.keys(texts)
  .filter((name) => name.endsWith('.mmd'))
  .map((name) => name.slice(0, -'.mmd'.length));

mkdirSync(outDir, { recursive: true });
// Files of views that are gone go too; anything else in the folder is left alone.
const keep = new Set([...Object.keys(texts), ...views.map((view) => `${view}.svg`)]);
for (const name of readdirSync(outDir)) {
  if (/\.(mmd|svg)$/.test(name) && !keep.has(name)) {
    rmSync(`${outDir}${name}`);
    console.log(`› removed ${STATECHARTS_DIR}/${name} (no such diagram any more)`);
  }
}
for (const [name, text] of Object.entries(texts)) writeFileSync(`${outDir}${name}`, text);

// Mermaid names the dividers of parallel regions with a random token even with deterministicIds;
// numbering the tokens in order keeps an unchanged machine's SVG byte for byte the same.
function stableIds(svg) {
  const tokens = new Map();
  return svg.replace(/-state-id-([a-z0-9]+)(?=-\d)/g, (_, token) => {
    if (!tokens.has(token)) tokens.set(token, `r${tokens.size + 1}`);
    return `-state-id-${tokens.get(token)}`;
  });
}

// Mermaid and its ELK layout are ES modules with chunks of their own: the page is served from a
// made-up origin whose every file comes from node_modules, and every other request is refused, so
// nothing comes off the network.
const require = createRequire(import.meta.url);
const moduleDirs = {
  mermaid: dirname(require.resolve('mermaid/dist/mermaid.esm.min.mjs')),
  elk: dirname(require.resolve('@mermaid-js/layout-elk/dist/mermaid-layout-elk.esm.min.mjs')),
};
const ORIGIN = 'http://diagrams.invalid';
// ELK's layered layout: edges keep to their lanes instead of wandering round the chart. Its node
// placement is tried in this order until the picture fits 2,000 px (the first fits every machine
// today; the journey map needs arrows into one page merged): the same machines always give the same
// choice, and a machine that grows tries the others before the size test fails.
const ELK_SETTINGS = [
  { nodePlacementStrategy: 'LINEAR_SEGMENTS' },
  { nodePlacementStrategy: 'LINEAR_SEGMENTS', mergeEdges: true },
  {
    nodePlacementStrategy: 'LINEAR_SEGMENTS',
    mergeEdges: true,
    considerModelOrder: 'NODES_AND_EDGES',
    forceNodeModelOrder: true,
  },
  { nodePlacementStrategy: 'NETWORK_SIMPLEX', mergeEdges: true },
  { nodePlacementStrategy: 'BRANDES_KOEPF', mergeEdges: true, cycleBreakingStrategy: 'MODEL_ORDER' },
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const failed = [];
const sizes = [];
try {
  const page = await browser.newPage();
  const refused = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    const [, dir, file] = /^\/(mermaid|elk)\/([\w./-]+)$/.exec(url.pathname) ?? [];
    if (url.origin === ORIGIN && url.pathname === '/')
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><body>' });
    if (url.origin === ORIGIN && dir && !file.includes('..'))
      return route.fulfill({ contentType: 'text/javascript', path: join(moduleDirs[dir], file) });
    refused.push(url.href);
    return route.abort();
  });
  await page.goto(`${ORIGIN}/`);
  for (const view of views) {
    let result;
    for (const elk of ELK_SETTINGS) {
      result = await render(page, view, elk);
      if (result.error) break;
      const size = svgSize(result.svg);
      if (size.width <= MAX_DIAGRAM_PX && size.height <= MAX_DIAGRAM_PX) break;
    }
    if (result.error) {
      failed.push(`${view}: ${result.error}`);
      continue;
    }
    // With SVG (not HTML) labels Mermaid escapes the entity codes escapeLabel writes for ; # " etc.
    const svg = stableIds(result.svg).replace(/&amp;#(\d+);/g, '&#$1;');
    writeFileSync(`${outDir}${view}.svg`, `${svg}\n`);
    const size = svgSize(svg);
    sizes.push(`${view} ${size.width}×${size.height}`);
  }
  if (refused.length > 0) failed.push(`the page asked the network for: ${refused.join(', ')}`);
} finally {
  await browser.close();
}

/** One diagram drawn in the page: { svg } or { error }. */
async function render(page, view, elk) {
  return page.evaluate(
    async ({ id, text, elk }) => {
      const { default: mermaid } = await import('/mermaid/mermaid.esm.min.mjs');
      const { default: elkLayouts } = await import('/elk/mermaid-layout-elk.esm.min.mjs');
      mermaid.registerLayoutLoaders(elkLayouts);
      // Plain SVG text rather than HTML in <foreignObject>: the file then opens in any SVG viewer
      // or office tool, not only in a browser. Deterministic ids keep reruns close to identical.
      mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        theme: 'default',
        htmlLabels: false,
        flowchart: { htmlLabels: false, useMaxWidth: false },
        state: { useMaxWidth: false },
        layout: 'elk',
        elk,
        deterministicIds: true,
        deterministicIDSeed: id,
      });
      try {
        const { svg } = await mermaid.render(id.replace(/\W/g, '-'), text);
        const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
        const error = parsed.querySelector('parsererror');
        return error ? { error: `not well-formed XML: ${error.textContent}` } : { svg };
      } catch (error) {
        return { error: String(error?.message ?? error) };
      }
    },
    { id: view, text: texts[`${view}.mmd`], elk },
  );
}

if (failed.length > 0) {
  console.error(`✗ ${failed.length} SVG(s) not drawn:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}

// The analysts' page: every SVG inline, the model suite's figures (its last run's report).
const coverageFile = fileURLToPath(new URL('../docs/model-coverage.json', import.meta.url));
const coverage = existsSync(coverageFile) ? JSON.parse(readFileSync(coverageFile, 'utf8')).machines : {};
const svgs = Object.fromEntries(views.map((view) => [view, readFileSync(`${outDir}${view}.svg`, 'utf8')]));
writeFileSync(`${outDir}${PAGE}`, analystPage(sortSources(sources), routeSource, svgs, coverage));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`  ${sizes.join('\n  ')}`);
console.log(
  `✓ ${STATECHARTS_DIR}: ${ids.length} machines (${ids.join(', ')}), ${views.length} diagrams, .mmd + .svg + README.md + ${PAGE} in ${seconds}s`,
);
