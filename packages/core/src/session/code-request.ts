// The code this tab asked for on /getcode, while its resend countdown runs (issue 24): a reload of the
// code screen must not ask for another, since a new code replaces the one already in the mailbox. The
// code machine notes each request with its countdown and, when this page is a reload (or Back/Forward)
// of that very code screen, takes up its countdown instead of asking again. Any other arrival (a
// resume, a new start) asks for a new code as before, and leaving the screen within the app forgets
// it. Nothing of the code itself is kept.
import { paths } from '../routes.ts';
import { DRAFT_KEYS, readItem, removeItem, writeItem } from './storage.ts';

/** A code was just asked for this request; the server says another may be asked for in `countdownMs`. */
export const noteCodeRequested = (idSolicitud: string, countdownMs: number, now: number = Date.now()) =>
  writeItem(DRAFT_KEYS.codigoPedido, JSON.stringify({ idSolicitud, until: now + countdownMs }));

/** Whether this document was loaded by a reload (or Back/Forward) of `path`, not by a link or a move. */
const reloadOf = (path: string): boolean => {
  const [entry] = (globalThis.performance?.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  if (!entry || (entry.type !== 'reload' && entry.type !== 'back_forward')) return false;
  try {
    return new URL(entry.name).pathname === path;
  } catch {
    return false;
  }
};

/**
 * On a reload of this request's code screen, what is left of the countdown of the code this tab asked
 * for there; 0 otherwise, or when none runs.
 */
export const freshCodeRemainingMs = (idSolicitud: string, now: number = Date.now()): number => {
  if (!reloadOf(paths.otp(idSolicitud))) return 0;
  let stored: unknown = null;
  try {
    stored = JSON.parse(readItem(DRAFT_KEYS.codigoPedido) ?? 'null');
  } catch {
    return 0;
  }
  // Checked by hand (no schema library): this module ships with the code screen's first load.
  const record = stored as { idSolicitud?: unknown; until?: unknown } | null;
  if (record?.idSolicitud !== idSolicitud || typeof record.until !== 'number') return 0;
  return Math.max(0, record.until - now);
};

export const forgetCodeRequest = (): void => removeItem(DRAFT_KEYS.codigoPedido);
