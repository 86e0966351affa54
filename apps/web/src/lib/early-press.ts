// Presses made on a prerendered control before its code hydrated it (issue 24). Until it hydrates, the
// control (or its form) carries data-early-press; the boot script (prerender.mjs) stops a click on
// it, or a submit of its form, and marks it data-early-pressed. Once hydrated, the component replays
// the press: the user's first click is honoured instead of lost. A client render (no prerender) never
// carries the attribute: there is nothing to replay.
import { type RefObject, useEffect, useRef } from 'react';
import { useHydrated } from './use-client-value.ts';

const PRESSED = 'data-early-pressed';

/**
 * The attribute to spread on the control (or form) while it is not hydrated, and the replay: once
 * hydrated, `onPress` runs once if the control was pressed before (with the values of that render,
 * the browser's own host included).
 */
export function useEarlyPress<T extends Element>(
  ref: RefObject<T | null>,
  onPress: () => void,
): { 'data-early-press'?: '' } {
  const hydrated = useHydrated();
  const press = useRef(onPress);
  press.current = onPress;
  useEffect(() => {
    const element = ref.current;
    if (!hydrated || !element?.hasAttribute(PRESSED)) return;
    element.removeAttribute(PRESSED);
    press.current();
  }, [hydrated, ref]);
  return hydrated ? {} : { 'data-early-press': '' };
}
