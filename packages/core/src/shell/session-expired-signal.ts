// When the session-expired modal opens (identity §2): a call answered that the session expired, on any
// screen, whichever machine made it. Apart from session-expired.ts so the first paint listens for it
// without loading the session data 'Retomar trámite' clears (issue 7).
import { onUnauthorized } from '../session/events.ts';

/** The shell opens the modal on this. Returns the unsubscribe function. */
export const onSessionExpired = (open: () => void): (() => void) => onUnauthorized(open);
