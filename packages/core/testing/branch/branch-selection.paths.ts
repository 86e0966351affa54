// The branch-selection child's paths, shared by the model suite (branch-selection.model.ts, which adds
// what each state promises) and any browser walk of /sucursal: the machine, its input, the events the
// graph may take and where it stops. Nothing here may import vitest.
import { ApiError } from '../../src/api/api-error.ts';
import { savePreselection } from '../../src/session/preselection.ts';
import { DRAFT_KEYS, removeItem } from '../../src/session/storage.ts';
import { oficial, sucursal } from '../data-flow-fixtures.ts';
import type { ModelSpec } from '../model-harness.ts';
import {
  type BranchSelectionInput,
  branchSelectionMachine,
} from '../../src/branch/branch-selection.machine.ts';

/** The record's branch and officer (also the home link's): listed, so the officers load at once. */
export const START = { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' };

export const BRANCH_INPUT: BranchSelectionInput = {
  idSolicitud: 'sol-1',
  query: { provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES', localidad: 'PALERMO' },
  start: START,
  payload: { datosGenerales: { nombre: 'Juana' }, retiroSucursal: true } as BranchSelectionInput['payload'],
};

export const branchSelectionPaths: Omit<ModelSpec<typeof branchSelectionMachine>, 'promises'> = {
  machine: branchSelectionMachine,
  input: BRANCH_INPUT,
  apiActors: {
    getSucursales: 'getSucursales',
    getOficiales: 'getOficiales',
    confirmSeleccion: 'confirmSeleccion',
  },
  // No draft of an earlier path; the home link's choice stored, so its clearing shows.
  beforePath: () => {
    for (const key of Object.values(DRAFT_KEYS)) removeItem(key);
    savePreselection({ idSucursal: START.sucursalCodigo, idOficial: START.oficialCodigo });
  },
  // Past a failure that stays the machine behaves as it did before, so the graph stops there; but for
  // a failed officer list, whose 'Reintentar' (oficiales.retry) is the way on (issue 24).
  stopWhen: (s) => s.context.outcome !== null && !s.matches('left') && !s.context.officersFailed,
  events: [
    { type: 'xstate.done.actor.getSucursales', output: [sucursal('001'), sucursal('002')] },
    { type: 'xstate.done.actor.getSucursales', output: [] },
    {
      type: 'xstate.error.actor.getSucursales',
      error: new ApiError(404, 'SucursalesNoEncontradas', 'No hay sucursales en PALERMO'),
    },
    { type: 'xstate.error.actor.getSucursales', error: new ApiError(0, undefined, undefined) },
    { type: 'sucursal.select', codigo: '002' },
    { type: 'oficial.select', codigo: 'OF-002-1' },
    { type: 'xstate.done.actor.getOficiales', output: [oficial('OF-001-1'), oficial('OF-002-1')] },
    {
      type: 'xstate.error.actor.getOficiales',
      error: new ApiError(404, 'SucursalesNoEncontradas', 'Sin oficiales'),
    },
    { type: 'oficiales.retry' },
    { type: 'sucursal.submit' },
    { type: 'xstate.done.actor.confirmSeleccion' },
    { type: 'xstate.error.actor.confirmSeleccion', error: new ApiError(400, 'ErrorDomicilio', 'Revisá') },
    { type: 'xstate.error.actor.confirmSeleccion', error: new ApiError(0, undefined, undefined) },
    { type: 'flow.goto', step: 'datos' },
  ],
};
