// What the sandbox's identity check answers, decided by the member's DNI (the middle eight digits of
// the tax number) so QA and e2e can reach every outcome with a chosen CUIT, like the address rules'
// INEXISTENTE. Documented in docs/sandbox.md; faults still fail any call before these rules run.
import type { EstadoBiometria } from '@alta/core/biometrics/biometrics.schema';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A counted attempt ends in a member state; the two technical failures count nothing. */
export type Resultado =
  | { tipo: 'intento'; estado: EstadoBiometria }
  | { tipo: 'falla'; status: ContentfulStatusCode; errorCode: string; errorMessage: string };

/** DNI endings with a fixed outcome; any other DNI passes on its first attempt. */
export const FINALES = {
  siempreFallido: '90',
  fallidoPrimero: '91',
  error: '92',
  fallaTecnica: '93',
  noDisponible: '94',
} as const;

export const MENSAJES_BIOMETRIA = {
  noHabilitada: 'La solicitud no se encuentra en la etapa de validación de identidad',
  integranteNoExiste: 'El documento indicado no corresponde a un integrante de la solicitud',
  noNecesaria: 'El integrante indicado no necesita validar su identidad',
  sexo: 'El sexo indicado no coincide con el del integrante',
  // The member status list's texts (identity §4, §8).
  bloqueada: 'Para continuar con la validación deberá dirigirse a una sucursal',
  intentosAgotados: 'No se puede realizar la biometria',
  fallaTecnica: 'No pudimos procesar las imágenes del DNI. Por favor, intente nuevamente más tarde.',
  noDisponible: 'El servicio de validación de identidad no está disponible. Por favor, intente más tarde.',
  biometriaPendiente: 'Primero debe validar su identidad',
} as const;

/** The message of a failed attempt, saying how many are left. */
export const mensajeFallido = (restantes: number): string =>
  restantes <= 0
    ? 'No pudimos validar tu identidad y no quedan intentos disponibles. Por favor, dirigirse a la sucursal mas cercana.'
    : `No pudimos validar tu identidad. Podés volver a intentarlo (${
        restantes === 1 ? 'te queda 1 intento' : `te quedan ${restantes} intentos`
      }).`;

/** The outcome of attempt number `intento` (1-based) for the member with this DNI. */
export const resultadoPara = (dni: string, intento: number): Resultado => {
  const final = dni.slice(-2);
  switch (final) {
    case FINALES.siempreFallido:
      return { tipo: 'intento', estado: 'FALLIDO' };
    case FINALES.fallidoPrimero:
      return { tipo: 'intento', estado: intento === 1 ? 'FALLIDO' : 'COMPLETADO' };
    case FINALES.error:
      return { tipo: 'intento', estado: 'ERROR' };
    case FINALES.fallaTecnica:
      return {
        tipo: 'falla',
        status: 500,
        errorCode: 'ErrorProcesamientoDNI',
        errorMessage: MENSAJES_BIOMETRIA.fallaTecnica,
      };
    case FINALES.noDisponible:
      return {
        tipo: 'falla',
        status: 503,
        errorCode: 'ServicioNoDisponible',
        errorMessage: MENSAJES_BIOMETRIA.noDisponible,
      };
    default:
      return { tipo: 'intento', estado: 'COMPLETADO' };
  }
};
