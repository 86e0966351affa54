// The pieces every flow machine uses to act on a resolved error, so that each machine's "failed"
// branch reads the same: toast if the catalogue says so, then stay or leave after the delay.
// Machines name them in their own setup() (resolveOutcome, toastOutcome, outcomeStays, outcomeDelay).
import type { ApiError } from '../api/api-error.ts';
import type { ToastEvent } from '../shared/toast.ts';
import { type Outcome, resolveError } from './catalogue.ts';

interface WithOutcome {
  outcome: Outcome | null;
}

export const outcomeToast = (outcome: Outcome | null): ToastEvent | null =>
  outcome?.toast
    ? { type: 'toast', kind: 'error', message: outcome.toast.message, durationMs: outcome.toast.durationMs }
    : null;

export const outcomeStays = (outcome: Outcome | null): boolean => !outcome?.navigateTo;
export const outcomeDelay = (outcome: Outcome | null): number => outcome?.delayMs ?? 0;

/** The catalogue outcome of a failed actor's event (`{ error }`), for a machine's resolveOutcome. */
export const outcomeOf = ({ error }: { error: unknown }): Outcome => resolveError(error as ApiError);

/** For `enqueueActions(emitOutcomeToast)`: the catalogue's toast, when it has one. */
export const emitOutcomeToast = ({
  context,
  enqueue,
}: {
  context: WithOutcome;
  enqueue: { emit: (event: ToastEvent) => void };
}): void => {
  const toast = outcomeToast(context.outcome);
  if (toast) enqueue.emit(toast);
};
