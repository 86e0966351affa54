import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitUnauthorized } from '../session/events.ts';
import { getSessionRequestId, getToken, setSessionRequestId, setToken } from '../session/session-data.ts';
import {
  resumeAfterExpiry,
  SESSION_EXPIRED_DESTINATION,
  SESSION_EXPIRED_REDIRECT_MS,
} from './session-expired.ts';
import { onSessionExpired } from './session-expired-signal.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session expired', () => {
  it('sends the user to resume the request after the 200 ms modal exit', () => {
    expect(SESSION_EXPIRED_DESTINATION).toBe('/continuar-tramite');
    expect(SESSION_EXPIRED_REDIRECT_MS).toBe(200);
  });

  it("'Retomar trámite' drops the expired token at once and goes to /continuar-tramite 200 ms later", () => {
    setToken('jwt-old');
    setSessionRequestId('sol-1');
    const navigate = vi.fn();
    resumeAfterExpiry(navigate);
    expect(getToken()).toBeNull();
    expect(getSessionRequestId()).toBeNull();
    vi.advanceTimersByTime(199);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/continuar-tramite');
  });

  it('a cancelled resume does not move the page', () => {
    const navigate = vi.fn();
    resumeAfterExpiry(navigate)();
    vi.advanceTimersByTime(SESSION_EXPIRED_REDIRECT_MS);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the modal on every expiry until the shell stops listening', () => {
    const open = vi.fn();
    const stop = onSessionExpired(open);
    emitUnauthorized();
    emitUnauthorized();
    stop();
    emitUnauthorized();
    expect(open).toHaveBeenCalledTimes(2);
  });
});
