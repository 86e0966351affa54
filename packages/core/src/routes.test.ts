import { describe, expect, it } from 'vitest';
import { BIOMETRIC_ALIASES, biometricAliasTarget, isBiometricAlias, paths } from './routes.ts';

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
