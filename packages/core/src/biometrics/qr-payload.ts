// The cross-device handoff (identity §5, §7, §9): the QR on the computer opens the front capture on a
// phone with an encoded query (doc, idSolicitud, timestamp, genero, qr=true, and ours: tipoPersona,
// since the phone has no session to read the person type from and a member's CUIL cannot tell it). The timestamp is renewed
// every 60 s; on a phone, one older than 90000 ms sends the user back to info-dni.
import { Base64 } from 'js-base64';
import { hostEntry } from '../env/hosts.ts';
import { paths } from '../routes.ts';
import { isPersonaFisica } from '../shared/cuit.ts';

export const QR_REFRESH_MS = 60_000;
export const QR_VALIDITY_MS = 90_000;
/** Under this width the QR is hidden (identity §9). */
export const QR_MIN_WIDTH_PX = 468;
/** The query parameter that carries the encoded payload (ours: docs/decisions.md, Biometrics). */
export const QR_PARAM = 'q';

export interface QrPayload {
  /** The tax number of the person who validates. */
  doc: string;
  idSolicitud: string;
  /** When the QR was drawn, ms since the epoch. */
  timestamp: number;
  /** M, F or X; empty when not known yet. */
  genero: string;
  /** The request's person type (a company member validates for a JURIDICA request). */
  tipoPersona: TipoPersona;
  qr: true;
}

export type TipoPersona = 'FISICA' | 'JURIDICA';

export const encodeQrPayload = (payload: QrPayload): string =>
  Base64.encodeURI(
    new URLSearchParams({
      doc: payload.doc,
      idSolicitud: payload.idSolicitud,
      timestamp: String(payload.timestamp),
      genero: payload.genero,
      tipoPersona: payload.tipoPersona,
      qr: 'true',
    }).toString(),
  );

/**
 * The URL the QR shows: this site's front-capture route with the payload. `location` is the page's
 * (origin and host); an unknown host throws, as the environment table does.
 */
export const qrUrl = (location: { origin: string; host: string }, payload: QrPayload): string => {
  hostEntry(location.host.replace(/:\d+$/, ''));
  return `${location.origin}${paths.biometricFront}?${QR_PARAM}=${encodeQrPayload(payload)}`;
};

/** The payload of a front-capture URL's query (`?q=…`), or null when it has none or a broken one. */
export const parseQrQuery = (search: string): QrPayload | null => {
  const encoded = new URLSearchParams(search).get(QR_PARAM);
  if (!encoded || !Base64.isValid(encoded)) return null;
  const query = new URLSearchParams(Base64.decode(encoded));
  const doc = query.get('doc') ?? '';
  const idSolicitud = query.get('idSolicitud') ?? '';
  const timestamp = Number(query.get('timestamp'));
  if (!doc || !idSolicitud || !Number.isFinite(timestamp) || query.get('qr') !== 'true') return null;
  // A QR drawn before tipoPersona was added: the tax number's own type, as the phone used to guess.
  const tipoPersona =
    query.get('tipoPersona') === 'JURIDICA' || (!query.has('tipoPersona') && !isPersonaFisica(doc))
      ? 'JURIDICA'
      : 'FISICA';
  return { doc, idSolicitud, timestamp, genero: query.get('genero') ?? '', tipoPersona, qr: true };
};

/** Identity §5: on a phone, a QR drawn more than 90000 ms ago is refused. */
export const qrExpired = (
  payload: Pick<QrPayload, 'timestamp' | 'qr'>,
  now: number,
  mobile: boolean,
): boolean => mobile && payload.qr && now - payload.timestamp > QR_VALIDITY_MS;
