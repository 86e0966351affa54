// GET /sucursales/{codigo}/oficiales [bearer]: the commercial officers of a branch.
import { requireBearer } from '../auth.ts';
import type { RegisterRoute } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { oficialesDe } from '../seed-sucursales.ts';

export const oficiales: RegisterRoute = (api, deps) => {
  api.get('/sucursales/:codigo/oficiales', requireBearer(deps), (c) => {
    const lista = oficialesDe(c.req.param('codigo'));
    if (lista.length === 0)
      throw new ApiError(404, 'SucursalesNoEncontradas', 'La sucursal indicada no existe');
    return c.json({ oficiales: lista });
  });
};
