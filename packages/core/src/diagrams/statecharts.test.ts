import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { offerMachine } from '../offer/offer.machine.ts';
import { otpMachine } from '../otp/otp.machine.ts';
import { resumeMachine } from '../resume/resume.machine.ts';
import { startMachine } from '../start/start.machine.ts';
import { routeEntries } from './route-source.ts';
import { readmeFor, ROUTE_TABLES, routeTableFor, sortSources } from './statecharts.ts';

const routeSource = readFileSync(fileURLToPath(new URL('../flow-routes.ts', import.meta.url)), 'utf8');
const MACHINES = [startMachine, otpMachine, resumeMachine, offerMachine];
// By name, as ROUTE_TABLES names them.
const flowRoutes = (await import('../flow-routes.ts')) as Record<string, unknown>;

describe('route tables', () => {
  const source = (id: string, file: string) => ({
    machine: createMachine({ id }),
    file: `packages/core/src/${file}`,
    exportName: id,
  });

  it('finds each machine its table: by ROUTE_TABLES, else by the name of its file', () => {
    expect(routeTableFor(source('startRequest', 'start/start.machine.ts'), routeSource)).toBe('START_ROUTES');
    expect(routeTableFor(source('otp', 'otp/otp.machine.ts'), routeSource)).toBe('OTP_ROUTES');
    const text = 'export const PERSONA_FISICA_ROUTES = [];';
    expect(routeTableFor(source('pf', 'persona-fisica/persona-fisica.machine.ts'), text)).toBe(
      'PERSONA_FISICA_ROUTES',
    );
    expect(routeTableFor(source('x', 'nada/nada.machine.ts'), routeSource)).toBeNull();
  });

  it('reads the same states from the source text as the tables hold', () => {
    for (const [id, table] of Object.entries(ROUTE_TABLES)) {
      const entries = flowRoutes[table] as readonly (readonly [string, unknown])[] | undefined;
      expect(entries, `flow-routes.ts has no ${table} (ROUTE_TABLES.${id})`).toBeDefined();
      const parsed = routeEntries(routeSource, table);
      expect(parsed.map(([state]) => state)).toEqual(entries?.map(([state]) => state));
    }
  });

  it('shows constant routes as paths and the others as written', () => {
    expect(routeEntries(routeSource, 'START_ROUTES')).toEqual([
      ['form', "'/'"],
      ['starting', "'/loading'"],
      ['started', "'/loading'"],
      ['codeEntry', "paths.otp(context.idSolicitud ?? '')"],
      ['left', "snapshot.context.outcome?.navigateTo ?? '/'"],
    ]);
  });

  it('skips comments and reads entries spread over lines', () => {
    const source = `// the table's comment, with an apostrophe
const goBack = (s: { context: { to: string } }) =>
  s.context.to;
export const X_ROUTES: readonly Entry[] = [
  /* first */ ['a', () => paths.resume], // it's the form
  [
    'b.c',
    ({ context }) => (context.ok ? paths.home : paths.error),
  ],
  ['d', goBack],
];`;
    expect(routeEntries(source, 'X_ROUTES')).toEqual([
      ['a', "'/continuar-tramite'"],
      ['b.c', "context.ok ? '/' : '/error'"],
      ['d', 's.context.to'],
    ]);
    expect(() => routeEntries(source, 'Y_ROUTES')).toThrow(/no table Y_ROUTES/);
  });
});

describe('README', () => {
  const sources = sortSources(
    MACHINES.map((machine) => ({ machine, file: `${machine.id}.machine.ts`, exportName: machine.id })),
  );
  const readme = readmeFor(sources, routeSource);

  it('has a section per machine with its diagram, states with routes, and events', () => {
    expect(readme).toContain('## startRequest\n');
    expect(readme).toContain('![startRequest](startRequest.svg)');
    expect(readme).toContain('Inside `code`: [otp.code.mmd](otp.code.mmd)\n\n![otp.code](otp.code.svg)');
    expect(readme).toContain("| `codeEntry` |  | `paths.otp(context.idSolicitud ?? '')` |");
    expect(readme).toContain('| `form` | initial | `/` |');
    expect(readme).toContain(
      "| `code.done` | final | `context.target ?? '/onboarding-empresas/oferta-producto'` |",
    );
    expect(readme).toContain('| `step.submit` | sent by the app | `form` → `starting` if `formIsValid` |');
    expect(readme).toContain(
      '| `always` | checked on entry | `failed` → `form` if `outcomeStays`<br>`failed` → `leaving` |',
    );
  });

  it('refuses two machines with one id', () => {
    const twin = createMachine({ id: 'otp' });
    expect(() =>
      sortSources([...sources, { machine: twin, file: 'twin.machine.ts', exportName: 'twin' }]),
    ).toThrow(/two machines have the id otp/);
  });
});
