// The Modal for the shell's modals that sit in every page but seldom open (session expired, the
// bot-protection challenge): its code and styles load with the first opening, not the first paint
// (issue 7). Once opened it stays mounted, so closing runs the modal's own close and focus return.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../lib/lazy-preload.ts';
import type { ModalProps } from './modal.tsx';
import { trackFocus } from './modal-focus.ts';

const Modal = lazyWithPreload(() => import('./modal.tsx').then((module) => ({ default: module.Modal })));

/** For tests that open a modal and look at it in the same tick. */
export const preloadModal = Modal.preload;

export const LazyModal = (props: ModalProps) => {
  const [opened, setOpened] = useState(props.open);
  // From the first paint: the opener may lose focus before the modal's code arrives.
  useEffect(trackFocus, []);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
};
