// POST /validar-direccion [bearer]: checks an address (body: core's validation payload).
import { addressValidationPayloadSchema } from '@alta/core/address/address.schema';
import { requireBearer } from '../auth.ts';
import { readJson } from '../body.ts';
import type { RegisterRoute } from '../deps.ts';
import { revisarDomicilio } from '../domicilio.ts';

export const validarDireccion: RegisterRoute = (api, deps) => {
  api.post('/validar-direccion', requireBearer(deps), async (c) => {
    const falla = revisarDomicilio(await readJson(c, addressValidationPayloadSchema));
    if (falla) throw falla;
    return c.json({});
  });
};
