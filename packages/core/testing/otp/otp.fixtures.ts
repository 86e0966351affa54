// The code calls' answers for tests that fake them: a rejected code as the server words it, and a
// request that never reached the server.
import { ApiError } from '../../src/api/api-error.ts';

export const REJECTED_CODE_MESSAGE = 'El código ingresado es incorrecto';

export const OTP_REJECTION = new ApiError(
  400,
  'OtpInvalido',
  `Error al validar el código, el mensaje: "${REJECTED_CODE_MESSAGE}"`,
);

export const NETWORK_FAILURE = new ApiError(0, undefined, undefined);
