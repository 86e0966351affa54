// The path part of a route: what the web compares with wouter's location, which never carries a query.
import { describe, expect, it } from 'vitest';
import {
  BIOMETRICS_ROUTES,
  keepingQrQuery,
  MEMBERS_ROUTES,
  membersRoutesWithList,
  pathOf,
  routeFor,
} from './flow-routes.ts';
import { paths } from './routes.ts';

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

describe('membersRoutesWithList', () => {
  type MembersSnapshot = Parameters<(typeof MEMBERS_ROUTES)[number][1]>[0];
  const members = (state: string) =>
    ({
      matches: (value: string) => value === state,
      children: {},
      context: { idSolicitud: 'sol-1', outcome: null },
    }) as unknown as MembersSnapshot;

  it('keeps the list on the hosting path (/continuar-tramite/integrantes) and every other page as it is', () => {
    const hosted = membersRoutesWithList(paths.resumeIntegrantes);
    expect(routeFor(hosted, members('editing'))).toBe('/continuar-tramite/integrantes');
    for (const state of ['reviewing', 'sending', 'done']) {
      expect(routeFor(hosted, members(state)), state).toBe(routeFor(MEMBERS_ROUTES, members(state)));
    }
  });
});
