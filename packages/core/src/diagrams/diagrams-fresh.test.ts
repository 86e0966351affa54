// docs/statecharts must match the machines: the .mmd of every diagram and the README are generated
// again here (no browser) and compared with the committed files. `npm run diagrams` rewrites them.
// Every diagram has its SVG, and none is wider or taller than 2,000 px (issue 26).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MAX_DIAGRAM_PX, svgSize } from './svg-size.ts';
import { allStates, statePath } from './to-mermaid.ts';
import {
  findMachineFiles,
  type MachineSource,
  machinesOf,
  README,
  routeTableFor,
  STATECHARTS_DIR,
  staleStatecharts,
  statechartTexts,
} from './statecharts.ts';

const rootDir = fileURLToPath(new URL('../../../../', import.meta.url));
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${rootDir}${STATECHARTS_DIR}/`;
const routeSource = readFileSync(fileURLToPath(new URL('../flow-routes.ts', import.meta.url)), 'utf8');

const loadSources = async (): Promise<MachineSource[]> => {
  const sources: MachineSource[] = [];
  for (const file of findMachineFiles(srcDir, (dir) => readdirSync(dir, { withFileTypes: true }))) {
    const module = (await import(file)) as Record<string, unknown>;
    sources.push(...machinesOf(module, relative(rootDir, file).split('\\').join('/')));
  }
  return sources;
};

/** The .mmd files and the README now in docs/statecharts. */
const committedTexts = (): Record<string, string> =>
  existsSync(outDir)
    ? Object.fromEntries(
        readdirSync(outDir)
          .filter((name) => name.endsWith('.mmd') || name === README)
          .map((name) => [name, readFileSync(`${outDir}${name}`, 'utf8').replace(/\r\n/g, '\n')]),
      )
    : {};

describe('docs/statecharts', () => {
  it('has a machine for every *.machine.ts export', async () => {
    const ids = (await loadSources()).map((source) => source.machine.id).sort();
    expect(ids).toEqual(expect.arrayContaining(['offer', 'otp', 'resume', 'startRequest']));
  });

  it('gives every route table of flow-routes.ts a machine, whose states it names', async () => {
    const flowRoutes = (await import('../flow-routes.ts')) as Record<string, unknown>;
    const used = new Map<string, MachineSource>();
    for (const source of await loadSources()) {
      const table = routeTableFor(source, routeSource);
      if (table) used.set(table, source);
    }
    for (const table of Object.keys(flowRoutes).filter((name) => name.endsWith('_ROUTES'))) {
      const source = used.get(table);
      expect(
        source,
        `${table} is not named after a machine file: add its machine id to ROUTE_TABLES in packages/core/src/diagrams/statecharts.ts`,
      ).toBeDefined();
      const states = source ? allStates(source.machine).map(statePath) : [];
      for (const [state] of flowRoutes[table] as readonly (readonly [string, unknown])[])
        expect(states, `${table} names ${state}, not a state of ${source?.machine.id}`).toContain(state);
    }
  });

  it('is up to date with every machine (run npm run diagrams when this fails)', async () => {
    const stale = staleStatecharts(statechartTexts(await loadSources(), routeSource), committedTexts());
    expect(stale, `\n${stale.join('\n')}\n`).toEqual([]);
  });
});

describe('the diagrams as drawn', () => {
  it(`has an SVG for every diagram, none wider or taller than ${MAX_DIAGRAM_PX} px (run npm run diagrams when one is missing)`, async () => {
    const names = Object.keys(statechartTexts(await loadSources(), routeSource))
      .filter((name) => name.endsWith('.mmd'))
      .map((name) => name.replace(/\.mmd$/, '.svg'));
    const tooBig: string[] = [];
    for (const name of names) {
      expect(existsSync(`${outDir}${name}`), `${STATECHARTS_DIR}/${name} is missing`).toBe(true);
      const { width, height } = svgSize(readFileSync(`${outDir}${name}`, 'utf8'));
      if (width > MAX_DIAGRAM_PX || height > MAX_DIAGRAM_PX) tooBig.push(`${name}: ${width} × ${height} px`);
    }
    expect(tooBig, `over ${MAX_DIAGRAM_PX} px:\n${tooBig.join('\n')}`).toEqual([]);
  });

  it('measures an SVG by its viewBox', () => {
    expect(svgSize('<svg id="x" width="10" viewBox="0 -49 2001.4 120.6" role="img">')).toEqual({
      width: 2001,
      height: 121,
    });
    expect(() => svgSize('<svg width="10">')).toThrow(/no viewBox/);
  });
});

describe('the staleness check', () => {
  it('catches a machine that changed after its diagram was written', async () => {
    const sources = await loadSources();
    const committed = statechartTexts(sources, routeSource);
    const start = sources.find((source) => source.machine.id === 'startRequest') as MachineSource;
    const { config } = start.machine;
    const changed = createMachine({
      ...config,
      states: { ...config.states, extra: { on: { 'start.reset': 'form' } } },
    } as typeof config);
    const regenerated = statechartTexts(
      sources.map((source) => (source === start ? { ...source, machine: changed } : source)),
      routeSource,
    );

    // Without its implementations the copy's timers lose their length, which the journey map shows too.
    expect(staleStatecharts(regenerated, committed)).toEqual([
      `${STATECHARTS_DIR}/journey.mmd is stale: run npm run diagrams`,
      `${STATECHARTS_DIR}/README.md is stale: run npm run diagrams`,
      `${STATECHARTS_DIR}/startRequest.mmd is stale: run npm run diagrams`,
    ]);
    expect(staleStatecharts(committed, committed)).toEqual([]);
  });

  it('catches a journey map that no longer matches the route tables', async () => {
    const sources = await loadSources();
    const committed = statechartTexts(sources, routeSource);
    // The company flow now ends on the account page instead of /integrantes.
    const moved = routeSource.replace(
      "['done', () => paths.members]",
      "['done', () => paths.accountCreated]",
    );
    expect(moved).not.toBe(routeSource);
    expect(staleStatecharts(statechartTexts(sources, moved), committed)).toEqual([
      `${STATECHARTS_DIR}/journey.mmd is stale: run npm run diagrams`,
      `${STATECHARTS_DIR}/README.md is stale: run npm run diagrams`,
    ]);
  });

  it('catches a machine without a diagram, and a diagram without a machine', () => {
    const machine = createMachine({
      id: 'brandNew',
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: {} },
    });
    const expected = statechartTexts(
      [{ machine, file: 'packages/core/src/new.machine.ts', exportName: 'm' }],
      '',
    );
    const { 'brandNew.mmd': _mmd, ...withoutIt } = expected;

    expect(staleStatecharts(expected, withoutIt)).toEqual([
      `${STATECHARTS_DIR}/brandNew.mmd is missing: run npm run diagrams`,
    ]);
    expect(staleStatecharts(expected, { ...expected, 'gone.mmd': 'stateDiagram-v2\n' })).toEqual([
      `${STATECHARTS_DIR}/gone.mmd has no machine any more: run npm run diagrams to remove it`,
    ]);
  });
});
