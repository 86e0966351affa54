// Answers the bot protection's challenge (journey §6: a 405 with waf-action captcha): core's
// captcha-challenge.ts keeps the waiting calls; this shows the 'No soy un Robot' box in a modal and
// hands its token back. The first paint only registers; the dialog, the box and the modal load with
// the first challenge (issue 7).
import { answerCaptchaChallenges, type CaptchaChallenges } from '@alta/core/captcha/captcha-challenge';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithPreload } from '../lib/lazy-preload.ts';
import { trackFocus } from './modal-focus.ts';

const CaptchaDialog = lazyWithPreload(() => import('./captcha-dialog.tsx'));

/** For tests that raise a challenge and look at it in the same tick. */
export const preloadCaptchaChallenge = CaptchaDialog.preload;

export const CaptchaChallenge = () => {
  const challenges = useRef<CaptchaChallenges | null>(null);
  const [open, setOpen] = useState(false);
  // A fresh box each time, never one left ticked from the last challenge.
  const [round, setRound] = useState(0);

  // From the first paint: the opener may lose focus before the dialog's code arrives.
  useEffect(trackFocus, []);
  useEffect(() => {
    const answering = answerCaptchaChallenges({
      open: () => {
        setRound((value) => value + 1);
        setOpen(true);
      },
      close: () => setOpen(false),
    });
    challenges.current = answering;
    return answering.stop;
  }, []);

  // Mounted from the first challenge on (round > 0), so closing runs the modal's own close and focus return.
  if (round === 0) return null;
  return (
    <Suspense fallback={null}>
      <CaptchaDialog
        open={open}
        round={round}
        onSolved={(token) => challenges.current?.solved(token)}
        onDismiss={() => challenges.current?.dismissed()}
      />
    </Suspense>
  );
};
