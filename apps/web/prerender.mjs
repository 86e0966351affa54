#!/usr/bin/env node
// After `vite build` and the SSR build of src/app/prerender-entry.tsx: writes the public screens as
// HTML (issue 15), so they paint before any JavaScript runs, and keeps the empty SPA shell for every
// other route. dist/index.html is '/'; the server and the nginx config in docs/production-headers.md
// serve <path>/index.html for the others, shell.html for the rest, 404.html for a missing file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');
const entry = join(here, '.vite/prerender/prerender-entry.js');

/** path rendered → file written, relative to dist. */
export const PRERENDERED = [
  ['/', 'index.html'],
  ['/continuar-tramite', 'continuar-tramite/index.html'],
  ['/preguntas-frecuentes', 'preguntas-frecuentes/index.html'],
  ['/error', 'error/index.html'],
  // Any path no route matches renders the same 404 (router.tsx's catch-all).
  ['/pagina/inexistente', '404.html', '404'],
];

const EMPTY_ROOT = '<div id="root"></div>';
const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}: not the shell`);
// Every other route gets the shell, written first: index.html is about to become '/'.
writeFileSync(join(dist, 'shell.html'), template);

const { renderPage } = await import(pathToFileURL(entry).href);
for (const [path, file, page = path] of PRERENDERED) {
  const markup = await renderPage(path);
  // The CSP allows no inline script and no style attribute: the HTML must need neither.
  if (/<script(?![^>]*\bsrc=)/i.test(markup) || /\sstyle="/i.test(markup)) {
    throw new Error(`prerender of ${path}: inline <script> or style attribute, which the CSP blocks`);
  }
  const html = template.replace(EMPTY_ROOT, `<div id="root" data-prerendered="${page}">${markup}</div>`);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), html);
  console.log(`prerendered ${path} → dist/${file} (${(markup.length / 1024).toFixed(1)} KiB of markup)`);
}
