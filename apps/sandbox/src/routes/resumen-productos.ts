// GET /resumen-productos/{idSolicitud} [bearer, or none from the QR phone while the request waits for
// biometrics: the terms screen shows this summary; auth-biometria.ts]: the offer summary.
import { requireBearerOrQr } from '../auth-biometria.ts';
import { findSolicitud } from '../db.ts';
import type { RegisterRoute } from '../deps.ts';
import { solicitudNoEncontrada } from '../errors.ts';
import { registro } from '../registro.ts';

const PRODUCTOS = ['Cuenta Corriente en Pesos', 'Caja de Ahorro en Dólares', 'Tarjeta de Débito'];

export const resumenProductos: RegisterRoute = (api, deps) => {
  api.get('/resumen-productos/:idSolicitud', requireBearerOrQr(deps), (c) => {
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    const agro = registro(solicitud).actividad === 'AGRO_NYP';
    return c.json({
      productos: agro ? ['Paquete Agro', ...PRODUCTOS] : PRODUCTOS,
      bonificacion: 100,
      plazo: 12,
    });
  });
};
