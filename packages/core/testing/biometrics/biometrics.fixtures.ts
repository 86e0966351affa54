// Images, terms and members used by the biometric schema, API and machine tests.
import { fromUint8Array } from 'js-base64';
import type { RequestDetail } from '../../src/api/solicitud.ts';
import type {
  MemberBiometrics,
  Tyc,
  ValidarIdentidadFields,
} from '../../src/biometrics/biometrics.schema.ts';

const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9];

/** A tiny blob that starts like a JPEG (the checks read the first bytes, not the whole image). */
export const jpegBlob = (tag = ''): Blob =>
  new Blob([new Uint8Array(JPEG_BYTES), tag], { type: 'image/jpeg' });

/** The same, base64 (the identity call's faceCapture). */
export const jpegBase64 = (tag = ''): string =>
  fromUint8Array(new Uint8Array([...JPEG_BYTES, ...new TextEncoder().encode(tag)]));

export const IDENTITY_FIELDS: ValidarIdentidadFields = {
  nroTramite: '00123456789',
  tipoDocumento: 'CUIL',
  nroDocumento: '23456789',
  sexo: 'F',
  faceCapture: jpegBase64('face'),
  frenteDNI: jpegBlob('frente'),
  dorsoDNI: jpegBlob('dorso'),
  selfie: jpegBlob('selfie'),
};

/** '%PDF-1.4' in base64. */
export const TYCS: Tyc[] = [
  { Nombre: 'Términos y Condiciones Generales', Archivo: 'JVBERi0xLjQ=' },
  { Nombre: 'Reglamento de la Cuenta', Archivo: 'JVBERi0xLjQ=' },
];

export const member = (
  nroTributario: string,
  biometria: Partial<NonNullable<MemberBiometrics['biometria']>> = {},
  flags: Partial<Pick<MemberBiometrics, 'firmante' | 'representanteLegal' | 'genero'>> = {},
): MemberBiometrics => ({
  nroTributario,
  nombre: 'Ana',
  apellido: 'Pérez',
  genero: 'F',
  firmante: true,
  representanteLegal: false,
  ...flags,
  biometria: { estado: null, necesaria: true, cantidadIntentos: 0, cantidadIntentosMaxima: 3, ...biometria },
});

/** A persona física's request detail, waiting for biometrics unless told otherwise. */
export const pfSolicitud = (
  overrides: Partial<RequestDetail> = {},
  first: MemberBiometrics = member('27234567891'),
): RequestDetail => ({
  idSolicitud: 'sol-1',
  tipoPersona: 'FISICA',
  numeroDocumento: '23456789',
  nroTributario: '27234567891',
  estadoInternoNombre: 'AGUARDANDO_BIOMETRIA',
  integrantes: [first],
  ...overrides,
});

/** A company's request detail with three members: pending, completed, out of attempts. */
export const pjSolicitud = (): RequestDetail => ({
  idSolicitud: 'sol-2',
  tipoPersona: 'JURIDICA',
  nroTributario: '30712345679',
  estadoInternoNombre: 'AGUARDANDO_BIOMETRIA',
  integrantes: [
    member('20111111112', {}, { genero: 'M' }),
    member('20222222223', { estado: 'COMPLETADO', cantidadIntentos: 1 }),
    member('20333333334', { estado: 'FALLIDO', cantidadIntentos: 3 }),
  ],
});
