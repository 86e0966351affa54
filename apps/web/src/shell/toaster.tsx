// Toasts at the top centre (identity §2): 4 s for errors, 2 s for success, at most 20 at once.
// The headless build of react-hot-toast keeps styles in our CSS file, so no inline <style> is injected
// (the CSP has no 'unsafe-inline').
import type { ToastEvent } from '@alta/core/shared/toast';
import { useEffect } from 'react';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';
import type { AnyActorRef } from 'xstate';

export const MAX_TOASTS = 20;

export const showToast = ({
  kind,
  message,
  durationMs,
}: Pick<ToastEvent, 'kind' | 'message' | 'durationMs'>) =>
  kind === 'error'
    ? toast.error(message, { duration: durationMs })
    : toast.success(message, { duration: durationMs });

/** Shows every toast a machine emits while the component using it is mounted. */
export const useMachineToasts = (actor: AnyActorRef): void => {
  useEffect(() => {
    const subscription = actor.on('toast', (event: ToastEvent) => showToast(event));
    return () => subscription.unsubscribe();
  }, [actor]);
};

export const Toaster = () => {
  const { toasts, handlers } = useToaster({
    error: { duration: 4000 },
    success: { duration: 2000 },
  });
  const visible = toasts.filter((item) => item.visible);

  useEffect(() => {
    for (const extra of visible.slice(MAX_TOASTS)) toast.dismiss(extra.id);
  }, [visible]);

  return (
    // One polite live region that exists before any toast, so screen readers hear each toast as it
    // is added without cutting off what they were reading (issue 7). Hovering pauses the timers so a
    // toast can be read to the end (WCAG 2.2.1).
    <div
      className="toaster"
      role="status"
      aria-live="polite"
      aria-label="Notificaciones"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {visible.slice(0, MAX_TOASTS).map((item) => (
        <div key={item.id} className={`toast toast--${item.type}`}>
          {resolveValue(item.message, item)}
        </div>
      ))}
    </div>
  );
};
