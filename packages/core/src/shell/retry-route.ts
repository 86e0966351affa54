// The way back into a step from the error page it left to (issue 24: every failure has a way on).
// A flow that leaves with a retryable outcome gives the error page this in its history entry (so a
// reload keeps it and the URL never shows who validates); the page's 'Reintentar' goes there with
// the entry's state. Only the app's own biometric pages are taken: a history entry is not trusted.
import { BIOMETRIC_BASE } from '../routes.ts';

export interface RetryRoute {
  /** The page to try the step again on (with the QR's query on a phone). */
  path: string;
  /** The history state that page starts from (a company member's tax number and request). */
  state: Readonly<Record<string, string>> | null;
}

export interface ErrorPageState {
  retry: RetryRoute;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => typeof item === 'string');

/** The retry an error page's history entry carries, if it is one of ours. */
export const retryRouteOf = (historyState: unknown): RetryRoute | null => {
  const retry = (historyState as Partial<ErrorPageState> | null)?.retry;
  if (!retry || typeof retry.path !== 'string') return null;
  if (!retry.path.startsWith(`${BIOMETRIC_BASE}/`) || retry.path.startsWith('//')) return null;
  const state = retry.state ?? null;
  if (state !== null && !isStringRecord(state)) return null;
  return { path: retry.path, state };
};
