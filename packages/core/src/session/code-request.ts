// The code this tab asked for on /getcode, while its resend countdown runs (issue 24): a reload of the
// code screen must not ask for another, since a new code replaces the one already in the mailbox. The
// code machine notes each request with its countdown and, starting, takes up a fresh one's countdown
// instead of asking again. The screen forgets it when the user leaves it (Volver, Back, the code
// accepted), so a later visit (a resume) asks for a new code as before. Nothing of the code is kept.
import * as v from 'valibot';
import { DRAFT_KEYS, readItem, removeItem, writeItem } from './storage.ts';

const recordSchema = v.object({ idSolicitud: v.string(), until: v.number() });

/** A code was just asked for this request; the server says another may be asked for in `countdownMs`. */
export const noteCodeRequested = (idSolicitud: string, countdownMs: number, now: number = Date.now()) =>
  writeItem(DRAFT_KEYS.codigoPedido, JSON.stringify({ idSolicitud, until: now + countdownMs }));

/** What is left of the countdown of a code this tab asked for this request; 0 when none runs. */
export const freshCodeRemainingMs = (idSolicitud: string, now: number = Date.now()): number => {
  let stored: unknown = null;
  try {
    stored = JSON.parse(readItem(DRAFT_KEYS.codigoPedido) ?? 'null');
  } catch {
    return 0;
  }
  const parsed = v.safeParse(recordSchema, stored);
  if (!parsed.success || parsed.output.idSolicitud !== idSolicitud) return 0;
  return Math.max(0, parsed.output.until - now);
};

export const forgetCodeRequest = (): void => removeItem(DRAFT_KEYS.codigoPedido);
