// The error catalogue (journey §8) as data, and the one resolver that turns an error into what the
// user sees: a toast, a navigation, or both. Machines never decide this themselves.
import type { ApiError } from '../api/api-error.ts';
import { paths } from '../routes.ts';

export const DEFAULT_ERROR_MESSAGE =
  'No es posible continuar el alta por este canal. Por favor, dirigirse a la sucursal mas cercana.';
export const UNKNOWN_ERROR_MESSAGE = 'En este momento no es posible continuar. Intente más tarde...';
export const TECHNICAL_ERROR_MESSAGE = 'Estamos con un inconveniente por favor intente más tarde';
export const SESSION_EXPIRED_NOTICE = 'Tu sesión ha expirado por favor volve a retomar el proceso';
/**
 * Ours (issue 24): TelefonoIncorrecto goes home as the spec says, and this toast says why, so the
 * applicant corrects the phone in the form that kept it. Fixed, not the server's text: it names the
 * fields to look at.
 */
export const PHONE_REJECTED_MESSAGE =
  'El celular ingresado no es válido. Revisá el código de área y el número, y volvé a intentar.';

export const TOAST_MS = { error: 4000, success: 2000, beforeResume: 5000 } as const;
export const UNKNOWN_REDIRECT_MS = 2000;

export type Handling =
  | 'primaryFixed'
  | 'primaryServer'
  | 'secondaryFixed'
  | 'secondaryServer'
  | 'toastStay'
  | 'toastThenResume'
  | 'home'
  | 'sessionExpired';

export const CATALOGUE: Readonly<Record<string, Handling>> = {
  SolicitudNoEncontrada: 'primaryFixed',
  OfertaNoEncontrada: 'primaryFixed',
  IntegranteNoExiste: 'primaryFixed',
  sexo_invalido: 'primaryFixed',
  ErrorObtenerSolicitudEnCurso: 'primaryServer',
  SinSolicitud: 'primaryServer',
  ErrorBancaIndividuo: 'primaryServer',
  ErrorProductosActivos: 'primaryServer',
  FiltrosInicialesNoSuperados: 'primaryServer',
  EstadoImposibleRetome: 'primaryServer',
  IntegrantesInhabilitados: 'primaryServer',
  BusinessServiceError: 'primaryServer',
  ExternalServiceNegocioError: 'primaryServer',
  ErrorTecnico: 'secondaryFixed',
  ErrorProcesamientoDNI: 'secondaryFixed',
  ServicioNoDisponible: 'secondaryFixed',
  ErrorEncodeArchivo: 'secondaryFixed',
  MaxSizeRequest: 'secondaryFixed',
  ExternalServiceError: 'secondaryServer',
  NoPoseeDNI: 'secondaryServer',
  ProvinciaError: 'toastStay',
  ErrorDomicilioAltura: 'toastStay',
  ErrorDomicilioCalle: 'toastStay',
  ErrorDomicilioLocalidad: 'toastStay',
  ErrorDomicilio: 'toastStay',
  ErrorIntegranteDuplicado: 'toastStay',
  ErrorPorcentajeParticipacion: 'toastStay',
  SucursalesNoEncontradas: 'toastStay',
  ExtensionNoValida: 'toastStay',
  provincia_requerido: 'toastStay',
  ErrorSolicitudIniciada: 'toastThenResume',
  TelefonoIncorrecto: 'home',
  sesionExpirada: 'sessionExpired',
};

export interface Outcome {
  toast?: { message: string; durationMs: number };
  /** Where to go; absent means stay on the screen with everything typed kept. */
  navigateTo?: string;
  /** How long to wait before navigating, so the toast can be read. */
  delayMs: number;
  /** The page it leaves to offers 'Reintentar': the step can be tried again (issue 24). */
  retry?: boolean;
}

const toast = (message: string, durationMs: number = TOAST_MS.error) => ({ message, durationMs });

export const outcomeFor = (handling: Handling, serverMessage: string | undefined): Outcome => {
  const server = serverMessage || DEFAULT_ERROR_MESSAGE;
  switch (handling) {
    case 'primaryFixed':
      return { navigateTo: paths.errorPrimary(DEFAULT_ERROR_MESSAGE), delayMs: 0 };
    case 'primaryServer':
      return { navigateTo: paths.errorPrimary(server), delayMs: 0 };
    case 'secondaryFixed':
      return { navigateTo: paths.errorSecondary(DEFAULT_ERROR_MESSAGE), delayMs: 0 };
    case 'secondaryServer':
      return { navigateTo: paths.errorSecondary(server), delayMs: 0 };
    case 'toastStay':
      return { toast: toast(server), delayMs: 0 };
    case 'toastThenResume':
      return {
        toast: toast(server, TOAST_MS.beforeResume),
        navigateTo: paths.resume,
        delayMs: TOAST_MS.beforeResume,
      };
    case 'home':
      return { toast: toast(PHONE_REJECTED_MESSAGE), navigateTo: paths.home, delayMs: 0 };
    case 'sessionExpired':
      return { toast: toast(SESSION_EXPIRED_NOTICE), delayMs: 0 };
  }
};

/**
 * An error with a code follows the catalogue; an unknown code toasts and goes home after 2 s;
 * an error without a code (no answer, or an answer that is not the bank's error shape) is technical.
 */
export const resolveError = (error: Pick<ApiError, 'code' | 'serverMessage'>): Outcome => {
  if (error.code === undefined) {
    return { navigateTo: paths.errorSecondary(TECHNICAL_ERROR_MESSAGE), delayMs: 0 };
  }
  const handling = CATALOGUE[error.code];
  if (handling) return outcomeFor(handling, error.serverMessage);
  return { toast: toast(UNKNOWN_ERROR_MESSAGE), navigateTo: paths.home, delayMs: UNKNOWN_REDIRECT_MS };
};
