// Who is validating their identity, read from the request detail (identity §3, §4, §5): a persona
// física (document number from the request, gender of the first member) or a company member (the tax
// number from the route state, who must be in the members list). Plus the identity call's fields.
import type { RequestDetail } from '../api/solicitud.ts';
import type { CapturedSelfie } from '../capture/face-capture.types.ts';
import type { ExpectedHolder } from '../capture/document-detector/dni-barcode.ts';
import { type CapturedDocument, tramiteFrom } from '../capture/id-capture.types.ts';
import { stripDashes } from '../shared/cuit.ts';
import {
  type Biometria,
  SEXOS,
  type Sexo,
  TIPO_DOCUMENTO,
  type ValidarIdentidadFields,
} from './biometrics.schema.ts';
import { hasAttemptsLeft } from './member-status.ts';
import type { QrPayload } from './qr-payload.ts';

/** The request state in which a persona física may start biometrics (identity §4). */
export const AGUARDANDO_BIOMETRIA = 'AGUARDANDO_BIOMETRIA';

export interface Holder {
  /** What the identity and terms calls send as nroDocumento. */
  nroDocumento: string;
  /** The tax number, for the QR's doc. */
  nroTributario: string;
  genero: Sexo | null;
  biometria: Biometria | null;
  nombre?: string | null;
  apellido?: string | null;
}

export const asSexo = (value: unknown): Sexo | null =>
  typeof value === 'string' && (SEXOS as readonly string[]).includes(value) ? (value as Sexo) : null;

export const awaitingBiometrics = (solicitud: Pick<RequestDetail, 'estadoInternoNombre'>): boolean =>
  solicitud.estadoInternoNombre === AGUARDANDO_BIOMETRIA;

// States a request leaves only through the user (its data steps) or never (a client, a finished
// request): polling them for AGUARDANDO_BIOMETRIA cannot succeed.
const SETTLED = /^(INICIADA|FINALIZADA|CANCELADA|RECHAZADA|CLIENTE_.*)$/;

/** Whether the request's state will not turn into AGUARDANDO_BIOMETRIA while the page waits. */
export const settledElsewhere = (solicitud: Pick<RequestDetail, 'estadoInternoNombre'>): boolean =>
  SETTLED.test(solicitud.estadoInternoNombre ?? '');

/**
 * The person named by the QR, on a phone that has no session to read the request with: the tax
 * number, its DNI (middle eight digits) as a persona física's document number, the QR's gender. The
 * attempts are unknown here; the identity call enforces them (docs/decisions.md, Biometrics).
 */
export const qrHolder = (qr: Pick<QrPayload, 'doc' | 'genero'>, personaFisica: boolean): Holder => {
  const cuit = stripDashes(qr.doc);
  return {
    nroDocumento: personaFisica ? cuit.slice(2, 10) : cuit,
    nroTributario: cuit,
    genero: asSexo(qr.genero),
    biometria: null,
  };
};

/** The attempts rule for the person validating (unknown biometria: the server decides). */
export const outOfAttempts = (holder: Holder | null): boolean =>
  holder?.biometria != null && !hasAttemptsLeft(holder.biometria);

/** A persona física: the request's document number and its first member's gender and biometria. */
export const personaFisicaHolder = (solicitud: RequestDetail): Holder => {
  const [first] = solicitud.integrantes;
  return {
    nroDocumento: solicitud.numeroDocumento ?? '',
    nroTributario: stripDashes(solicitud.nroTributario ?? first?.nroTributario ?? ''),
    genero: asSexo(first?.genero) ?? asSexo((solicitud as Record<string, unknown>).genero),
    biometria: first?.biometria ?? null,
    nombre: solicitud.clienteNombre ?? first?.nombre,
    apellido: solicitud.clienteApellido ?? first?.apellido,
  };
};

/** A company member by tax number (dashes ignored), or null when the list does not have them. */
export const memberHolder = (solicitud: RequestDetail, nroTributario: string): Holder | null => {
  const cuit = stripDashes(nroTributario);
  const member = solicitud.integrantes.find((m) => stripDashes(m.nroTributario) === cuit);
  if (!member) return null;
  return {
    nroDocumento: cuit,
    nroTributario: cuit,
    genero: asSexo(member.genero),
    biometria: member.biometria ?? null,
    nombre: member.nombre,
    apellido: member.apellido,
  };
};

/** What the computer's QR says (identity §5), or null until the request named who validates. */
export const qrPayloadOf = (flow: {
  holder: Holder | null;
  idSolicitud: string;
  qrTimestamp: number;
  personaFisica: boolean;
}): QrPayload | null =>
  flow.holder
    ? {
        doc: flow.holder.nroTributario,
        idSolicitud: flow.idSolicitud,
        timestamp: flow.qrTimestamp,
        genero: flow.holder.genero ?? '',
        tipoPersona: flow.personaFisica ? 'FISICA' : 'JURIDICA',
        qr: true,
      }
    : null;

/** What the front's barcode is checked against. */
export const expectedHolder = (holder: Holder | null): ExpectedHolder | undefined =>
  holder
    ? {
        documentNumber: holder.nroDocumento,
        nombre: holder.nombre ?? undefined,
        apellido: holder.apellido ?? undefined,
        genero: holder.genero ?? undefined,
      }
    : undefined;

export interface Captures {
  front: CapturedDocument;
  back: CapturedDocument;
  selfie: CapturedSelfie;
}

/**
 * The identity call's fields: nroTramite is the DNI's trámite number from the barcode (front, else
 * back), else the one typed from the card on the back's preview; the captures do not let anyone on without it, so an empty one here is a bug the call's
 * schema reports (docs/decisions.md, Biometrics).
 */
export const identityFields = (
  holder: Pick<Holder, 'nroDocumento'>,
  sexo: Sexo,
  { front, back, selfie }: Captures,
): ValidarIdentidadFields => ({
  nroTramite: tramiteFrom(front) ?? tramiteFrom(back) ?? '',
  tipoDocumento: TIPO_DOCUMENTO,
  nroDocumento: holder.nroDocumento,
  sexo,
  faceCapture: selfie.faceCapture,
  frenteDNI: front.image,
  dorsoDNI: back.image,
  selfie: selfie.selfie,
});

/** The identity call's fields from what the flow holds once the selfie is confirmed. */
export const identityFieldsOf = (flow: {
  holder: Holder | null;
  front: CapturedDocument | null;
  back: CapturedDocument | null;
  selfie: CapturedSelfie | null;
}): ValidarIdentidadFields => {
  const holder = flow.holder as Holder;
  // The info screen does not let anyone on without a gender; 'X' is never sent in practice.
  return identityFields(holder, holder.genero ?? 'X', {
    front: flow.front as CapturedDocument,
    back: flow.back as CapturedDocument,
    selfie: flow.selfie as CapturedSelfie,
  });
};
