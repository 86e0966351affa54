// What '/loading' (and '/login') shows for the start machine (journey §2): 'Validando...' while the
// request is created, 'Validación correcta' once it is, and home when there is nothing to wait for:
// a reload or a deep link (no request in flight), or a page reached after the start had already
// ended (the back button from the code screen).
import type { StartTag } from './start.machine.ts';

export type LoadingPhase = 'home' | 'validating' | 'done';

interface Tagged {
  hasTag: (tag: StartTag) => boolean;
}

/** `arrival`: the machine's snapshot when the page opened; `now`: its current one. */
export const loadingPhase = (arrival: Tagged, now: Tagged): LoadingPhase =>
  arrival.hasTag('ended') || now.hasTag('editing') ? 'home' : now.hasTag('validated') ? 'done' : 'validating';
