// The theme of the request this session is about (journey §1, identity §1): agro when one of its
// products is an AGRO one (the sandbox names the AGRO_NYP activity's package so). Read once per request
// and page load from the offer summary (it needs the session's bearer), so every page of the request
// (data forms, members, documents, biometrics, terms, success) keeps the theme after a reload and on
// resume, not only the offer that first showed it. One call, and not the record's: the flows read the
// record themselves, and a second read would double every failure the user sees.
import { getResumenProductos } from '../api/resumen.ts';
import { offerTheme } from '../offer/offer-theme.ts';
import { getSessionRequestId, getToken } from '../session/session-data.ts';
import type { Theme } from './theme.ts';

let known: { idSolicitud: string; theme: Promise<Theme | null> } | null = null;

/** The session's request theme: agro, pyme, or null when there is no request or it cannot be read. */
export const requestTheme = (): Promise<Theme | null> => {
  const idSolicitud = getSessionRequestId();
  if (!idSolicitud || !getToken()) return Promise.resolve(null);
  if (known?.idSolicitud !== idSolicitud) {
    const reading = getResumenProductos(idSolicitud).then(
      ({ productos }) => offerTheme(productos) ?? 'pyme',
      () => {
        known = null;
        return null;
      },
    );
    known = { idSolicitud, theme: reading };
  }
  return known.theme;
};
