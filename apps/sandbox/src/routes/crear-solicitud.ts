// POST /solicitud [captcha]: the home form starts a request.
import { randomUUID } from 'node:crypto';
import { isPersonaFisica, stripDashes } from '@alta/core/shared/cuit';
import { startFormSchema } from '@alta/core/start/start.schema';
import { requireCaptcha } from '../auth.ts';
import { readJson } from '../body.ts';
import { findSolicitudEnCurso, insertSolicitud, restartSolicitud, type TipoPersona } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { ApiError } from '../errors.ts';

/** Set in the request's datos when its e-mail code is first accepted (never in the read record). */
export const CORREO_VALIDADO_KEY = 'correoValidadoEn';

export const PAGINA_INICIAL: Record<TipoPersona, string> = {
  FISICA: 'DATOS GENERALES FISICA',
  JURIDICA: 'DATOS GENERALES JURIDICA',
};

export const crearSolicitud: RegisterRoute = (api, deps) => {
  api.post('/solicitud', requireCaptcha, async (c) => {
    const form = await readJson(c, startFormSchema);
    // The bank rejects the local mobile prefix: the number must be entered without the 15.
    if (form.telefono.startsWith('15')) {
      throw new ApiError(400, 'TelefonoIncorrecto', 'El teléfono ingresado es incorrecto');
    }
    const nroTributario = stripDashes(form.nroTributario);
    // No await between this lookup and the insert, so two starts for one CUIT cannot interleave.
    const enCurso = findSolicitudEnCurso(deps.db, nroTributario);
    // Its e-mail never validated (a mistyped address, issue 24): the start again replaces its start
    // form, and the code goes to the new address; ours, to confirm with the bank (docs/decisions).
    if (enCurso && !enCurso.datos[CORREO_VALIDADO_KEY]) {
      restartSolicitud(deps.db, enCurso.idSolicitud, { ...form, nroTributario }, isoAt(deps));
      return c.json({ idSolicitud: enCurso.idSolicitud, tipoPersona: `PERSONA_${enCurso.tipoPersona}` }, 201);
    }
    if (enCurso) {
      throw new ApiError(
        400,
        'ErrorSolicitudIniciada',
        'Ya existe una solicitud iniciada para este CUIT. Retomá el trámite.',
      );
    }
    const tipoPersona: TipoPersona = isPersonaFisica(nroTributario) ? 'FISICA' : 'JURIDICA';
    const idSolicitud = randomUUID();
    const at = isoAt(deps);
    insertSolicitud(deps.db, {
      idSolicitud,
      nroTributario,
      tipoPersona,
      pagina: PAGINA_INICIAL[tipoPersona],
      estadoInternoNombre: 'INICIADA',
      formulario: { ...form, nroTributario },
      datos: {},
      creadaEn: at,
      actualizadaEn: at,
    });
    return c.json({ idSolicitud, tipoPersona: `PERSONA_${tipoPersona}` }, 201);
  });
};
