// POST /otp: checks the e-mail code; success hands out the session bearer.
import { otpValidationRequestSchema } from '@alta/core/otp/otp.schema';
import { issueToken } from '../auth.ts';
import { readJson } from '../body.ts';
import { consumeOtp, findOtp, findSolicitud, recordOtpFailure, updateSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { ApiError, solicitudNoEncontrada } from '../errors.ts';
import { CORREO_VALIDADO_KEY } from './crear-solicitud.ts';

export const MAX_OTP_FAILURES = 5;

// The web toasts the text between the quotes after 'el mensaje:', so every failure keeps this frame.
const otpError = (errorCode: string, detail: string) =>
  new ApiError(400, errorCode, `Error al validar el código, el mensaje: "${detail}"`);

export const validarOtp: RegisterRoute = (api, deps) => {
  api.post('/otp', async (c) => {
    const { token, idSolicitud } = await readJson(c, otpValidationRequestSchema);
    if (!findSolicitud(deps.db, idSolicitud)) {
      throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    }
    const otp = findOtp(deps.db, idSolicitud);
    if (!otp || otp.consumedAt !== null) {
      throw otpError('OtpInvalido', 'No hay un código vigente. Solicitá un nuevo código');
    }
    if (otp.failedAttempts >= MAX_OTP_FAILURES) {
      throw otpError('OtpBloqueado', 'Superaste la cantidad de intentos. Solicitá un nuevo código');
    }
    if (token !== otp.code) {
      recordOtpFailure(deps.db, idSolicitud);
      throw otpError('OtpInvalido', 'El código ingresado es incorrecto');
    }
    consumeOtp(deps.db, idSolicitud, isoAt(deps));
    // From now on a start for this CUIT is refused (ErrorSolicitudIniciada): the address is proven.
    const solicitud = findSolicitud(deps.db, idSolicitud);
    if (solicitud && !solicitud.datos[CORREO_VALIDADO_KEY])
      updateSolicitud(deps.db, idSolicitud, { datos: { [CORREO_VALIDADO_KEY]: isoAt(deps) } }, isoAt(deps));
    c.header('Authorization', `Bearer ${await issueToken(deps, idSolicitud)}`);
    return c.json({});
  });
};
