// GET /tycs/{idSolicitud} [bearer, or the QR phone: auth-biometria.ts]: the terms documents of the
// request's product, {tycs: [{Nombre, Archivo}]} with Archivo a base64 PDF made by tycs-pdf.ts.
import { requireBearerOrQr } from '../auth-biometria.ts';
import { findSolicitud } from '../db.ts';
import type { RegisterRoute } from '../deps.ts';
import { solicitudNoEncontrada } from '../errors.ts';
import { registro } from '../registro.ts';
import { tycsDe } from '../tycs-pdf.ts';

export const tycs: RegisterRoute = (api, deps) => {
  api.get('/tycs/:idSolicitud', requireBearerOrQr(deps), async (c) => {
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    const producto = registro(solicitud).actividad === 'AGRO_NYP' ? 'AGRO' : 'PYME';
    return c.json({ tycs: await tycsDe(producto) });
  });
};
