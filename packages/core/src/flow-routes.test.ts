// The path part of a route: what the web compares with wouter's location, which never carries a query.
// And each flow's path → event map against its machine and its state → path table: the two directions
// of the one bridge (apps/web use-flow-route.ts) must name the same pages.
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_KEYS, removeItem } from './session/storage.ts';

// No test finds the draft of another (the members' list would start from it).
afterEach(() => {
  for (const key of Object.values(DRAFT_KEYS)) removeItem(key);
});
import { type AnyStateMachine, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import { MEMBER_A, MEMBER_B, MEMBERS_CONFIG } from '../testing/members/members.fixtures.ts';
import type { Configuracion } from './api/configuracion.ts';
import { biometricsMachine } from './biometrics/biometrics.machine.ts';
import {
  BIOMETRICS_PATH_EVENTS,
  BIOMETRICS_ROUTES,
  biometricsRoutes,
  eventForPath,
  keepingQrQuery,
  MEMBERS_PATH_EVENTS,
  MEMBERS_ROUTES,
  membersRoutesWithList,
  PERSONA_FISICA_PATH_EVENTS,
  PERSONA_FISICA_ROUTES,
  PERSONA_FISICA_STEP_BY_PATH,
  PERSONA_JURIDICA_PATH_EVENTS,
  PERSONA_JURIDICA_ROUTES,
  PERSONA_JURIDICA_STEP_BY_PATH,
  type PathEvents,
  pathOf,
  routeFor,
  samePage,
  startRouteState,
} from './flow-routes.ts';
import { membersMachine } from './members/members.machine.ts';
import { personaFisicaMachine } from './persona-fisica/persona-fisica.machine.ts';
import { personaJuridicaMachine } from './persona-juridica/persona-juridica.machine.ts';
import { BIOMETRIC_BASE, FLOW_PAGES, paths } from './routes.ts';

type Snapshot = Parameters<(typeof BIOMETRICS_ROUTES)[number][1]>[0];
const inState = (state: string) =>
  ({ matches: (value: string) => value === state, children: {}, context: {} }) as unknown as Snapshot;

describe('pathOf', () => {
  it("gives each biometric page of the phone (with the QR's query) the computer's page", () => {
    const phone = keepingQrQuery(BIOMETRICS_ROUTES, '?q=ZG9jPTI3MjM0NTY3ODkx');
    for (const [state] of BIOMETRICS_ROUTES) {
      const computerRoute = routeFor(BIOMETRICS_ROUTES, inState(state));
      const phoneRoute = routeFor(phone, inState(state));
      expect(pathOf(phoneRoute ?? ''), state).toBe(computerRoute);
    }
  });

  it('drops the query and leaves a route without one as it is', () => {
    expect(pathOf(`${paths.biometricFront}?q=abc`)).toBe(paths.biometricFront);
    expect(pathOf(paths.biometricFrontPreview)).toBe(paths.biometricFrontPreview);
    expect(pathOf(paths.home)).toBe(paths.home);
  });
});

describe('biometricsRoutes', () => {
  it('keeps the device choice at the flow base, with the QR query on every biometric page', () => {
    const query = '?q=ZG9jPTI3MjM0NTY3ODkx';
    expect(routeFor(biometricsRoutes('', true), inState('info'))).toBe(BIOMETRIC_BASE);
    expect(routeFor(biometricsRoutes('', false), inState('info'))).toBe(paths.biometricInfoDni);
    expect(routeFor(biometricsRoutes(query, true), inState('info'))).toBe(`${BIOMETRIC_BASE}${query}`);
    expect(routeFor(biometricsRoutes(query, true), inState('backInfo'))).toBe(
      `${paths.biometricBackInfo}${query}`,
    );
  });
});

describe('membersRoutesWithList', () => {
  type MembersSnapshot = Parameters<(typeof MEMBERS_ROUTES)[number][1]>[0];
  const members = (state: string) =>
    ({
      matches: (value: string) => value === state,
      children: {},
      context: { idSolicitud: 'sol-1', outcome: null },
    }) as unknown as MembersSnapshot;

  it('keeps the list on the hosting path (/continuar-tramite/integrantes) and every other page as it is', () => {
    const hosted = membersRoutesWithList(paths.resumeMembers);
    expect(routeFor(hosted, members('editing'))).toBe('/continuar-tramite/integrantes');
    for (const state of ['reviewing', 'sending', 'done']) {
      expect(routeFor(hosted, members(state)), state).toBe(routeFor(MEMBERS_ROUTES, members(state)));
    }
  });
});

describe('samePage and eventForPath', () => {
  it('take a trailing slash and a query as the same page, whichever side has them', () => {
    expect(samePage(paths.biometricFrontPreview, paths.biometricFrontPreview.replace(/\/$/, ''))).toBe(true);
    expect(samePage(`${paths.branch}/`, paths.branch)).toBe(true);
    expect(samePage(`${paths.biometricFront}?q=abc`, paths.biometricFront)).toBe(true);
    expect(samePage(paths.personaFisicaForm, paths.dataForm)).toBe(false);
    expect(samePage('/', '/')).toBe(true);
  });

  it("finds a path's event with or without the trailing slash the router accepts, and none for others", () => {
    expect(eventForPath(MEMBERS_PATH_EVENTS, `${paths.memberReview}/`)).toEqual({
      type: 'members.review',
    });
    expect(eventForPath(PERSONA_FISICA_PATH_EVENTS, paths.cardDelivery)).toEqual({
      type: 'flow.goto',
      step: 'envioTarjeta',
    });
    expect(eventForPath(BIOMETRICS_PATH_EVENTS, paths.biometricBackInfo)).toBeUndefined();
  });
});

type AnySnapshot = Parameters<(typeof PERSONA_FISICA_ROUTES)[number][1]>[0];
const snapshotIn = (state: string) =>
  ({
    matches: (value: string) => value === state,
    children: {},
    context: { idSolicitud: 'sol-1', outcome: null, side: 'front' },
  }) as unknown as AnySnapshot;
type AnyTable = readonly (readonly [string, (snapshot: never) => string])[];

const FLOWS: readonly {
  name: string;
  machine: AnyStateMachine;
  tables: readonly AnyTable[];
  events: PathEvents<EventObject>;
}[] = [
  {
    name: 'persona física',
    machine: personaFisicaMachine,
    tables: [PERSONA_FISICA_ROUTES],
    events: PERSONA_FISICA_PATH_EVENTS,
  },
  {
    name: 'persona jurídica',
    machine: personaJuridicaMachine,
    tables: [PERSONA_JURIDICA_ROUTES],
    events: PERSONA_JURIDICA_PATH_EVENTS,
  },
  {
    name: 'members',
    machine: membersMachine,
    tables: [MEMBERS_ROUTES, membersRoutesWithList(paths.resumeMembers)],
    events: MEMBERS_PATH_EVENTS,
  },
  {
    name: 'biometrics',
    machine: biometricsMachine,
    tables: [BIOMETRICS_ROUTES],
    events: BIOMETRICS_PATH_EVENTS,
  },
];

/** The states whose page, in any of the flow's tables, is `path`. */
const statesAt = (tables: readonly AnyTable[], path: string) =>
  tables.flatMap((table) =>
    table
      .filter(([state]) => samePage(routeFor(table as never, snapshotIn(state) as never) ?? '', path))
      .map(([state]) => state),
  );

describe.each(FLOWS)("the $name flow's path → event map", ({ machine, tables, events }) => {
  it('sends only events the machine takes', () => {
    const taken = machine.root.events as string[];
    for (const [path, event] of Object.entries(events)) expect(taken, path).toContain(event.type);
  });

  it("maps pages of states the machine has ('current' asks for the step the request is on)", () => {
    for (const [path, event] of Object.entries(events)) {
      if ('step' in event && event.step === 'current') {
        expect(statesAt(tables, path), path).toEqual([]);
        continue;
      }
      const states = statesAt(tables, path);
      expect(states.length, path).toBeGreaterThan(0);
      for (const state of states)
        expect(() => machine.getStateNodeById(`${machine.id}.${state}`)).not.toThrow();
    }
  });
});

describe('the data flows ask for the step whose page a path is', () => {
  it.each([
    ['persona física', PERSONA_FISICA_PATH_EVENTS, PERSONA_FISICA_ROUTES],
    ['persona jurídica', PERSONA_JURIDICA_PATH_EVENTS, PERSONA_JURIDICA_ROUTES],
  ] as const)('%s', (_, events, table) => {
    for (const [path, event] of Object.entries(events)) {
      if (event.type !== 'flow.goto' || event.step === 'current') continue;
      expect(routeFor(table as AnyTable as never, snapshotIn(event.step) as never), path).toBe(path);
    }
  });
});

describe("the members flow's path events, sent to the machine", () => {
  const editing = async () => {
    const machine = membersMachine.provide({
      actors: { getConfiguracion: fromPromise<Configuracion>(async () => MEMBERS_CONFIG) },
    });
    const actor = createActor(machine, { input: { idSolicitud: 'sol-1' } }).start();
    await waitFor(actor, (s) => s.matches('editing'));
    const send = (path: string) => {
      const event = eventForPath(MEMBERS_PATH_EVENTS, path);
      if (event) actor.send(event);
      return routeFor(MEMBERS_ROUTES, actor.getSnapshot());
    };
    return { actor, send };
  };

  it('forward to the confirmation reviews a list that passes, and back to the list edits it again', async () => {
    const { actor, send } = await editing();
    actor.send({ type: 'member.add', values: MEMBER_A });
    actor.send({ type: 'member.add', values: { ...MEMBER_B, porcentajeParticipacion: '40' } });
    expect(send(paths.memberReview)).toBe(paths.memberReview);
    expect(send(paths.members)).toBe(paths.members);
  });

  it('a list that no longer passes is refused: the machine stays on the list', async () => {
    const { send } = await editing();
    expect(send(paths.memberReview)).toBe(paths.members);
  });
});

describe('startRouteState (issue 24)', () => {
  it("gives the code screen the start form's e-mail and theme, so a reload keeps both", () => {
    const at = (actividad: string) =>
      ({
        matches: (state: string) => state === 'codeEntry',
        context: { values: { email: 'ana@example.com', actividad } },
      }) as unknown as Parameters<typeof startRouteState>[0];
    expect(startRouteState(at('AGRO_NYP'))).toEqual({ email: 'ana@example.com', theme: 'agro' });
    expect(startRouteState(at('NEGOCIOS_Y_PROFESIONALES'))).toEqual({
      email: 'ana@example.com',
      theme: 'pyme',
    });
  });
});

describe("FLOW_PAGES (the router's one route per flow actor)", () => {
  it('names the pages the flows map to their steps and events, no more and no fewer', () => {
    const sorted = (list: readonly string[]) => [...new Set(list)].sort();
    expect(sorted(FLOW_PAGES.onboarding)).toEqual(
      sorted([...Object.keys(PERSONA_FISICA_STEP_BY_PATH), ...Object.keys(PERSONA_JURIDICA_STEP_BY_PATH)]),
    );
    expect(sorted(FLOW_PAGES.members)).toEqual(sorted(Object.keys(MEMBERS_PATH_EVENTS)));
  });
});
