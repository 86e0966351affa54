// The branch child's three ends as a flow sees them (the flows' model paths answer with these), and a
// child that runs on fake calls for the flows' own tests.
import { fromPromise } from 'xstate';
import { ApiError } from '../../src/api/api-error.ts';
import { resolveError } from '../../src/errors/catalogue.ts';
import { oficial, sucursal } from '../data-flow-fixtures.ts';
import {
  type BranchSelectionOutput,
  branchSelectionMachine,
  type ConfirmPayload,
  type ConfirmBranchChoiceInput,
} from '../../src/branch/branch-selection.machine.ts';
import type { Officer, Sucursal, SucursalesQuery } from '../../src/branch/branch.schema.ts';

export const BRANCH_CONFIRMED: BranchSelectionOutput = {
  seleccion: { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' },
  outcome: null,
};
/** No answer to the confirm: the catalogue's technical error page. */
export const BRANCH_LEFT: BranchSelectionOutput = {
  seleccion: null,
  outcome: resolveError(new ApiError(0, undefined, undefined)),
};
export const BRANCH_RELEASED: BranchSelectionOutput = { seleccion: null, outcome: null };

export interface BranchFakes {
  sucursales?: Sucursal[];
  oficiales?: (codigo: string) => Promise<Officer[]>;
  /** Each confirm's payload is pushed to `confirmed`; a throw is the call failing. */
  confirm?: (payload: ConfirmPayload) => Promise<void>;
}

/** The child on fakes: branches 001 and 002 with two officers each, unless told otherwise. */
export const fakeBranchSelection = (
  fakes: BranchFakes = {},
  confirmed: ConfirmPayload[] = [],
  queries: SucursalesQuery[] = [],
) =>
  branchSelectionMachine.provide({
    actors: {
      getSucursales: fromPromise<Sucursal[], SucursalesQuery>(async ({ input }) => {
        queries.push(input);
        return fakes.sucursales ?? [sucursal('001'), sucursal('002')];
      }),
      getOficiales: fromPromise<Officer[], string>(({ input }) =>
        (fakes.oficiales ?? (async (codigo) => [oficial(`OF-${codigo}-1`), oficial(`OF-${codigo}-2`)]))(
          input,
        ),
      ),
      confirmSeleccion: fromPromise<void, ConfirmBranchChoiceInput>(async ({ input }) => {
        confirmed.push(input.payload);
        await fakes.confirm?.(input.payload);
      }),
    },
  });
