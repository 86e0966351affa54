import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import { readDraft, saveDraft } from '../session/drafts.ts';
import { DRAFT_KEYS, removeItem } from '../session/storage.ts';
import type { ToastEvent } from '../shared/toast.ts';
import { oficial, sucursal } from '../../testing/data-flow-fixtures.ts';
import { type BranchFakes, fakeBranchSelection } from '../../testing/branch/branch-selection.fixtures.ts';
import {
  type BranchSelectionInput,
  branchSelectionMachine,
  type ConfirmPayload,
} from './branch-selection.machine.ts';
import type { Sucursal, SucursalesQuery } from './branch.schema.ts';
import { BRANCH_INPUT } from '../../testing/branch/branch-selection.paths.ts';
import { stateTags } from '../../testing/state-tags.ts';

afterEach(() => {
  for (const key of Object.values(DRAFT_KEYS)) removeItem(key);
});

const start = (fakes: BranchFakes = {}, input: Partial<BranchSelectionInput> = {}) => {
  const confirmed: ConfirmPayload[] = [];
  const actor = createActor(fakeBranchSelection(fakes, confirmed), { input: { ...BRANCH_INPUT, ...input } });
  const toasts: ToastEvent[] = [];
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, confirmed, toasts };
};

const NONE = { sucursalCodigo: null, oficialCodigo: null };

describe('branchSelectionMachine', () => {
  it('starts at the choice the flow holds, its officers loaded, and confirms it with the flow payload', async () => {
    const { actor, confirmed } = start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '001',
      oficialCodigo: 'OF-001-1',
    });
    actor.send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(confirmed).toEqual([
      {
        datosGenerales: { nombre: 'Juana', sucursalCodigo: '001', oficialCodigo: 'OF-001-1' },
        retiroSucursal: true,
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({
      seleccion: { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' },
      outcome: null,
    });
  });

  it('clears the officer when the branch changes, and takes only listed branches and officers', async () => {
    const { actor } = start({}, { start: NONE });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'sucursal.submit' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'sucursal.select', codigo: '999' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'sucursal.select', codigo: '002' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.oficiales.map((o) => o.codigo)).toEqual(['OF-002-1', 'OF-002-2']);
    actor.send({ type: 'oficial.select', codigo: 'OF-999' });
    expect(actor.getSnapshot().context.seleccion.oficialCodigo).toBeNull();
    actor.send({ type: 'oficial.select', codigo: 'OF-002-2' });
    expect(readDraft('sucursal', 'sol-1')).toEqual({ sucursalCodigo: '002', oficialCodigo: 'OF-002-2' });
    actor.send({ type: 'sucursal.select', codigo: '001' });
    expect(actor.getSnapshot().context.seleccion).toEqual({ sucursalCodigo: '001', oficialCodigo: null });
  });

  it('drops a starting branch the list does not have (a home link of another place)', async () => {
    const { actor } = start({}, { start: { sucursalCodigo: '777', oficialCodigo: 'X' } });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.seleccion).toEqual(NONE);
  });

  it("drops a starting officer the branch's list does not have", async () => {
    const { actor } = start({}, { start: { sucursalCodigo: '002', oficialCodigo: 'OF-001-1' } });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.seleccion).toEqual({ sucursalCodigo: '002', oficialCodigo: null });
  });

  it('starts from its draft over what the flow holds', async () => {
    saveDraft('sucursal', 'sol-1', { sucursalCodigo: '002', oficialCodigo: 'OF-002-2' });
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '002',
      oficialCodigo: 'OF-002-2',
    });
  });

  it('shows an empty branch list when there are none', async () => {
    const { actor } = start({ sucursales: [] });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context).toMatchObject({ sucursales: [], seleccion: NONE });
    actor.send({ type: 'sucursal.select', codigo: '001' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });

  it.each([
    [new ApiError(404, 'SucursalesNoEncontradas', 'No hay sucursales en PALERMO'), 'stays'],
    [new ApiError(0, undefined, undefined), 'leaves'],
  ])('a failed branch list goes through the catalogue (%s %s)', async (error, how) => {
    const actor = createActor(
      fakeBranchSelection().provide({
        actors: {
          getSucursales: fromPromise<Sucursal[], SucursalesQuery>(async () => {
            throw error;
          }),
        },
      }),
      { input: BRANCH_INPUT },
    );
    const toasts: ToastEvent[] = [];
    actor.on('toast', (event) => toasts.push(event));
    actor.start();
    if (how === 'stays') {
      // Journey §8: the server's message as a toast, on the page, with no branch to choose.
      await waitFor(actor, (s) => s.matches('choosing'));
      expect(toasts.map((t) => t.message)).toEqual(['No hay sucursales en PALERMO']);
      expect(actor.getSnapshot().context).toMatchObject({ sucursales: [], seleccion: NONE });
    } else {
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output?.outcome?.navigateTo).toMatch(/^\/error-secondary\//);
    }
  });

  it('toasts a failed officer list and keeps the branch', async () => {
    const { actor, toasts } = start({
      oficiales: async () => {
        throw new ApiError(404, 'SucursalesNoEncontradas', 'La sucursal no tiene oficiales');
      },
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(toasts.map((t) => t.message)).toEqual(['La sucursal no tiene oficiales']);
    expect(actor.getSnapshot().context.seleccion).toEqual({ sucursalCodigo: '001', oficialCodigo: null });
  });

  it('a failed officer list offers a retry, and picking the same branch again asks again (issue 24)', async () => {
    let calls = 0;
    const { actor } = start({
      oficiales: async (codigo) => {
        calls += 1;
        if (calls === 1) throw new ApiError(503, 'ErrorDomicilio', 'Sin oficiales por ahora');
        return [oficial(`OF-${codigo}-1`)];
      },
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.officersFailed).toBe(true);
    actor.send({ type: 'oficiales.retry' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.oficiales.length > 0);
    expect(actor.getSnapshot().context).toMatchObject({
      officersFailed: false,
      oficiales: [{ codigo: 'OF-001-1' }],
    });
    // With the officers in, neither a retry nor the same branch again does anything.
    actor.send({ type: 'oficiales.retry' });
    actor.send({ type: 'oficial.select', codigo: 'OF-001-1' });
    actor.send({ type: 'sucursal.select', codigo: '001' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.seleccion.oficialCodigo).toBe('OF-001-1');
    expect(calls).toBe(2);
  });

  it('picking the branch whose officers failed asks for them again', async () => {
    let calls = 0;
    const { actor } = start({
      oficiales: async (codigo) => {
        calls += 1;
        if (calls === 1) throw new ApiError(404, 'SucursalesNoEncontradas', 'x');
        return [oficial(`OF-${codigo}-1`)];
      },
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'sucursal.select', codigo: '001' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.oficiales.length > 0);
    expect(calls).toBe(2);
  });

  it('a toast-and-stay confirm failure keeps the choice; a technical one leaves with the outcome', async () => {
    let fail = new ApiError(400, 'ErrorDomicilio', 'Revisá el domicilio');
    const { actor, toasts } = start({
      confirm: async () => {
        throw fail;
      },
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.outcome !== null);
    expect(toasts.map((t) => t.message)).toEqual(['Revisá el domicilio']);
    expect(actor.getSnapshot().context.seleccion.oficialCodigo).toBe('OF-001-1');
    fail = new ApiError(0, undefined, undefined);
    actor.send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      seleccion: null,
      outcome: {
        navigateTo:
          '/error-secondary/Estamos%20con%20un%20inconveniente%20por%20favor%20intente%20m%C3%A1s%20tarde',
        delayMs: 0,
      },
    });
  });

  it('lets go of the page on a flow.goto once the lists are in, keeping the draft', async () => {
    let answer: (list: Sucursal[]) => void = () => {};
    const actor = createActor(
      fakeBranchSelection().provide({
        actors: {
          getSucursales: fromPromise<Sucursal[], SucursalesQuery>(
            () => new Promise((resolve) => (answer = resolve)),
          ),
        },
      }),
      { input: BRANCH_INPUT },
    ).start();
    actor.send({ type: 'flow.goto', step: 'datos' });
    expect(actor.getSnapshot().matches('loadingSucursales')).toBe(true);
    answer([sucursal('001'), sucursal('002')]);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'sucursal.select', codigo: '002' });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'flow.goto', step: 'datos' });
    expect(actor.getSnapshot().output).toEqual({ seleccion: null, outcome: null });
    expect(readDraft('sucursal', 'sol-1')).toEqual({ sucursalCodigo: '002', oficialCodigo: null });
  });
});

describe('branchSelectionMachine tags', () => {
  it("each list's loading, and busy while the choice is confirmed", () => {
    expect(stateTags(branchSelectionMachine)).toEqual({
      loadingSucursales: ['sucursalesLoading'],
      loadingOficiales: ['oficialesLoading'],
      confirming: ['busy'],
    });
  });
});
