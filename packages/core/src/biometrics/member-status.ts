// The member biometric status list of /estado-integrantes/:idSolicitud (identity §2 screen 12, §4,
// §5, §8) and the attempts rule the biometric flow shares with it.
import type { Biometria, EstadoBiometria, MemberBiometrics } from './biometrics.schema.ts';

export const MEMBER_STATUS_TEXTS = {
  pendiente: 'Pendiente',
  fallido: 'Fallido',
  bloqueado: 'Bloqueado',
  completado: 'Completado',
  servicesError: 'Ups hubo un error en los servicios ⚠',
  // Ours (docs/decisions.md): the spec shows a loading text and the columns without their wording.
  loading: 'Cargando integrantes...',
  columns: ['Nombre y Apellido', 'Rol', 'Estado', 'Acción'],
} as const;

export const ATTEMPTS_EXCEEDED_MESSAGE = 'No se puede realizar la biometria';

export const MEMBER_ACTION_TEXTS = {
  completado: 'COMPLETADO',
  bloqueado: 'BLOQUEADO',
  sucursal: 'Para continuar con la validación deberá dirigirse a una sucursal',
  iniciar: 'Iniciar Biometria',
} as const;

const ESTADO_TEXT: Readonly<Record<EstadoBiometria, string>> = {
  FALLIDO: MEMBER_STATUS_TEXTS.fallido,
  ERROR: MEMBER_STATUS_TEXTS.bloqueado,
  COMPLETADO: MEMBER_STATUS_TEXTS.completado,
};

/** null = Pendiente, FALLIDO = Fallido, ERROR = Bloqueado, COMPLETADO = Completado. */
export const statusText = (estado: EstadoBiometria | null | undefined): string =>
  estado ? ESTADO_TEXT[estado] : MEMBER_STATUS_TEXTS.pendiente;

export const roleText = ({
  representanteLegal,
  firmante,
}: Pick<MemberBiometrics, 'representanteLegal' | 'firmante'>): string =>
  representanteLegal && firmante
    ? 'Representante Legal / Firmante'
    : representanteLegal
      ? 'Representante Legal'
      : firmante
        ? 'Firmante'
        : '-';

/**
 * Attempts must not exceed cantidadIntentosMaxima: once they reach it no attempt is left (identity
 * §5; the list shows BLOQUEADO at equality).
 */
export const hasAttemptsLeft = (b: Pick<Biometria, 'cantidadIntentos' | 'cantidadIntentosMaxima'>): boolean =>
  b.cantidadIntentos < b.cantidadIntentosMaxima;

/**
 * Every member whose biometrics the bank needs has completed them: only then is the company's sign-up
 * over ('¡Ya sos cliente!'); until then a member who finished sees the waiting text.
 */
export const allRequiredMembersDone = (
  integrantes: readonly Pick<MemberBiometrics, 'biometria'>[],
): boolean =>
  integrantes.every(({ biometria }) => !biometria?.necesaria || biometria.estado === 'COMPLETADO');

/** Only members pending or failed, who need it and have attempts left, can start biometrics. */
export const canStartBiometrics = (b: Biometria): boolean =>
  b.necesaria && (b.estado === null || b.estado === 'FALLIDO') && hasAttemptsLeft(b);

export type MemberAction =
  | { kind: 'text'; text: string }
  | { kind: 'start'; label: string; nroTributario: string };

/** The action column, in the spec's order: COMPLETADO, out of attempts, ERROR, then the link. */
export const memberAction = (member: MemberBiometrics): MemberAction => {
  const b = member.biometria;
  if (!b) return { kind: 'text', text: '-' };
  if (b.estado === 'COMPLETADO') return { kind: 'text', text: MEMBER_ACTION_TEXTS.completado };
  if (!hasAttemptsLeft(b)) return { kind: 'text', text: MEMBER_ACTION_TEXTS.bloqueado };
  if (b.estado === 'ERROR') return { kind: 'text', text: MEMBER_ACTION_TEXTS.sucursal };
  if (canStartBiometrics(b)) {
    return { kind: 'start', label: MEMBER_ACTION_TEXTS.iniciar, nroTributario: member.nroTributario };
  }
  return { kind: 'text', text: '-' };
};

/** Only members whose biometria.necesaria is true are listed. */
export const listedMembers = (members: readonly MemberBiometrics[]): MemberBiometrics[] =>
  members.filter((m) => m.biometria?.necesaria === true);

/** A listed member whose state can still change (a pending or failed one with attempts left). */
export const isPending = (member: MemberBiometrics): boolean =>
  member.biometria ? canStartBiometrics(member.biometria) : false;

export interface MemberRow {
  nroTributario: string;
  nombre: string;
  rol: string;
  estado: string;
  action: MemberAction;
}

export const memberRows = (members: readonly MemberBiometrics[]): MemberRow[] =>
  listedMembers(members).map((m) => ({
    nroTributario: m.nroTributario,
    nombre: [m.nombre, m.apellido].filter(Boolean).join(' '),
    rol: roleText(m),
    estado: statusText(m.biometria?.estado),
    action: memberAction(m),
  }));
