import { INITIAL_OTP_VIEW } from '@alta/core/otp/otp-view';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OtpActor } from './otp-actor-host.tsx';
import { useOtpActor } from './use-otp-actor.ts';

/** Just enough of an actor: it records what it is sent and stays in its first state. */
const fakeActor = (snapshot: unknown) => {
  const send = vi.fn();
  const actor = {
    send,
    getSnapshot: () => snapshot,
    subscribe: () => ({ unsubscribe: () => {} }),
  } as unknown as OtpActor;
  return { actor, send };
};

describe('useOtpActor', () => {
  it("shows the machine's first state until the actor runs, and runs its host on a client render", () => {
    const { result } = renderHook(() => useOtpActor());
    expect(result.current.view).toEqual(INITIAL_OTP_VIEW);
    expect(result.current.runHost).toBe(true);
  });

  it('keeps what the user did before the actor ran and hands it over, in order', () => {
    const { result } = renderHook(() => useOtpActor());
    const values = { one: '1', two: '2', three: '3', four: '4' };
    act(() => {
      result.current.send({ type: 'otp.submit', values });
      result.current.send({ type: 'otp.back' });
    });
    const { actor, send } = fakeActor({
      hasTag: () => false,
      context: { remainingMs: 0, shakes: 0 },
    });
    act(() => result.current.onReady(actor));
    expect(send.mock.calls).toEqual([[{ type: 'otp.submit', values }], [{ type: 'otp.back' }]]);
    act(() => result.current.send({ type: 'otp.resend' }));
    expect(send).toHaveBeenLastCalledWith({ type: 'otp.resend' });
    expect(send).toHaveBeenCalledTimes(3);
  });
});
