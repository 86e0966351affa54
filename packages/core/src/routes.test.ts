import { describe, expect, it } from 'vitest';
import {
  BIOMETRIC_ALIASES,
  BIOMETRIC_PATTERN,
  biometricAliasTarget,
  FLOW_PAGES,
  isBiometricAlias,
  pagesPattern,
  paths,
} from './routes.ts';

describe("the spec's other biometric route names (issue 24)", () => {
  it('open info-dni, the query kept (a QR link names who validates)', () => {
    expect(BIOMETRIC_ALIASES).toEqual(
      expect.arrayContaining([
        '/validar-dni',
        '/validar-rostro',
        '/face-capture',
        '/info-dni',
        '/dni-provider',
      ]),
    );
    expect(isBiometricAlias('info-dni')).toBe(true);
    expect(isBiometricAlias('validar-rostro')).toBe(true);
    expect(isBiometricAlias('aWRTdWN1cnNhbD0x')).toBe(false);
    expect(biometricAliasTarget('')).toBe(paths.biometricInfoDni);
    expect(biometricAliasTarget('q=abc')).toBe(`${paths.biometricInfoDni}?q=abc`);
    expect(biometricAliasTarget('?q=abc')).toBe(`${paths.biometricInfoDni}?q=abc`);
  });
});

describe('pagesPattern and BIOMETRIC_PATTERN (the routes of the flows that span pages)', () => {
  it('match the pages exactly, a trailing slash allowed', () => {
    const members = pagesPattern(FLOW_PAGES.members);
    expect(members.test(paths.members)).toBe(true);
    expect(members.test(`${paths.memberReview}/`)).toBe(true);
    expect(members.test(paths.resumeMembers)).toBe(true);
    expect(members.test(`${paths.members}x`)).toBe(false);
    expect(pagesPattern(FLOW_PAGES.onboarding).test(paths.personaFisicaForm)).toBe(true);
    expect(BIOMETRIC_PATTERN.test(paths.biometricFront)).toBe(true);
    expect(BIOMETRIC_PATTERN.test('/datos-biometricosx')).toBe(false);
  });
});
