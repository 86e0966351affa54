// POST /solicitud/{idSolicitud}/confirmar-datos-fisica [bearer]: stores the persona física's data
// (then the branch and officer, then the card delivery) in the record and moves the request on.
import { addressToRecord } from '@alta/core/request/record';
import { confirmarDatosFisicaPayloadSchema } from '@alta/core/persona-fisica/persona-fisica.schema';
import { requireBearer } from '../auth.ts';
import { readJson } from '../body.ts';
import { findSolicitud, updateSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { solicitudNoEncontrada, validationError } from '../errors.ts';
import { ESTADO_AGUARDANDO_BIOMETRIA, paginaSiguiente } from '../progreso.ts';
import { revisarSeleccion } from '../seleccion.ts';

export const confirmarDatosFisica: RegisterRoute = (api, deps) => {
  api.post('/solicitud/:idSolicitud/confirmar-datos-fisica', requireBearer(deps), async (c) => {
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    if (solicitud.tipoPersona !== 'FISICA') {
      throw validationError('La solicitud no corresponde a una persona física');
    }
    const payload = await readJson(c, confirmarDatosFisicaPayloadSchema);
    const { datosGenerales: g, datosRegulatorios: r } = payload;
    const conSucursal = revisarSeleccion(g.sucursalCodigo, g.oficialCodigo);
    const conEntrega = payload.retiroSucursal !== undefined;
    if (payload.retiroSucursal === true && payload.domicilioEntrega) {
      throw validationError('Con retiro en sucursal no corresponde un domicilio de entrega');
    }
    if (payload.retiroSucursal === false && !payload.domicilioEntrega) {
      throw validationError('El campo domicilioEntrega es requerido');
    }
    if (payload.domicilioEntrega && !conEntrega)
      throw validationError('El campo retiroSucursal es requerido');
    if (conEntrega && !conSucursal) throw validationError('Elegí la sucursal antes del envío de la tarjeta');

    const propuesta = conEntrega ? 'BIOMETRIA DNI' : conSucursal ? 'envio_tarjeta' : 'sucursal';
    const pagina = paginaSiguiente('FISICA', solicitud.pagina, propuesta);
    updateSolicitud(
      deps.db,
      solicitud.idSolicitud,
      {
        pagina,
        ...(pagina === 'BIOMETRIA DNI' ? { estadoInternoNombre: ESTADO_AGUARDANDO_BIOMETRIA } : {}),
        datos: {
          clienteNombre: g.nombre,
          clienteApellido: g.apellido,
          contactoNombre: g.nombre,
          contactoApellido: g.apellido,
          fechaNacimiento: g.fechaNacimiento,
          genero: g.sexo,
          estadoCivil: g.estadoCivil,
          actividad: g.actividad,
          ...(g.facturacion !== undefined ? { facturacion: g.facturacion } : {}),
          autoDeclaradoPEP: r.pep,
          autoDeclaradoFATCA: r.fatca,
          autoDeclaradoSujetoObligado: r.sujetoObligado,
          condicionGanancias: payload.ganancias.situacion,
          condicionIVA: payload.iva.situacion,
          contactoDomicilio: addressToRecord(payload.domicilioFiscal),
          ...(conSucursal ? { sucursalCodigo: g.sucursalCodigo, oficialCodigo: g.oficialCodigo } : {}),
          ...(conEntrega
            ? {
                retiroSucursal: payload.retiroSucursal,
                domicilioEntrega: payload.domicilioEntrega ? addressToRecord(payload.domicilioEntrega) : null,
              }
            : {}),
        },
      },
      isoAt(deps),
    );
    return c.json({});
  });
};
