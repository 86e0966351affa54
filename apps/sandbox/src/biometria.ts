// Each member's biometric state (identity §3). A company's members come from POST /integrantes; a
// persona física has one member, the titular, built from the record. What the identity call, the
// terms and QA change is kept apart in `datos.validacionIdentidad`, keyed by tax number, and laid over
// the members whenever they are read, so re-reading the record never loses an attempt.
import {
  type Biometria,
  type EstadoBiometria,
  IDENTITY_IMAGES,
  type IdentityImage,
} from '@alta/core/biometrics/biometrics.schema';
import { type Json, type Solicitud, updateSolicitud } from './db.ts';
import { BIOMETRIA_INTENTOS_MAXIMOS } from './routes/integrantes.ts';

/** The three files, and the face the form carries as base64 (stored decoded, for QA to look at). */
export type CampoImagen = IdentityImage | 'faceCapture';
export const CAMPOS_IMAGEN: readonly CampoImagen[] = ['faceCapture', ...IDENTITY_IMAGES];

export type ImagenGuardada = {
  campo: CampoImagen;
  /** Relative to the data directory. */
  ruta: string;
  tamano: number;
  sha256: string;
};

export type Intento = {
  numero: number;
  en: string;
  nroTramite: string;
  resultado: EstadoBiometria;
  imagenes: ImagenGuardada[];
};

export type ValidacionGuardada = {
  estado?: EstadoBiometria | null;
  cantidadIntentos?: number;
  cantidadIntentosMaxima?: number;
  necesaria?: boolean;
  /** The sexo of the first counted attempt, for a member whose gender the record did not know. */
  genero?: string;
  tycAceptadosEn?: string | null;
  intentos?: Intento[];
};
type Validaciones = Record<string, ValidacionGuardada>;

/** The `datos` key; registro.ts keeps it out of the record the client reads. */
export const VALIDACION_KEY = 'validacionIdentidad';

export type Integrante = Json & {
  nroTributario: string;
  genero: string | null;
  biometria: Biometria;
};

const validaciones = (s: Solicitud): Validaciones =>
  (s.datos[VALIDACION_KEY] as Validaciones | undefined) ?? {};

export const validacionDe = (s: Solicitud, nroTributario: string): ValidacionGuardada =>
  validaciones(s)[nroTributario] ?? {};

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The DNI inside a CUIT/CUIL: its middle eight digits. */
export const dniDe = (nroTributario: string): string => nroTributario.slice(2, 10);

const titular = (s: Solicitud): Json => ({
  nroTributario: s.nroTributario,
  genero: text(s.datos.genero),
  nombre: text(s.datos.clienteNombre) ?? text(s.formulario.nombres),
  apellido: text(s.datos.clienteApellido) ?? text(s.formulario.apellidos),
  representanteLegal: true,
  firmante: true,
  porcentajeParticipacion: 100,
});

const superponer = (miembro: Json, v: ValidacionGuardada): Integrante => {
  const previa = (miembro.biometria ?? {}) as Partial<Biometria>;
  const nroTributario = String(miembro.nroTributario);
  return {
    ...miembro,
    nroTributario,
    genero: text(miembro.genero) ?? v.genero ?? null,
    biometria: {
      estado: v.estado !== undefined ? v.estado : (previa.estado ?? null),
      necesaria: v.necesaria ?? previa.necesaria ?? true,
      cantidadIntentos: v.cantidadIntentos ?? previa.cantidadIntentos ?? 0,
      cantidadIntentosMaxima:
        v.cantidadIntentosMaxima ?? previa.cantidadIntentosMaxima ?? BIOMETRIA_INTENTOS_MAXIMOS,
    },
  };
};

/** The members as the request detail shows them, with their current biometric state. */
export const integrantesDe = (s: Solicitud): Integrante[] => {
  const base =
    s.tipoPersona === 'FISICA' ? [titular(s)] : ((s.datos.integrantes as Json[] | undefined) ?? []);
  const guardadas = validaciones(s);
  return base.map((m) => superponer(m, guardadas[String(m.nroTributario)] ?? {}));
};

/**
 * The member a biometric call is about (identity §5): for a persona física the request's document
 * number (the DNI; the CUIT is accepted too, the type sent being CUIL), for a company the member's
 * tax number, which must be in the members list.
 */
export const integranteDe = (s: Solicitud, nroDocumento: string): Integrante | undefined => {
  const miembros = integrantesDe(s);
  if (s.tipoPersona === 'FISICA') {
    return nroDocumento === s.nroTributario || nroDocumento === dniDe(s.nroTributario)
      ? miembros[0]
      : undefined;
  }
  return miembros.find((m) => m.nroTributario === nroDocumento);
};

/** Merges a change into one member's stored validation; returns the updated request. */
export const guardarValidacion = (
  db: Parameters<typeof updateSolicitud>[0],
  s: Solicitud,
  nroTributario: string,
  cambio: ValidacionGuardada,
  at: string,
): Solicitud => {
  const todas = validaciones(s);
  const siguiente = { ...todas, [nroTributario]: { ...todas[nroTributario], ...cambio } };
  return updateSolicitud(db, s.idSolicitud, { datos: { [VALIDACION_KEY]: siguiente } }, at) ?? s;
};
