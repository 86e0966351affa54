// The calls of the biometric flow (identity §3, §7): the multipart of POST
// /biometria/validar-identidad/{idSolicitud}, GET /tycs/{idSolicitud} and POST
// /solicitud/{idSolicitud}/aceptar-tyc, and each member's `biometria` inside the request detail.
// The machine builds its requests with these; the sandbox checks what arrives with the same schemas.
import * as v from 'valibot';
import { readHead, sniffKind } from '../documents/documents.schema.ts';

/** The document type every biometric call sends (identity §5). */
export const TIPO_DOCUMENTO = 'CUIL';
export const SEXOS = ['M', 'F', 'X'] as const;
export type Sexo = (typeof SEXOS)[number];

/**
 * The spec's three JPEG files, in the order the form carries them; faceCapture goes as text before
 * them (docs/decisions.md, Biometrics).
 */
export const IDENTITY_IMAGES = ['frenteDNI', 'dorsoDNI', 'selfie'] as const;
export type IdentityImage = (typeof IDENTITY_IMAGES)[number];

/** An image larger than this is refused (a 1920x1080 JPEG at 0.95 is well under 2 MB). */
export const MAX_IMAGE_BYTES = 5_767_168;

export const BIOMETRICS_SCHEMA_MESSAGES = {
  tramiteNumber: 'El número de trámite es requerido',
  tramiteNumberDigits: 'El número de trámite son los 11 dígitos impresos en el DNI',
  tipoDocumento: `El tipo de documento debe ser ${TIPO_DOCUMENTO}`,
  nroDocumento: 'El número de documento debe tener entre 7 y 11 dígitos',
  sexo: 'El sexo debe ser M, F o X',
  image: (field: string) => `La imagen ${field} debe ser un archivo JPEG`,
  faceCapture: 'La captura del rostro debe ser una imagen JPEG en base64',
  imageSize: (field: string) => `La imagen ${field} supera el tamaño máximo permitido`,
  aceptaTyC: 'Debe aceptar los Términos y Condiciones',
} as const;
const M = BIOMETRICS_SCHEMA_MESSAGES;

/** A DNI (7-8 digits, persona física) or a CUIT (11 digits, company member). */
const nroDocumento = v.pipe(v.string(M.nroDocumento), v.regex(/^\d{7,11}$/, M.nroDocumento));
const tipoDocumento = v.literal(TIPO_DOCUMENTO, M.tipoDocumento);

const image = (field: IdentityImage) =>
  v.pipe(
    v.blob(M.image(field)),
    v.minSize(1, M.image(field)),
    v.maxSize(MAX_IMAGE_BYTES, M.imageSize(field)),
  );

/** The face cut from the selfie, base64 (our stand-in for the provider's encrypted selfie). */
const faceCapture = v.pipe(
  v.string(M.faceCapture),
  v.nonEmpty(M.faceCapture),
  v.base64(M.faceCapture),
  v.maxLength(Math.ceil(MAX_IMAGE_BYTES / 3) * 4, M.imageSize('faceCapture')),
  // Base64 of a JPEG opens with its SOI marker FF D8 FF.
  v.startsWith('/9j/', M.faceCapture),
);

/**
 * The DNI's número de trámite: 11 digits, read from the card's PDF417 or typed from the card when
 * the barcode cannot be read (id-capture.machine.ts checks the typed one with this same schema).
 */
export const tramiteNumberSchema = v.pipe(
  v.string(M.tramiteNumber),
  v.trim(),
  v.nonEmpty(M.tramiteNumber),
  v.regex(/^\d{11}$/, M.tramiteNumberDigits),
);

const textFields = {
  nroTramite: tramiteNumberSchema,
  tipoDocumento,
  nroDocumento,
  sexo: v.picklist(SEXOS, M.sexo),
  faceCapture,
};

/** The identity call's fields (identity §3): the shape, checked synchronously. */
export const validarIdentidadSchema = v.object({
  ...textFields,
  frenteDNI: image('frenteDNI'),
  dorsoDNI: image('dorsoDNI'),
  selfie: image('selfie'),
});
export type ValidarIdentidadFields = v.InferOutput<typeof validarIdentidadSchema>;

const jpegBytes = (field: IdentityImage) =>
  v.pipeAsync(
    image(field),
    v.checkAsync(async (blob: Blob) => sniffKind(await readHead(blob)) === 'jpeg', M.image(field)),
  );

/**
 * The same fields with each image's first bytes checked to be JPEG, and nothing else in the form:
 * what the sandbox runs.
 */
export const validarIdentidadRequestSchema = v.strictObjectAsync({
  ...textFields,
  frenteDNI: jpegBytes('frenteDNI'),
  dorsoDNI: jpegBytes('dorsoDNI'),
  selfie: jpegBytes('selfie'),
});

/** The multipart body; the text fields, then each image as a named .jpg file. */
export const buildValidarIdentidadForm = (fields: ValidarIdentidadFields): FormData => {
  const form = new FormData();
  form.append('nroTramite', fields.nroTramite);
  form.append('tipoDocumento', fields.tipoDocumento);
  form.append('nroDocumento', fields.nroDocumento);
  form.append('sexo', fields.sexo);
  form.append('faceCapture', fields.faceCapture);
  for (const field of IDENTITY_IMAGES) form.append(field, fields[field], `${field}.jpg`);
  return form;
};

// --- Terms and conditions ----------------------------------------------------------------------------

export const tycSchema = v.object({
  Nombre: v.pipe(v.string(), v.nonEmpty()),
  /** The PDF, base64 without a data: prefix. */
  Archivo: v.pipe(v.string(), v.nonEmpty(), v.base64()),
});
export type Tyc = v.InferOutput<typeof tycSchema>;

/** The answer of GET /tycs/{idSolicitud}. */
export const tycsResponseSchema = v.object({ tycs: v.array(tycSchema) });
export type TycsResponse = v.InferOutput<typeof tycsResponseSchema>;

/** The body of POST /solicitud/{idSolicitud}/aceptar-tyc; only an acceptance is ever sent. */
export const aceptarTycPayloadSchema = v.object({
  aceptaTyC: v.literal(true, M.aceptaTyC),
  nroDocumento,
  tipoDocumento,
});
export type AceptarTycPayload = v.InferOutput<typeof aceptarTycPayloadSchema>;

// --- Members' biometric state (request detail) ---------------------------------------------------------

export const ESTADOS_BIOMETRIA = ['COMPLETADO', 'FALLIDO', 'ERROR'] as const;
export type EstadoBiometria = (typeof ESTADOS_BIOMETRIA)[number];

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const biometriaSchema = v.object({
  /** null while the member has not finished a validation (Pendiente). */
  estado: v.nullable(v.picklist(ESTADOS_BIOMETRIA)),
  necesaria: v.boolean(),
  cantidadIntentos: count,
  cantidadIntentosMaxima: count,
});
export type Biometria = v.InferOutput<typeof biometriaSchema>;

/**
 * A member of the request detail's `integrantes` (identity §3). Loose, and lenient on what a stage
 * before biometrics may not have filled yet (gender, biometria).
 */
export const memberBiometricsSchema = v.looseObject({
  nroTributario: v.string(),
  /** M, F or X once known; kept as a string so an odd value never breaks the request detail. */
  genero: v.nullish(v.string()),
  nombre: v.nullish(v.string()),
  apellido: v.nullish(v.string()),
  representanteLegal: v.optional(v.boolean(), false),
  firmante: v.optional(v.boolean(), false),
  biometria: v.nullish(biometriaSchema),
});
export type MemberBiometrics = v.InferOutput<typeof memberBiometricsSchema>;
