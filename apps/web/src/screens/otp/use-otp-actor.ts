// The code machine for a screen that paints before the machine's code is here (issue 15): the view
// is the machine's first state until its actor runs, and what the user does meanwhile (Validar on a
// pasted code, Volver) waits for it instead of being lost.
import { INITIAL_OTP_VIEW, type OtpView, otpView } from '@alta/core/otp/otp-view';
import type { OtpEvent } from '@alta/core/otp/otp.machine';
import { earlyEvents } from '@alta/core/shared/early-events';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../../lib/use-client-value.ts';
import type { OtpActor } from './otp-actor-host.tsx';

export interface OtpActorHandle {
  view: OtpView;
  send: (event: OtpEvent) => void;
  /** Whether to render the actor's host (otp-actor-host.tsx) now, and what it calls once it runs. */
  runHost: boolean;
  onReady: (actor: OtpActor) => void;
}

export const useOtpActor = (): OtpActorHandle => {
  const [actor, setActor] = useState<OtpActor | null>(null);
  const [early] = useState(earlyEvents<OtpActor>);
  // Not while hydrating: the prerender ran no machine, so the hydrating render runs none either; the
  // actor starts right after, as on a client render, where this is true from the first render.
  const runHost = useHydrated();

  const onReady = useCallback(
    (ready: OtpActor) => {
      setActor(ready);
      early.attach(ready);
    },
    [early],
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  );
  const view = useMemo(() => (snapshot ? otpView(snapshot) : INITIAL_OTP_VIEW), [snapshot]);
  return { view, send: early.send, runHost, onReady };
};
