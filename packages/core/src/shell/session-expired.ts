// The session-expired modal (identity §2, §9): 'Retomar trámite' waits for the modal's 200 ms exit
// before leaving, so the user sees it close rather than vanish under the next page.
import { paths } from '../routes.ts';
import { clearClientToken } from '../session/session-data.ts';

export const SESSION_EXPIRED_REDIRECT_MS = 200;
export const SESSION_EXPIRED_DESTINATION = paths.resume;

/**
 * 'Retomar trámite': the expired token goes at once (with the request it named), and the page moves
 * to /continuar-tramite once the modal has closed. Returns what cancels the move (the modal unmounted,
 * or pressed again).
 */
export const resumeAfterExpiry = (navigate: (path: string) => void): (() => void) => {
  clearClientToken();
  const timer = setTimeout(() => navigate(SESSION_EXPIRED_DESTINATION), SESSION_EXPIRED_REDIRECT_MS);
  return () => clearTimeout(timer);
};
