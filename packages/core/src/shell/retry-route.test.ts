import { describe, expect, it } from 'vitest';
import { retryRouteOf } from './retry-route.ts';

describe('retryRouteOf', () => {
  it("takes a biometric page and a state of strings from the error page's history entry", () => {
    expect(
      retryRouteOf({
        retry: {
          path: '/datos-biometricos/info-dni',
          state: { nroTributario: '20111111112', idSolicitud: 's' },
        },
      }),
    ).toEqual({
      path: '/datos-biometricos/info-dni',
      state: { nroTributario: '20111111112', idSolicitud: 's' },
    });
    expect(retryRouteOf({ retry: { path: '/datos-biometricos/info-dni?q=abc', state: null } })).toEqual({
      path: '/datos-biometricos/info-dni?q=abc',
      state: null,
    });
  });

  it('refuses anything else: no entry, another page, another site, a state that is not strings', () => {
    for (const state of [
      null,
      undefined,
      {},
      { retry: { path: '/' } },
      { retry: { path: 'https://evil.example/datos-biometricos/x' } },
      { retry: { path: '/datos-biometricos/x', state: { n: 1 } } },
    ])
      expect(retryRouteOf(state), JSON.stringify(state)).toBeNull();
  });
});
