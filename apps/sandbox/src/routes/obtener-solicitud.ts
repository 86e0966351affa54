// GET /solicitud/{idSolicitud} [bearer]: the application record.
import { requireBearer } from '../auth.ts';
import { findSolicitud } from '../db.ts';
import type { RegisterRoute } from '../deps.ts';
import { solicitudNoEncontrada } from '../errors.ts';
import { registro } from '../registro.ts';

export const obtenerSolicitud: RegisterRoute = (api, deps) => {
  api.get('/solicitud/:idSolicitud', requireBearer(deps), (c) => {
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    return c.json(registro(solicitud));
  });
};
