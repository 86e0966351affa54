import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  DEFAULT_ERROR_MESSAGE,
  resolveError,
  SESSION_EXPIRED_NOTICE,
  TECHNICAL_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './catalogue.ts';

const enc = encodeURIComponent;
const SERVER = 'Mensaje del servidor';

const expected: Record<string, ReturnType<typeof resolveError>> = {};
const add = (codes: string[], outcome: ReturnType<typeof resolveError>) => {
  for (const code of codes) expected[code] = outcome;
};
add(['SolicitudNoEncontrada', 'OfertaNoEncontrada', 'IntegranteNoExiste', 'sexo_invalido'], {
  navigateTo: `/error-primary/${enc(DEFAULT_ERROR_MESSAGE)}`,
  delayMs: 0,
});
add(
  [
    'ErrorObtenerSolicitudEnCurso',
    'SinSolicitud',
    'ErrorBancaIndividuo',
    'ErrorProductosActivos',
    'FiltrosInicialesNoSuperados',
    'EstadoImposibleRetome',
    'IntegrantesInhabilitados',
    'BusinessServiceError',
    'ExternalServiceNegocioError',
  ],
  { navigateTo: `/error-primary/${enc(SERVER)}`, delayMs: 0 },
);
add(
  ['ErrorTecnico', 'ErrorProcesamientoDNI', 'ServicioNoDisponible', 'ErrorEncodeArchivo', 'MaxSizeRequest'],
  {
    navigateTo: `/error-secondary/${enc(DEFAULT_ERROR_MESSAGE)}`,
    delayMs: 0,
  },
);
add(['ExternalServiceError', 'NoPoseeDNI'], { navigateTo: `/error-secondary/${enc(SERVER)}`, delayMs: 0 });
add(
  [
    'ProvinciaError',
    'ErrorDomicilioAltura',
    'ErrorDomicilioCalle',
    'ErrorDomicilioLocalidad',
    'ErrorDomicilio',
    'ErrorIntegranteDuplicado',
    'ErrorPorcentajeParticipacion',
    'SucursalesNoEncontradas',
    'ExtensionNoValida',
    'provincia_requerido',
  ],
  { toast: { message: SERVER, durationMs: 4000 }, delayMs: 0 },
);
add(['ErrorSolicitudIniciada'], {
  toast: { message: SERVER, durationMs: 5000 },
  navigateTo: '/continuar-tramite',
  delayMs: 5000,
});
// The spec goes home in silence; the toast saying why is ours (issue 24).
add(['TelefonoIncorrecto'], {
  toast: {
    message: 'El celular ingresado no es válido. Revisá el código de área y el número, y volvé a intentar.',
    durationMs: 4000,
  },
  navigateTo: '/',
  delayMs: 0,
});
add(['sesionExpirada'], { toast: { message: SESSION_EXPIRED_NOTICE, durationMs: 4000 }, delayMs: 0 });

describe('error catalogue', () => {
  it.each(Object.entries(expected))('%s behaves as journey §8 says', (code, outcome) => {
    expect(resolveError({ code, serverMessage: SERVER })).toEqual(outcome);
  });

  it('covers every code of the catalogue in this test', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual(Object.keys(expected).sort());
  });

  it('an unknown code toasts the generic text and goes home after 2 s', () => {
    expect(resolveError({ code: 'CodigoNuevo', serverMessage: 'x' })).toEqual({
      toast: { message: UNKNOWN_ERROR_MESSAGE, durationMs: 4000 },
      navigateTo: '/',
      delayMs: 2000,
    });
  });

  it('an error without a code is technical', () => {
    expect(resolveError({ code: undefined, serverMessage: undefined })).toEqual({
      navigateTo: `/error-secondary/${enc(TECHNICAL_ERROR_MESSAGE)}`,
      delayMs: 0,
    });
  });

  it('a server-message code with an empty message falls back to the default text', () => {
    expect(resolveError({ code: 'SinSolicitud', serverMessage: '' }).navigateTo).toBe(
      `/error-primary/${enc(DEFAULT_ERROR_MESSAGE)}`,
    );
  });
});
