// The theme of the request this session is about (journey §1, identity §1): agro when one of its
// products is an AGRO one, else as its activity says. Read once per request and page load, from the
// record and the offer summary (both need the session's bearer), so every page of the request
// (data forms, members, documents, biometrics, terms, success) keeps the theme after a reload and on
// resume, not only the offer that first showed it.
import { getResumenProductos } from '../api/resumen.ts';
import { getSolicitud } from '../api/solicitud.ts';
import { offerTheme } from '../offer/offer-theme.ts';
import { getNroTramite, getToken, type Theme, themeFor } from '../session/session-data.ts';

export const themeOfRequest = (actividad: string | null | undefined, productos: readonly string[]): Theme =>
  offerTheme(productos) ?? themeFor({ actividad });

let known: { idSolicitud: string; theme: Promise<Theme | null> } | null = null;

/** The session's request theme, or null when there is no request (or it could not be read). */
export const requestTheme = (): Promise<Theme | null> => {
  const idSolicitud = getNroTramite();
  if (!idSolicitud || !getToken()) return Promise.resolve(null);
  if (known?.idSolicitud !== idSolicitud) {
    const reading = Promise.allSettled([getSolicitud(idSolicitud), getResumenProductos(idSolicitud)]).then(
      ([solicitud, resumen]) => {
        if (solicitud.status === 'rejected' && resumen.status === 'rejected') {
          known = null;
          return null;
        }
        return themeOfRequest(
          solicitud.status === 'fulfilled' ? solicitud.value.actividad : null,
          resumen.status === 'fulfilled' ? resumen.value.productos : [],
        );
      },
    );
    known = { idSolicitud, theme: reading };
  }
  return known.theme;
};
