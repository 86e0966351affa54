// The flow machines own the drafts' life: they restore the branch choice on load (draft over the
// record over the home link), keep it as it is chosen, and clear each step's draft once confirmed.
import { afterEach, describe, expect, it } from 'vitest';
import { type ActorRefFrom, type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import type { ApplicationRecord } from '../application/record.ts';
import { fakeBranchSelection } from '../../testing/branch/branch-selection.fixtures.ts';
import type { branchSelectionMachine } from '../branch/branch-selection.machine.ts';
import { personaFisicaMachine } from '../persona-fisica/persona-fisica.machine.ts';
import type { ConfirmarDatosFisicaPayload } from '../persona-fisica/persona-fisica.schema.ts';
import { personaJuridicaMachine } from '../persona-juridica/persona-juridica.machine.ts';
import type { ConfirmarDatosJuridicaPayload } from '../persona-juridica/persona-juridica.schema.ts';
import {
  PF_FORM,
  PF_FRESH_RECORD,
  PJ_COMPLETE_RECORD,
  PJ_FORM,
  PJ_FRESH_RECORD,
  sucursal,
  TODAY,
} from '../../testing/data-flow-fixtures.ts';
import { readDraft, readPreseleccion, saveDraft, savePreseleccion } from './drafts.ts';
import { DRAFT_KEYS, removeItem } from './storage.ts';

afterEach(() => {
  for (const key of Object.values(DRAFT_KEYS)) removeItem(key);
});

const BRANCHES = [sucursal('001'), sucursal('002'), sucursal('003')];
type Confirm<P> = { idSolicitud: string; payload: P };
// The branch child on fake lists; its confirm answers as the flow's confirm does.
const lists = (confirm: () => Promise<void> = async () => {}) => ({
  branchSelection: fakeBranchSelection({ sucursales: BRANCHES, confirm }),
});
const branch = (actor: AnyActorRef) =>
  actor.getSnapshot().children.branchSelection as ActorRefFrom<typeof branchSelectionMachine>;
const record = (value: unknown) =>
  fromPromise<ApplicationRecord, string>(async () => value as ApplicationRecord);
const pj = (value: unknown, confirm = async () => {}) =>
  personaJuridicaMachine.provide({
    actors: {
      ...lists(confirm),
      getSolicitud: record(value),
      confirmarDatosJuridica: fromPromise<void, Confirm<ConfirmarDatosJuridicaPayload>>(confirm),
    },
  });
const pf = (value: unknown) =>
  personaFisicaMachine.provide({
    actors: {
      ...lists(),
      getSolicitud: record(value),
      confirmarDatosFisica: fromPromise<void, Confirm<ConfirmarDatosFisicaPayload>>(async () => {}),
    },
  });

describe('the company flow and its drafts', () => {
  it('restores an unconfirmed branch choice over the record and the home link', async () => {
    saveDraft('sucursal', 'sol-2', { sucursalCodigo: '002', oficialCodigo: 'OF-002-2' });
    const actor = createActor(pj(PJ_COMPLETE_RECORD), {
      input: {
        idSolicitud: 'sol-2',
        entry: 'sucursal',
        preselected: { sucursalCodigo: '003', oficialCodigo: 'OF-003-1' },
      },
    }).start();
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(actor), (s) => s.matches('choosing'));
    expect(branch(actor).getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '002',
      oficialCodigo: 'OF-002-2',
    });
    // What the server holds stays what later payloads carry until the new choice is confirmed.
    expect(actor.getSnapshot().context.confirmada).toEqual({
      sucursalCodigo: '001',
      oficialCodigo: 'OF-001-1',
    });
  });

  it('keeps each choice as a draft, and clears the drafts and the link once the server has them', async () => {
    saveDraft('datosPj', 'sol-2', { values: { nombreFantasia: 'La Empresa' }, addressValidated: true });
    savePreseleccion({ idSucursal: '003', idOficial: 'OF-003-1' });
    const actor = createActor(pj(PJ_FRESH_RECORD), {
      input: { idSolicitud: 'sol-2', preselected: readPreseleccion() },
    }).start();
    await waitFor(actor, (s) => s.matches('datos'));
    actor.send({ type: 'step.submit', values: PJ_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(actor), (s) => s.matches('choosing'));
    expect(readDraft('datosPj', 'sol-2')).toBeNull();
    expect(branch(actor).getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '003',
      oficialCodigo: 'OF-003-1',
    });

    branch(actor).send({ type: 'sucursal.select', codigo: '002' });
    expect(readDraft('sucursal', 'sol-2')).toEqual({ sucursalCodigo: '002', oficialCodigo: null });
    await waitFor(branch(actor), (s) => s.matches('choosing'));
    branch(actor).send({ type: 'oficial.select', codigo: 'OF-002-1' });
    expect(readDraft('sucursal', 'sol-2')).toEqual({ sucursalCodigo: '002', oficialCodigo: 'OF-002-1' });

    // Back to the form and on again: the pick is still there (its draft), not the link's.
    actor.send({ type: 'flow.goto', step: 'datos' });
    actor.send({ type: 'step.submit', values: PJ_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(actor), (s) => s.matches('choosing'));
    expect(branch(actor).getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '002',
      oficialCodigo: 'OF-002-1',
    });

    branch(actor).send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(readDraft('sucursal', 'sol-2')).toBeNull();
    expect(readPreseleccion()).toBeNull();
  });

  it('keeps the data draft when the confirm fails', async () => {
    saveDraft('datosPj', 'sol-2', { values: { nombreFantasia: 'La Empresa' }, addressValidated: true });
    const failing = pj(PJ_FRESH_RECORD, async () => {
      throw new Error('no answer');
    });
    const actor = createActor(failing, { input: { idSolicitud: 'sol-2' } }).start();
    await waitFor(actor, (s) => s.matches('datos'));
    actor.send({ type: 'step.submit', values: PJ_FORM, addressValidated: true });
    await waitFor(actor, (s) => !s.matches({ datos: 'confirming' }));
    expect(readDraft('datosPj', 'sol-2')).not.toBeNull();
  });
});

describe('the persona física flow and its drafts', () => {
  it('clears the data, branch and delivery drafts as each step is confirmed', async () => {
    saveDraft('datosPf', 'sol-1', { values: { nombre: 'Juana' }, addressValidated: true });
    saveDraft('envioTarjeta', 'sol-1', {
      retiroSucursal: false,
      domicilioEntrega: { calle: 'Corrientes' },
      addressValidated: false,
    });
    const actor = createActor(pf(PF_FRESH_RECORD), {
      input: { idSolicitud: 'sol-1', today: TODAY },
    }).start();
    await waitFor(actor, (s) => s.matches('datos'));
    actor.send({ type: 'step.submit', values: PF_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(actor), (s) => s.matches('choosing'));
    expect(readDraft('datosPf', 'sol-1')).toBeNull();

    branch(actor).send({ type: 'sucursal.select', codigo: '001' });
    await waitFor(branch(actor), (s) => s.matches('choosing'));
    branch(actor).send({ type: 'oficial.select', codigo: 'OF-001-1' });
    branch(actor).send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches({ envioTarjeta: 'choosing' }));
    expect(readDraft('sucursal', 'sol-1')).toBeNull();
    expect(readDraft('envioTarjeta', 'sol-1')).not.toBeNull();

    actor.send({ type: 'entrega.submit', values: { retiroSucursal: true }, addressValidated: false });
    await waitFor(actor, (s) => s.matches('done'));
    expect(readDraft('envioTarjeta', 'sol-1')).toBeNull();
  });
});
