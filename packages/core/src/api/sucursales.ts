// Branches for the legal address's province and locality, and the officers of one branch (journey §7).
import * as v from 'valibot';
import {
  type Oficial,
  oficialesResponseSchema,
  type Sucursal,
  type SucursalesQuery,
  sucursalesResponseSchema,
} from '../branch/branch.schema.ts';
import { api, call } from './client.ts';

/** Journey §7: a failure yields an empty list (the screen says so); it never throws. */
export const getSucursales = async ({ provincia, localidad = '' }: SucursalesQuery): Promise<Sucursal[]> => {
  try {
    const body = await call(() => api().get('sucursales', { searchParams: { provincia, localidad } }).json());
    return v.parse(sucursalesResponseSchema, body).sucursales;
  } catch {
    return [];
  }
};

export const getOficiales = (codigoSucursal: string): Promise<Oficial[]> =>
  call(
    async () =>
      v.parse(
        oficialesResponseSchema,
        await api()
          .get(`sucursales/${encodeURIComponent(codigoSucursal)}/oficiales`)
          .json(),
      ).oficiales,
  );
