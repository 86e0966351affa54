// The one button for every action that waits on the bank or that may not be usable yet (issue 24):
// - a wait over 300 ms shows on the button itself: a spinner and 'Enviando…' (or the caller's word)
//   instead of its label, and the same words in a live region for screen readers;
// - a button that cannot be used yet stays focusable (aria-disabled, never `disabled`), prints why
//   under itself (tied with aria-describedby) and, pressed, says it again (an alert) instead of going
//   on; or, with `pressThrough`, lets the press reach its form, which shows what is missing (the field
//   messages, the address prompt). Enter in a field works the same way: a `disabled` default button
//   would have swallowed it;
// - once usable, its last reason keeps its place under it, unseen and unheard: the page does not get
//   shorter under the user's finger. At the bottom of a page scrolled to its end, a line taken away
//   scrolls everything down by its height: on a local host 'Abrir cuenta' becomes usable as the start
//   form hydrates, which happens on the press on 'No soy un Robot', and that press then ended off the
//   box, unheard (issue 24's lost first tick); elsewhere the button moved as the captcha was solved.
import { type ButtonHTMLAttributes, type ReactNode, useEffect, useId, useState } from 'react';

/** How long a wait goes unmarked: shorter ones would only flicker (issue 24). */
export const PROGRESS_DELAY_MS = 300;

/** True once `busy` has lasted `delay` ms; false again as soon as it ends. */
export const useLongWait = (busy: boolean, delay = PROGRESS_DELAY_MS): boolean => {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!busy) {
      setLong(false);
      return;
    }
    const timer = setTimeout(() => setLong(true), delay);
    return () => clearTimeout(timer);
  }, [busy, delay]);
  return busy && long;
};

export interface ActionButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'type' | 'children'> {
  children: ReactNode;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary';
  /** A call it started is running: presses are ignored. */
  busy?: boolean;
  /** What the button says once a wait passes 300 ms. */
  busyLabel?: string;
  /** Why it cannot be used now (core's unavailable-reasons), or null when it can. */
  unavailable?: string | null;
  /** While unavailable, a press still reaches the form (which explains) instead of only the reason. */
  pressThrough?: boolean;
}

export const ActionButton = ({
  children,
  type = 'button',
  variant = 'primary',
  busy = false,
  busyLabel = 'Enviando…',
  unavailable = null,
  pressThrough = false,
  className,
  onClick,
  'aria-describedby': describedBy,
  ...rest
}: ActionButtonProps) => {
  const id = useId();
  const longWait = useLongWait(busy);
  // Each press on an unavailable button re-renders its reason as a fresh alert, so it is heard again.
  const [explained, setExplained] = useState(0);
  const blocked = unavailable !== null;
  const [kept, setKept] = useState(unavailable);
  if (blocked && unavailable !== kept) setKept(unavailable);
  const reasonId = `${id}-reason`;
  const describers = [describedBy, blocked ? reasonId : undefined].filter(Boolean).join(' ');
  return (
    <>
      <button
        {...rest}
        type={type}
        className={`button button--${variant}${className ? ` ${className}` : ''}`}
        aria-disabled={busy || blocked || undefined}
        aria-busy={busy || undefined}
        aria-describedby={describers || undefined}
        onClick={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          if (blocked && !pressThrough) {
            event.preventDefault();
            setExplained((n) => n + 1);
            return;
          }
          onClick?.(event);
        }}
      >
        {longWait ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {busyLabel}
          </>
        ) : (
          children
        )}
      </button>
      <span className="visually-hidden" role="status">
        {longWait ? busyLabel : ''}
      </span>
      {blocked ? (
        <p key={explained} id={reasonId} className="action-reason" role={explained > 0 ? 'alert' : undefined}>
          {unavailable}
        </p>
      ) : (
        kept !== null && (
          <p className="action-reason action-reason--kept" aria-hidden="true">
            {kept}
          </p>
        )
      )}
    </>
  );
};
