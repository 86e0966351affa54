// The branch-selection child's model: the branch list (the starting choice listed, or none), the
// officers (a pick during their load, a failure), the picks and their draft, the confirm with every way
// it can end, and letting go of the page.
import { expect } from 'vitest';
import { TECHNICAL_ERROR_MESSAGE } from '../../src/errors/catalogue.ts';
import { paths } from '../../src/routes.ts';
import { readDraft, readPreselection } from '../../src/session/drafts.ts';
import type { ModelSpec } from '../model-harness.ts';
import type {
  branchSelectionMachine,
  ConfirmBranchChoiceInput,
} from '../../src/branch/branch-selection.machine.ts';
import { BRANCH_INPUT, branchSelectionPaths } from './branch-selection.paths.ts';

const lastConfirm = (calls: Record<string, unknown[]>) =>
  calls.confirmSeleccion?.at(-1) as ConfirmBranchChoiceInput;

export const branchSelectionModel: ModelSpec<typeof branchSelectionMachine> = {
  ...branchSelectionPaths,
  promises: {
    loadingSucursales: (_, log) => expect(log.calls.getSucursales?.at(-1)).toEqual(BRANCH_INPUT.query),
    loadingOficiales: (s, log) => {
      expect(log.calls.getOficiales?.at(-1)).toBe(s.context.seleccion.sucursalCodigo);
      expect(s.context.oficiales).toEqual([]);
    },
    choosing: (s, log) => {
      // A failure that stays toasts the catalogue's message and keeps the lists.
      const toast = s.context.outcome?.toast;
      if (toast) expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: toast.message });
      const { sucursalCodigo, oficialCodigo } = s.context.seleccion;
      if (sucursalCodigo) expect(s.context.sucursales.map((x) => x.codigo)).toContain(sucursalCodigo);
      if (oficialCodigo) expect(s.context.oficiales.map((x) => x.codigo)).toContain(oficialCodigo);
      // Every pick is the step's draft, so a reload keeps it; the starting choice is not a pick.
      const draft = readDraft('sucursal', 'sol-1');
      if (draft) expect(draft).toEqual(s.context.seleccion);
    },
    confirming: (s, log) => {
      const { idSolicitud, payload } = lastConfirm(log.calls);
      expect(idSolicitud).toBe('sol-1');
      // The flow's payload so far, with this branch and officer.
      expect(payload).toMatchObject({ retiroSucursal: true });
      expect(payload.datosGenerales).toEqual({ nombre: 'Juana', ...s.context.seleccion });
    },
    confirmed: (s) => {
      expect(s.output).toEqual({ seleccion: s.context.seleccion, outcome: null });
      expect(s.output?.seleccion?.oficialCodigo).toBeTruthy();
      expect(readDraft('sucursal', 'sol-1')).toBeNull();
      expect(readPreselection()).toBeNull();
    },
    released: (s) => {
      expect(s.output).toEqual({ seleccion: null, outcome: null });
      expect(readPreselection()).not.toBeNull();
    },
    left: (s, log) => {
      // The flow leaves for the catalogue's page; a toast, when the catalogue has one, was shown here.
      expect(s.output).toEqual({ seleccion: null, outcome: s.context.outcome });
      expect(s.output?.outcome?.navigateTo).toBe(paths.errorSecondary(TECHNICAL_ERROR_MESSAGE));
      // (An officer list that failed earlier on the way, and was retried, toasted its own message.)
      expect(log.emitted.filter((e) => e.type === 'toast' && e.message !== 'Sin oficiales')).toHaveLength(0);
    },
    failed: () => {
      throw new Error('failed is transient and must never be observed');
    },
  },
};
