// The session-expired modal (identity §2, §9): 'Retomar trámite' waits for the modal's 200 ms exit
// before leaving, so the user sees it close rather than vanish under the next page.
import { paths } from '../routes.ts';

export const SESSION_EXPIRED_REDIRECT_MS = 200;
export const SESSION_EXPIRED_DESTINATION = paths.resume;
