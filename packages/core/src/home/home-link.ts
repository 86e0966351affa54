// What '/' and '/{maybeParam}' keep of their link (journey §2, §7): a valid branch-and-officer link
// waits in the session for /sucursal; a home without one, or with one that is not valid (its 404),
// forgets any kept before, so an old link never preselects a later request's branch.
import { savePreselection } from '../session/preselection.ts';
import { parseHomeParam } from './home-param.ts';

export const rememberHomeLink = (maybeParam: string | undefined): void =>
  savePreselection(maybeParam === undefined ? null : parseHomeParam(maybeParam));
