// What a failed identity, terms or pre-check call does (identity §8), as Outcomes the catalogue's
// shape, so the flow machine acts on them as on every other error.
import type { ApiError } from '../api/api-error.ts';
import { DEFAULT_ERROR_MESSAGE, type Outcome, resolveError, TOAST_MS } from '../errors/catalogue.ts';
import { DEFAULT_ERROR_ROUTE, paths } from '../routes.ts';
import type { Biometria } from './biometrics.schema.ts';

export const BIOMETRICS_MESSAGES = {
  identityRetry: 'Error en la validacion de identidad - por favor reintentar la validacion de biometria',
  termsNotAccepted: 'Debe aceptar los Términos y Condiciones',
  termsAcceptFailed: 'Error al aceptar los terminos y condiciones',
  processError: 'Error en el proceso de Biometria, vuelva a intentarlo',
  disabledTitle: 'Ha ocurrido un error',
  // Ours (docs/decisions.md): the spec gives the modal's gist, not its words.
  disabledBody:
    'Uno de los integrantes no cumple con los requisitos para continuar el alta. Por favor, dirigite a una sucursal.',
  disabledExit: 'Salir',
  validating: 'Aguarde unos instantes estamos validando su identidad.',
  // Ours (issue 24): the request is not waiting for biometrics yet.
  checking: 'Estamos verificando el estado de tu solicitud…',
  notReadyTitle: 'Tu solicitud todavía no está lista para validar tu identidad',
  notReadyBody:
    'Puede que falte completar un paso del trámite. Volvé a intentarlo en unos minutos o retomá el trámite desde donde quedó.',
  notReadyResume: 'Retomar el trámite',
} as const;

/** The code that opens the 'Ha ocurrido un error' modal instead of the catalogue's route. */
export const INTEGRANTES_INHABILITADOS = 'IntegrantesInhabilitados';

const errorToast = (message: string) => ({ message, durationMs: TOAST_MS.error });

/** The identity call's answer for a counted failed attempt ('Podés volver a intentarlo…'). */
export const IDENTITY_FAILED = 'ValidacionIdentidadFallida';
const NONE_LEFT = /no quedan intentos/i;

/**
 * Whether a failed identity check can be tried again: the failure was a counted attempt, the server's
 * words do not say none are left and, when the member's attempts are known, this was not the last.
 */
export const identityRetryable = (
  error: Pick<ApiError, 'code' | 'serverMessage'>,
  biometria: Pick<Biometria, 'cantidadIntentos' | 'cantidadIntentosMaxima'> | null,
): boolean =>
  error.code === IDENTITY_FAILED &&
  !NONE_LEFT.test(error.serverMessage ?? '') &&
  (biometria === null || biometria.cantidadIntentos + 1 < biometria.cantidadIntentosMaxima);

/**
 * The identity call by status: 503 and above back to info-dni with a toast; 400 to error-primary and
 * 500 to error-secondary with the server's message; anything else as the catalogue says. A failed
 * attempt with attempts left leaves to an error page that offers 'Reintentar' (issue 24).
 */
export const identityOutcome = (
  error: Pick<ApiError, 'status' | 'code' | 'serverMessage'>,
  biometria: Pick<Biometria, 'cantidadIntentos' | 'cantidadIntentosMaxima'> | null = null,
): Outcome => {
  const message = error.serverMessage || DEFAULT_ERROR_MESSAGE;
  if (error.status === 400 && identityRetryable(error, biometria))
    return { navigateTo: paths.errorPrimary(message), delayMs: 0, retry: true };
  if (error.status >= 503) {
    return {
      toast: errorToast(BIOMETRICS_MESSAGES.identityRetry),
      navigateTo: paths.biometricInfoDni,
      delayMs: 0,
    };
  }
  if (error.status === 400) return { navigateTo: paths.errorPrimary(message), delayMs: 0 };
  if (error.status === 500) return { navigateTo: paths.errorSecondary(message), delayMs: 0 };
  return resolveError(error);
};

/** Whether an identity outcome sends the user back to the start of the capture. */
export const backToInfo = (outcome: Outcome | null): boolean =>
  outcome?.navigateTo === paths.biometricInfoDni;

/** A failed acceptance, whatever the cause: toast and /error. */
export const ACCEPT_TERMS_FAILED: Outcome = {
  toast: errorToast(BIOMETRICS_MESSAGES.termsAcceptFailed),
  navigateTo: paths.error,
  delayMs: 0,
};

/** The pre-check gave up (never AGUARDANDO_BIOMETRIA), or the member is not in the list. */
export const DEFAULT_ROUTE_OUTCOME: Outcome = { navigateTo: DEFAULT_ERROR_ROUTE, delayMs: 0 };

/**
 * The persona física pre-check failed (identity §4: 'any other failure goes to the error route'): the
 * default error route, except an expired session, whose dialog every screen opens (shell, §8).
 */
export const precheckOutcome = (error: Pick<ApiError, 'status' | 'code' | 'serverMessage'>): Outcome =>
  error.code === 'sesionExpirada' ? resolveError(error) : DEFAULT_ROUTE_OUTCOME;

/** Attempts used up: the error page with 'No se puede realizar la biometria'. */
export const attemptsOutcome = (message: string): Outcome => ({
  navigateTo: paths.errorPrimary(message),
  delayMs: 0,
});

/** A capture that broke, or a QR too old: toast and back to info-dni. */
export const PROCESS_ERROR_TOAST = errorToast(BIOMETRICS_MESSAGES.processError);

/** 'Salir' of the modal goes to the root. */
export const EXIT_OUTCOME: Outcome = { navigateTo: paths.home, delayMs: 0 };
