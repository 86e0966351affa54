// Shown over any screen when a call reports an expired session (identity §2). The first paint only
// listens for the expiry; the dialog, the session data it clears and the modal load with the first
// one (issue 7).
import { onSessionExpired } from '@alta/core/shell/session-expired-signal';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../lib/lazy-preload.ts';
import { trackFocus } from './modal-focus.ts';

const SessionExpiredDialog = lazyWithPreload(() => import('./session-expired-dialog.tsx'));

/** For tests that raise an expiry and look at the dialog in the same tick. */
export const preloadSessionExpired = SessionExpiredDialog.preload;

export const SessionExpiredModal = () => {
  const [open, setOpen] = useState(false);
  // Mounted from the first expiry on, so closing runs the modal's own close and focus return.
  const [opened, setOpened] = useState(false);

  // From the first paint: the opener may lose focus before the dialog's code arrives.
  useEffect(trackFocus, []);
  useEffect(
    () =>
      onSessionExpired(() => {
        setOpened(true);
        setOpen(true);
      }),
    [],
  );

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
};
