import { describe, expect, it } from 'vitest';
import { paths } from '../routes.ts';
import { encodeHomeParam, INVALID_ROUTE_MESSAGE } from './home-param.ts';
import { homeRoute } from './home-route.ts';

describe('homeRoute', () => {
  it("opens home for '/' and for a valid branch-and-officer link", () => {
    expect(homeRoute(undefined, '')).toEqual({ kind: 'home' });
    expect(homeRoute(encodeHomeParam({ idSucursal: '1', idOficial: '2' }), '')).toEqual({ kind: 'home' });
  });

  it('sends a biometric route name to info-dni, its query kept', () => {
    expect(homeRoute('info-dni', 'q=abc')).toEqual({
      kind: 'redirect',
      to: `${paths.biometricInfoDni}?q=abc`,
    });
  });

  it("answers anything else with the 404 'Ruta no válida'", () => {
    expect(homeRoute('not-a-link', '')).toEqual({ kind: 'notFound', message: INVALID_ROUTE_MESSAGE });
  });
});
