// Machine toasts: every `toast` event a machine emits becomes a toast (identity §2). The toast
// library and the list that shows it load with the first toast, not with the screens that can toast,
// so neither is part of any route's first load (issue 7).
import type { ToastEvent } from '@alta/core/shared/toast';
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { ensureToastList } from './toast-region.tsx';

export const showToast = ({
  kind,
  message,
  durationMs,
}: Pick<ToastEvent, 'kind' | 'message' | 'durationMs'>): Promise<string> => {
  ensureToastList();
  return import('react-hot-toast/headless').then(({ toast }) =>
    kind === 'error'
      ? toast.error(message, { duration: durationMs })
      : toast.success(message, { duration: durationMs }),
  );
};

/** Shows every toast a machine emits while the component using it is mounted. */
export const useMachineToasts = (actor: AnyActorRef): void => {
  useEffect(() => {
    const subscription = actor.on('toast', (event: ToastEvent) => void showToast(event));
    return () => subscription.unsubscribe();
  }, [actor]);
};
