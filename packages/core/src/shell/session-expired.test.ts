import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_DESTINATION, SESSION_EXPIRED_REDIRECT_MS } from './session-expired.ts';

describe('session expired', () => {
  it('sends the user to resume the request after the 200 ms modal exit', () => {
    expect(SESSION_EXPIRED_DESTINATION).toBe('/continuar-tramite');
    expect(SESSION_EXPIRED_REDIRECT_MS).toBe(200);
  });
});
