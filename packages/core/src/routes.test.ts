import { describe, expect, it } from 'vitest';
import { BIOMETRIC_ALIASES, biometricAliasTarget, paths } from './routes.ts';

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
    expect(biometricAliasTarget('')).toBe(paths.biometricInfoDni);
    expect(biometricAliasTarget('q=abc')).toBe(`${paths.biometricInfoDni}?q=abc`);
    expect(biometricAliasTarget('?q=abc')).toBe(`${paths.biometricInfoDni}?q=abc`);
  });
});
