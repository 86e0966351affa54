// GET /solicitud/{cuit}/retomar [captcha]: resume by tax number.
import { resumeFormSchema } from '@alta/core/resume/resume.schema';
import { stripDashes } from '@alta/core/shared/cuit';
import { maskEmail } from '@alta/core/shared/mask-email';
import { bearerSubject, requireCaptcha } from '../auth.ts';
import { check } from '../body.ts';
import { findSolicitudEnCurso } from '../db.ts';
import type { RegisterRoute } from '../deps.ts';
import { solicitudNoEncontrada } from '../errors.ts';

export const retomarSolicitud: RegisterRoute = (api, deps) => {
  api.get('/solicitud/:cuit/retomar', requireCaptcha, async (c) => {
    const { cuit } = check(resumeFormSchema, { cuit: c.req.param('cuit') });
    const solicitud = findSolicitudEnCurso(deps.db, stripDashes(cuit));
    if (!solicitud) throw solicitudNoEncontrada();
    // A bad or foreign bearer is not an error here: it only means the code must be asked again.
    const irOTP = (await bearerSubject(deps, c)) !== solicitud.idSolicitud;
    return c.json({
      idSolicitud: solicitud.idSolicitud,
      tipoPersona: solicitud.tipoPersona,
      retomeSolicitud: { pagina: solicitud.pagina, irOTP },
      // Masked: the caller proved only that it knows the CUIT (docs/decisions.md).
      email: maskEmail(String(solicitud.formulario.email ?? '')),
    });
  });
};
