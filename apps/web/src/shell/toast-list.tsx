// The toasts themselves, at the top centre (identity §2): 4 s for errors, 2 s for success, at most
// 20 at once, of which the newest VISIBLE_TOASTS are drawn (issue 24: a stack of them covered the top
// of a phone's screen); the others wait for them to go. Rendered inside toast-region.tsx's live region. The headless build of react-hot-toast
// keeps styles in our CSS file, so no inline <style> is injected (the CSP has no 'unsafe-inline').
import { useEffect } from 'react';
import { resolveValue, toast, useToaster } from 'react-hot-toast/headless';

export const MAX_TOASTS = 20;
export const VISIBLE_TOASTS = 3;

export default function ToastList() {
  const { toasts, handlers } = useToaster({
    error: { duration: 4000 },
    success: { duration: 2000 },
  });
  const visible = toasts.filter((item) => item.visible);

  useEffect(() => {
    for (const extra of visible.slice(MAX_TOASTS)) toast.dismiss(extra.id);
  }, [visible]);

  // Hovering pauses the timers so a toast can be read to the end (WCAG 2.2.1).
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only pauses timers on hover; nothing to operate.
    <div className="toaster__list" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {visible.slice(0, VISIBLE_TOASTS).map((item) => (
        <div key={item.id} className={`toast toast--${item.type}`}>
          {resolveValue(item.message, item)}
        </div>
      ))}
    </div>
  );
}
