// GET /sucursales?provincia=&localidad= [bearer]: the branches of the legal address's locality.
import { sucursalesQuerySchema } from '@alta/core/branch/branch.schema';
import { requireBearer } from '../auth.ts';
import { check } from '../body.ts';
import type { RegisterRoute } from '../deps.ts';
import { ApiError } from '../errors.ts';
import { buscarSucursales } from '../seed-sucursales.ts';

export const sucursales: RegisterRoute = (api, deps) => {
  api.get('/sucursales', requireBearer(deps), (c) => {
    const { provincia, localidad } = check(sucursalesQuerySchema, {
      provincia: c.req.query('provincia'),
      localidad: c.req.query('localidad'),
    });
    const encontradas = buscarSucursales(provincia, localidad);
    if (encontradas.length === 0) {
      throw new ApiError(
        404,
        'SucursalesNoEncontradas',
        'No encontramos sucursales para la localidad indicada',
      );
    }
    return c.json({ sucursales: encontradas });
  });
};
