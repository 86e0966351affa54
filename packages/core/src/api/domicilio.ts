// POST /validar-direccion (journey §7): any 2xx marks the address validated; the body is not read.
import type { AddressValidationPayload } from '../address/address.schema.ts';
import { api, call } from './client.ts';

export const validarDireccion = (payload: AddressValidationPayload): Promise<void> =>
  call(async () => {
    await api().post('validar-direccion', { json: payload });
  });
