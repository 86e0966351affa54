// Answers the bot protection's challenge (journey §6: a 405 with waf-action captcha): core asks,
// this shows the 'No soy un Robot' box in a modal and hands back the token, so the call is repeated.
// The first paint only registers the challenger; the dialog, the box and the modal load with the
// first challenge (issue 7).
import { type CaptchaChallenger, setCaptchaChallenger } from '@alta/core/api/captcha';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithPreload } from '../lib/lazy-preload.ts';
import { trackFocus } from './modal-focus.ts';

const CaptchaDialog = lazyWithPreload(() => import('./captcha-dialog.tsx'));

/** For tests that raise a challenge and look at it in the same tick. */
export const preloadCaptchaChallenge = CaptchaDialog.preload;

interface Pending {
  promise: Promise<string>;
  resolve: (token: string) => void;
  reject: (reason: Error) => void;
}

const pendingChallenge = (): Pending => {
  let resolve: Pending['resolve'] = () => {};
  let reject: Pending['reject'] = () => {};
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

export class CaptchaDismissedError extends Error {
  constructor() {
    super('Verificación de seguridad cancelada');
    this.name = 'CaptchaDismissedError';
  }
}

export const CaptchaChallenge = () => {
  const pending = useRef<Pending | null>(null);
  const [open, setOpen] = useState(false);
  // A fresh box each time, never one left ticked from the last challenge.
  const [round, setRound] = useState(0);

  // From the first paint: the opener may lose focus before the dialog's code arrives.
  useEffect(trackFocus, []);
  useEffect(() => {
    const challenger: CaptchaChallenger = {
      // Calls that fail together share one challenge.
      challenge: () => {
        if (!pending.current) {
          pending.current = pendingChallenge();
          setRound((value) => value + 1);
          setOpen(true);
        }
        return pending.current.promise;
      },
    };
    setCaptchaChallenger(challenger);
    return () => {
      setCaptchaChallenger(null);
      pending.current?.reject(new CaptchaDismissedError());
      pending.current = null;
    };
  }, []);

  const onSolved = (token: string | null) => {
    if (!token || !pending.current) return;
    pending.current.resolve(token);
    pending.current = null;
    setOpen(false);
  };

  const onDismiss = () => {
    pending.current?.reject(new CaptchaDismissedError());
    pending.current = null;
    setOpen(false);
  };

  // Mounted from the first challenge on (round > 0), so closing runs the modal's own close and focus return.
  if (round === 0) return null;
  return (
    <Suspense fallback={null}>
      <CaptchaDialog open={open} round={round} onSolved={onSolved} onDismiss={onDismiss} />
    </Suspense>
  );
};
