// Machine toasts: every `toast` event a machine emits becomes a toast (identity §2). Imported by the
// screens that run machines, so the toast library loads with them, not with the first paint.
import type { ToastEvent } from '@alta/core/shared/toast';
import { useEffect } from 'react';
import { toast } from 'react-hot-toast/headless';
import type { AnyActorRef } from 'xstate';
import { ensureToastList } from './toast-region.tsx';

export const showToast = ({
  kind,
  message,
  durationMs,
}: Pick<ToastEvent, 'kind' | 'message' | 'durationMs'>) => {
  ensureToastList();
  return kind === 'error'
    ? toast.error(message, { duration: durationMs })
    : toast.success(message, { duration: durationMs });
};

/** Shows every toast a machine emits while the component using it is mounted. */
export const useMachineToasts = (actor: AnyActorRef): void => {
  useEffect(() => {
    ensureToastList();
    const subscription = actor.on('toast', (event: ToastEvent) => showToast(event));
    return () => subscription.unsubscribe();
  }, [actor]);
};
