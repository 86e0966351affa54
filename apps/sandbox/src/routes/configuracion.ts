// GET /configuracion [bearer]: option lists and limits for the data forms.
import { requireBearer } from '../auth.ts';
import type { RegisterRoute } from '../deps.ts';
import { CONFIGURACION } from '../seed.ts';

export const configuracion: RegisterRoute = (api, deps) => {
  api.get('/configuracion', requireBearer(deps), (c) => c.json(CONFIGURACION));
};
