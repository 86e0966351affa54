// The bank's error body: a list whose first item the client reads. Routes throw ApiError and the
// app's onError renders it, so every error path yields the same shape.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorItem = { errorCode: string; errorMessage: string };
export type ErrorBody = { error: ErrorItem[] };

export const errorBody = (errorCode: string, errorMessage: string): ErrorBody => ({
  error: [{ errorCode, errorMessage }],
});

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    readonly errorMessage: string,
  ) {
    super(`${status} ${errorCode}: ${errorMessage}`);
  }
}

export const respondError = (
  c: Context,
  status: ContentfulStatusCode,
  errorCode: string,
  errorMessage: string,
) => c.json(errorBody(errorCode, errorMessage), status);

export const validationError = (message: string) => new ApiError(400, 'ErrorValidacion', message);

export const sesionExpirada = () =>
  new ApiError(403, 'sesionExpirada', 'Tu sesión ha expirado por favor volve a retomar el proceso');

export const solicitudNoEncontrada = (
  message = 'No encontramos una solicitud en curso para el CUIT ingresado',
) => new ApiError(404, 'SolicitudNoEncontrada', message);

/** The WAF challenge carries no body: the client only looks at the status and this header. */
export const wafChallenge = (c: Context) => c.body(null, 405, { 'x-amzn-waf-action': 'captcha' });
