// docs/statecharts/index.html: every diagram and state on one page an analyst opens from the file
// system (issue 26). The SVGs are inlined and the only script is statecharts.js beside it (pan and
// zoom), so it needs no server and no network. Each machine has a table with one row per state: its
// route, tags, spec clause, how many model paths reach it and, where an e2e run left one, a photo of
// its page at 360 px. Pure: the caller reads the SVGs and docs/model-coverage.json.
import type { AnyStateNode } from 'xstate';
import { JOURNEY, pagesOfRoute } from './journey.ts';
import { routeEntries } from './route-source.ts';
import { SCREEN_PAGES, SCREEN_WIDTH, screenFile } from './screens.ts';
import { specSectionOf } from './spec-sections.ts';
import { type MachineSource, routeTableFor, viewsFor } from './statecharts.ts';
import { allStates, statePath } from './to-mermaid.ts';

export const PAGE = 'index.html';
export const PAGE_SCRIPT = 'statecharts.js';

export interface MachineCoverage {
  states: { total: number; covered: number };
  transitions: { total: number; covered: number };
  paths: number;
  reach?: Record<string, number>;
}

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An SVG as it goes inline: without the XML prolog, labelled for screen readers. */
const figure = (name: string, caption: string, svg: string | undefined): string =>
  svg
    ? `<figure class="diagram" data-name="${html(name)}"><div class="tools"><button type="button" data-zoom="in" aria-label="Acercar">+</button><button type="button" data-zoom="out" aria-label="Alejar">−</button><button type="button" data-zoom="fit">Ajustar</button><a href="${html(name)}.svg">${html(name)}.svg</a></div><div class="viewport">${svg.replace(/^<\?xml[^>]*>\s*/, '').trim()}</div><figcaption>${html(caption)}</figcaption></figure>`
    : `<p class="missing">${html(name)}.svg is missing: run npm run diagrams.</p>`;

const routeCell = (path: string, routes: [string, string][]): { text: string; page: string | null } => {
  const own = routes.find(([state]) => state === path);
  if (own) {
    const pages = pagesOfRoute(own[1]).filter((page) => page.startsWith('/'));
    return { text: own[1].replace(/^'|'$/g, ''), page: pages.length === 1 ? (pages[0] as string) : null };
  }
  const outer = routes.find(([state]) => path.startsWith(`${state}.`));
  return outer ? { text: `as ${outer[0]}`, page: null } : { text: '', page: null };
};

const stateRow = (
  machineId: string,
  node: AnyStateNode,
  routes: [string, string][],
  reach: Record<string, number> | undefined,
): string => {
  const path = statePath(node);
  const route = routeCell(path, routes);
  const shot =
    route.page && SCREEN_PAGES.includes(route.page)
      ? `<a href="screens/${screenFile(route.page)}">${SCREEN_WIDTH} px</a>`
      : '';
  const reached = reach?.[path];
  return `<tr><th scope="row"><code>${html(path)}</code></th><td>${route.text ? `<code>${html(route.text)}</code>` : ''}</td><td>${[
    ...node.tags,
  ]
    .sort()
    .map((tag) => `<code>${html(tag)}</code>`)
    .join(
      ' ',
    )}</td><td>${html(specSectionOf(machineId, path))}</td><td class="n">${reached ?? '–'}</td><td>${shot}</td></tr>`;
};

const machineSection = (
  source: MachineSource,
  routeSource: string,
  svgs: Record<string, string>,
  coverage: MachineCoverage | undefined,
): string => {
  const { machine, file, exportName } = source;
  const table = routeTableFor(source, routeSource);
  const routes = table ? routeEntries(routeSource, table) : [];
  const figures = viewsFor(source).map(({ name, scope }) =>
    figure(
      name,
      scope === machine.root
        ? `${machine.id}: overview${name.includes('.part-') ? ` (${name.replace(/^.*\.part-/, 'part ')})` : ''}`
        : `${machine.id}: inside ${statePath(scope)}`,
      svgs[name],
    ),
  );
  const coverageLine = coverage
    ? `<p class="coverage">Model suite: ${coverage.states.covered}/${coverage.states.total} states, ${coverage.transitions.covered}/${coverage.transitions.total} transitions, ${coverage.paths} paths.</p>`
    : '<p class="coverage">Not in docs/model-coverage.json: run npm run test:model.</p>';
  return [
    `<section class="machine" id="machine-${html(machine.id)}" data-machine="${html(machine.id)}">`,
    `<h2>${html(machine.id)}</h2>`,
    `<p><code>${html(exportName)}</code> in <code>${html(file)}</code>. Routes: ${table ? `<code>${html(table)}</code> in <code>packages/core/src/flow-routes.ts</code>` : 'none (it lives inside another page)'}.</p>`,
    coverageLine,
    ...figures,
    '<table class="states"><caption>States of ' +
      html(machine.id) +
      '</caption><thead><tr><th scope="col">State</th><th scope="col">Route</th><th scope="col">Tags</th><th scope="col">Spec</th><th scope="col">Model paths</th><th scope="col">Screen</th></tr></thead><tbody>',
    ...allStates(machine).map((node) => stateRow(machine.id, node, routes, coverage?.reach)),
    '</tbody></table>',
    '</section>',
  ].join('\n');
};

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f}
header,main{max-width:1200px;margin:0 auto;padding:0 16px}
nav ul{display:flex;flex-wrap:wrap;gap:4px 12px;list-style:none;padding:0}
table{border-collapse:collapse;width:100%;margin:12px 0 28px}
th,td{border:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}
td.n{text-align:right}caption{text-align:left;font-weight:600;padding:4px 0}
.diagram{margin:12px 0;border:1px solid #ccc;border-radius:4px}
.diagram .tools{display:flex;gap:6px;align-items:center;padding:4px;border-bottom:1px solid #ccc;background:#f7f7f7}
.diagram .tools a{margin-left:auto}
.viewport{overflow:hidden;height:70vh;cursor:grab;position:relative;background:#fff}
.viewport>svg{transform-origin:0 0;position:absolute;left:0;top:0}
figcaption{padding:4px 8px;color:#555}
.missing{color:#b3261e}`;

/** The whole page. coverage: docs/model-coverage.json's `machines`. */
export const analystPage = (
  sources: MachineSource[],
  routeSource: string,
  svgs: Record<string, string>,
  coverage: Record<string, MachineCoverage>,
): string => {
  const ids = sources.map((source) => source.machine.id);
  const sum = (pick: (c: MachineCoverage) => number) =>
    Object.values(coverage).reduce((total, c) => total + pick(c), 0);
  const totals = {
    states: [sum((c) => c.states.covered), sum((c) => c.states.total)],
    transitions: [sum((c) => c.transitions.covered), sum((c) => c.transitions.total)],
    paths: sum((c) => c.paths),
  };
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Alta Empresas: statecharts and journey</title>',
    `<style>${STYLE}</style></head>`,
    '<body><header>',
    '<h1>Alta Empresas: statecharts and journey</h1>',
    '<p>Generated by <code>npm run diagrams</code> from the machines of <code>packages/core</code>: do not edit. Drag a diagram to move it, use the wheel or the buttons to zoom. How to read the diagrams: <a href="README.md">README.md</a>. Screens are photos an e2e run (<code>npm run test:e2e</code>) leaves in <code>screens/</code>, 360 px wide; without a run the links lead nowhere.</p>',
    `<nav aria-label="Machines"><ul><li><a href="#journey">journey</a></li><li><a href="#coverage">coverage</a></li>${ids
      .map((id) => `<li><a href="#machine-${html(id)}">${html(id)}</a></li>`)
      .join('')}</ul></nav>`,
    '</header><main>',
    '<section id="journey"><h2>The journey</h2>',
    "<p>Every page of both person types (PF: persona física, PJ: persona jurídica), numbered by stage in the order of the flow; an arrow is what moves the user on (an event the app sends, or a call's answer: <code>done:</code> / <code>error:</code>). A page with a dashed red border can fail into the error catalogue's exits (red boxes): error-primary, error-secondary, home, /continuar-tramite, or the session-expired dialog.</p>",
    figure(JOURNEY, 'journey: every page, by stage, with the exits', svgs[JOURNEY]),
    '</section>',
    '<section id="coverage"><h2>Model coverage</h2>',
    `<p>From <code>docs/model-coverage.json</code> (<code>npm run test:model</code>): ${totals.states[0]}/${totals.states[1]} states, ${totals.transitions[0]}/${totals.transitions[1]} transitions, ${totals.paths} paths.</p>`,
    '<table><thead><tr><th scope="col">Machine</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Paths</th></tr></thead><tbody>',
    ...ids.map((id) => {
      const c = coverage[id];
      return c
        ? `<tr><th scope="row"><a href="#machine-${html(id)}">${html(id)}</a></th><td>${c.states.covered}/${c.states.total}</td><td>${c.transitions.covered}/${c.transitions.total}</td><td class="n">${c.paths}</td></tr>`
        : `<tr><th scope="row">${html(id)}</th><td colspan="3">not in the model suite's report</td></tr>`;
    }),
    '</tbody></table></section>',
    ...sources.map((source) => machineSection(source, routeSource, svgs, coverage[source.machine.id])),
    `</main><script src="${PAGE_SCRIPT}"></script></body></html>`,
    '',
  ].join('\n');
};
