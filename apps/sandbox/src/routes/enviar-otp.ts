// GET /otp?idSolicitud=...: "sends" a new e-mail code (to the QA mailbox and stdout).
import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { check } from '../body.ts';
import { findSolicitud, saveOtp } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { solicitudNoEncontrada } from '../errors.ts';

const querySchema = v.object({
  idSolicitud: v.pipe(v.string('El idSolicitud es requerido'), v.nonEmpty('El idSolicitud es requerido')),
});

export const enviarOtp: RegisterRoute = (api, deps) => {
  api.get('/otp', (c) => {
    const { idSolicitud } = check(querySchema, { idSolicitud: c.req.query('idSolicitud') });
    const solicitud = findSolicitud(deps.db, idSolicitud);
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    const email = typeof solicitud.formulario.email === 'string' ? solicitud.formulario.email : '';
    const code = randomInt(0, 10_000).toString().padStart(4, '0');
    saveOtp(deps.db, idSolicitud, code, email, isoAt(deps));
    deps.log(`[sandbox] código OTP para solicitud ${idSolicitud} (${email}): ${code}`);
    // The sandbox does not enforce the wait: the header only drives the web's resend countdown.
    c.header('X-OTP-Time-Expires', String(deps.otpResendMs));
    return c.json({});
  });
};
