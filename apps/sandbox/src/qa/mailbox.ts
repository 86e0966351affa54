// GET /__sandbox/mailbox/{idSolicitud}: the latest e-mail code, so e2e tests can type it.
import { findOtp } from '../db.ts';
import type { RegisterRoute } from '../deps.ts';
import { ApiError } from '../errors.ts';

export const mailbox: RegisterRoute = (qa, deps) => {
  qa.get('/mailbox/:idSolicitud', (c) => {
    const otp = findOtp(deps.db, c.req.param('idSolicitud'));
    if (!otp) throw new ApiError(404, 'CodigoNoEnviado', 'No se envió ningún código para esta solicitud');
    return c.json({ code: otp.code, email: otp.email, sentAt: otp.sentAt });
  });
};
