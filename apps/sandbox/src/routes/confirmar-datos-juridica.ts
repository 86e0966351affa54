// POST /solicitud/{idSolicitud}/confirmar-datos-juridica [bearer]: stores the company's data (then
// the branch and officer) in the record and moves the request on.
import { addressToRecord } from '@alta/core/request/record';
import { confirmarDatosJuridicaPayloadSchema } from '@alta/core/persona-juridica/persona-juridica.schema';
import { requireBearer } from '../auth.ts';
import { readJson } from '../body.ts';
import { findSolicitud, updateSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { solicitudNoEncontrada, validationError } from '../errors.ts';
import { paginaSiguiente } from '../progreso.ts';
import { revisarSeleccion } from '../seleccion.ts';

export const confirmarDatosJuridica: RegisterRoute = (api, deps) => {
  api.post('/solicitud/:idSolicitud/confirmar-datos-juridica', requireBearer(deps), async (c) => {
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    if (solicitud.tipoPersona !== 'JURIDICA') {
      throw validationError('La solicitud no corresponde a una persona jurídica');
    }
    const payload = await readJson(c, confirmarDatosJuridicaPayloadSchema);
    const { datosGenerales: g, datosRegulatorios: r } = payload;
    const conSucursal = revisarSeleccion(g.sucursalCodigo, g.oficialCodigo);
    const pagina = paginaSiguiente('JURIDICA', solicitud.pagina, conSucursal ? 'integrantes' : 'sucursal');
    updateSolicitud(
      deps.db,
      solicitud.idSolicitud,
      {
        pagina,
        datos: {
          razonSocial: g.razonSocial,
          nombreFantasia: g.nombreFantasia,
          tipoSociedad: g.tipoSocietario,
          facturacion: g.facturacion,
          franquicia: g.franquicia,
          actividad: g.actividad,
          autoDeclaradoFATCA: r.fatca,
          autoDeclaradoSujetoObligado: r.sujetoObligado,
          condicionGanancias: payload.ganancias.situacion,
          condicionIVA: payload.iva.situacion,
          contactoDomicilio: addressToRecord(payload.domicilioFiscal),
          ...(conSucursal ? { sucursalCodigo: g.sucursalCodigo, oficialCodigo: g.oficialCodigo } : {}),
        },
      },
      isoAt(deps),
    );
    return c.json({});
  });
};
