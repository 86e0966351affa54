// Branches for the legal address's province and locality, and the officers of one branch (journey §7).
import * as v from 'valibot';
import {
  type Officer,
  officersResponseSchema,
  type Sucursal,
  type SucursalesQuery,
  branchesResponseSchema,
} from '../branch/branch.schema.ts';
import { api, call } from './client.ts';

/**
 * Fails with the server's code: §8 toasts SucursalesNoEncontradas and stays, the catalogue handles the
 * rest. The list the screen keeps after a failure is empty (§7's "a failure yields an empty list"),
 * which the branch machine does, not this call.
 */
export const getSucursales = ({ provincia, localidad = '' }: SucursalesQuery): Promise<Sucursal[]> =>
  call(
    async () =>
      v.parse(
        branchesResponseSchema,
        await api().get('sucursales', { searchParams: { provincia, localidad } }).json(),
      ).sucursales,
  );

export const getOficiales = (codigoSucursal: string): Promise<Officer[]> =>
  call(
    async () =>
      v.parse(
        officersResponseSchema,
        await api()
          .get(`sucursales/${encodeURIComponent(codigoSucursal)}/oficiales`)
          .json(),
      ).oficiales,
  );
