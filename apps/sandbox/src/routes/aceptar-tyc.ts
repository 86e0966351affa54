// POST /solicitud/{idSolicitud}/aceptar-tyc [bearer, or the QR phone] {aceptaTyC: true, nroDocumento,
// tipoDocumento: CUIL} (identity §3, §7): the member (same rule as the identity call) accepts the terms once their
// biometrics are COMPLETADO. Answers 204, again on a repeat; when every member who must is done the
// request becomes a client (etapas.ts).
import { aceptarTycPayloadSchema } from '@alta/core/biometrics/biometrics.schema';
import { requireBearerOrQr } from '../auth-biometria.ts';
import { guardarValidacion, integranteDe, validacionDe } from '../biometria.ts';
import { readJson } from '../body.ts';
import { findSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { ApiError, solicitudNoEncontrada } from '../errors.ts';
import { alTerminarIntegrante } from '../etapas.ts';
import { MENSAJES_BIOMETRIA as MSG } from '../reglas-biometria.ts';

export const aceptarTyc: RegisterRoute = (api, deps) => {
  api.post('/solicitud/:idSolicitud/aceptar-tyc', requireBearerOrQr(deps), async (c) => {
    const payload = await readJson(c, aceptarTycPayloadSchema);
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    const integrante = integranteDe(solicitud, payload.nroDocumento);
    if (!integrante) throw new ApiError(400, 'IntegranteNoExiste', MSG.integranteNoExiste);
    const { nroTributario } = integrante;
    if (validacionDe(solicitud, nroTributario).tycAceptadosEn) return c.body(null, 204);
    if (integrante.biometria.estado !== 'COMPLETADO') {
      throw new ApiError(400, 'BiometriaPendiente', MSG.biometriaPendiente);
    }
    const at = isoAt(deps);
    const actualizada = guardarValidacion(deps.db, solicitud, nroTributario, { tycAceptadosEn: at }, at);
    alTerminarIntegrante(deps.db, actualizada, at);
    return c.body(null, 204);
  });
};
