// /__sandbox/solicitudes/{idSolicitud}: read the stored request, or put it at any page/state.
import * as v from 'valibot';
import { readJson } from '../body.ts';
import { findSolicitud, updateSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { solicitudNoEncontrada } from '../errors.ts';

const text = (field: string) =>
  v.optional(
    v.pipe(
      v.string(`El campo ${field} debe ser texto`),
      v.trim(),
      v.nonEmpty(`El campo ${field} está vacío`),
      v.maxLength(200, `El campo ${field} es demasiado largo`),
    ),
  );

// Strict so a typo in a field name fails loudly instead of silently changing nothing.
const patchSchema = v.pipe(
  v.strictObject({ pagina: text('pagina'), estadoInternoNombre: text('estadoInternoNombre') }),
  v.check(
    (patch) => patch.pagina !== undefined || patch.estadoInternoNombre !== undefined,
    'Indicá pagina o estadoInternoNombre',
  ),
);

const NOT_FOUND = 'No encontramos la solicitud indicada';

export const solicitudes: RegisterRoute = (qa, deps) => {
  qa.get('/solicitudes/:idSolicitud', (c) => {
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada(NOT_FOUND);
    return c.json(solicitud);
  });

  qa.patch('/solicitudes/:idSolicitud', async (c) => {
    const patch = await readJson(c, patchSchema);
    const updated = updateSolicitud(deps.db, c.req.param('idSolicitud'), patch, isoAt(deps));
    if (!updated) throw solicitudNoEncontrada(NOT_FOUND);
    return c.json(updated);
  });
};
