// How a flow starts (issue 16): which request a page is about and who acts on it, read once when the
// page opens. Without a request in this session the page is the resume page's (journey §2).
import { parseQrQuery, type QrPayload } from '../biometrics/qr-payload.ts';
import { paths } from '../routes.ts';
import { getSessionRequestId, sessionIsPersonaFisica } from '../session/session-data.ts';

export interface NoRequest {
  kind: 'noRequest';
  redirect: string;
}
const NO_REQUEST: NoRequest = { kind: 'noRequest', redirect: paths.resume };

export interface SessionRequest {
  kind: 'request';
  idSolicitud: string;
  personaFisica: boolean;
}

/** The data forms, the offer and the members: this session's request and person type. */
export const sessionFlowEntry = (): SessionRequest | NoRequest => {
  const idSolicitud = getSessionRequestId();
  return idSolicitud ? { kind: 'request', idSolicitud, personaFisica: sessionIsPersonaFisica() } : NO_REQUEST;
};

export interface BiometricsEntry extends SessionRequest {
  /** Who validates when it is not the session's holder: a company member (from the list or the QR). */
  nroTributario: string | null;
  qr: QrPayload | null;
  /** The QR's query as opened ('' otherwise): the phone's pages keep it for a reload. */
  query: string;
}

/**
 * The biometrics: a phone opened from the QR (the query names who validates; no session), a member
 * picked on the member list (the history entry names them and their request), or the session's holder.
 */
export const biometricsFlowEntry = (search: string, historyState: unknown): BiometricsEntry | NoRequest => {
  const qr = parseQrQuery(search);
  if (qr)
    return {
      kind: 'request',
      idSolicitud: qr.idSolicitud,
      personaFisica: qr.tipoPersona === 'FISICA',
      nroTributario: qr.doc,
      qr,
      query: search ? `?${search.replace(/^\?/, '')}` : '',
    };
  const state = (historyState ?? {}) as { nroTributario?: unknown; idSolicitud?: unknown };
  const member = typeof state.nroTributario === 'string' ? state.nroTributario : null;
  const idSolicitud = (typeof state.idSolicitud === 'string' && state.idSolicitud) || getSessionRequestId();
  if (!idSolicitud) return NO_REQUEST;
  return {
    kind: 'request',
    idSolicitud,
    personaFisica: member ? false : sessionIsPersonaFisica(),
    nroTributario: member,
    qr: null,
    query: '',
  };
};
