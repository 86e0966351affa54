// The pieces every flow machine uses to act on a resolved error, so that each machine's "failed"
// branch reads the same: toast if the catalogue says so, then stay or leave after the delay.
import type { Outcome } from './catalogue.ts';
import type { ToastEvent } from '../shared/toast.ts';

export const outcomeToast = (outcome: Outcome | null): ToastEvent | null =>
  outcome?.toast
    ? { type: 'toast', kind: 'error', message: outcome.toast.message, durationMs: outcome.toast.durationMs }
    : null;

export const outcomeStays = (outcome: Outcome | null): boolean => !outcome?.navigateTo;
export const outcomeDelay = (outcome: Outcome | null): number => outcome?.delayMs ?? 0;
