// The identity call's failures by status (identity §8), against the catalogue for everything else.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { DEFAULT_ERROR_MESSAGE, SESSION_EXPIRED_NOTICE } from '../errors/catalogue.ts';
import { backToInfo, identityOutcome } from './identity-outcome.ts';

const RETRY = 'Error en la validacion de identidad - por favor reintentar la validacion de biometria';

describe('identityOutcome', () => {
  it.each([503, 504, 599])('%i goes back to info-dni with the retry toast', (status) => {
    const outcome = identityOutcome(new ApiError(status, 'ServicioNoDisponible', 'x'));
    expect(outcome).toEqual({
      toast: { message: RETRY, durationMs: 4000 },
      navigateTo: '/datos-biometricos/info-dni',
      delayMs: 0,
    });
    expect(backToInfo(outcome)).toBe(true);
  });

  it('400 goes to error-primary with the server message', () => {
    const outcome = identityOutcome(new ApiError(400, 'ErrorValidacion', 'El DNI no corresponde al titular'));
    expect(outcome.navigateTo).toBe('/error-primary/El%20DNI%20no%20corresponde%20al%20titular');
    expect(outcome.toast).toBeUndefined();
    expect(backToInfo(outcome)).toBe(false);
  });

  it('500 goes to error-secondary with the server message, or the default text without one', () => {
    expect(identityOutcome(new ApiError(500, 'ErrorTecnico', 'Falla RENAPER')).navigateTo).toBe(
      '/error-secondary/Falla%20RENAPER',
    );
    expect(identityOutcome(new ApiError(500, undefined, undefined)).navigateTo).toBe(
      `/error-secondary/${encodeURIComponent(DEFAULT_ERROR_MESSAGE)}`,
    );
  });

  it('other statuses follow the catalogue (an expired session toasts and stays)', () => {
    expect(identityOutcome(new ApiError(403, 'sesionExpirada', 'x'))).toEqual({
      toast: { message: SESSION_EXPIRED_NOTICE, durationMs: 4000 },
      delayMs: 0,
    });
    expect(identityOutcome(new ApiError(0, undefined, undefined)).navigateTo).toMatch(/^\/error-secondary\//);
  });

  it('a failed attempt with attempts left offers a retry on its error page; the last one does not (issue 24)', () => {
    const twoLeft = 'No pudimos validar tu identidad. Podés volver a intentarlo (te quedan 2 intentos).';
    const failed = new ApiError(400, 'ValidacionIdentidadFallida', twoLeft);
    expect(identityOutcome(failed)).toEqual({
      navigateTo: `/error-primary/${encodeURIComponent(twoLeft)}`,
      delayMs: 0,
      retry: true,
    });
    // Known attempts: the one just failed was the last.
    expect(identityOutcome(failed, { cantidadIntentos: 2, cantidadIntentosMaxima: 3 }).retry).toBeUndefined();
    expect(identityOutcome(failed, { cantidadIntentos: 1, cantidadIntentosMaxima: 3 }).retry).toBe(true);
    const none =
      'No pudimos validar tu identidad y no quedan intentos disponibles. Por favor, dirigirse a la sucursal mas cercana.';
    expect(identityOutcome(new ApiError(400, 'ValidacionIdentidadFallida', none)).retry).toBeUndefined();
    expect(identityOutcome(new ApiError(400, 'BiometriaBloqueada', 'x')).retry).toBeUndefined();
  });
});
