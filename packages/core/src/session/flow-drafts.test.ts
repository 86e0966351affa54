// The flow machines own the drafts' life: they restore the branch choice on load (draft over the
// record over the home link), keep it as it is chosen, and clear each step's draft once confirmed.
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { personaFisicaMachine } from '../persona-fisica/persona-fisica.machine.ts';
import { personaJuridicaMachine } from '../persona-juridica/persona-juridica.machine.ts';
import {
  PF_FORM,
  PF_FRESH_RECORD,
  PJ_COMPLETE_RECORD,
  PJ_FORM,
  PJ_FRESH_RECORD,
  sucursal,
  TODAY,
} from '../../testing/data-flow-fixtures.ts';
import { runDataFlow, sendWithAddress } from '../../testing/data-flow/data-flow.fakes.ts';
import { readDraft, readPreselection, saveDraft, savePreselection } from './drafts.ts';
import { DRAFT_KEYS, removeItem } from './storage.ts';

afterEach(() => {
  for (const key of Object.values(DRAFT_KEYS)) removeItem(key);
});

const BRANCHES = [sucursal('001'), sucursal('002'), sucursal('003')];
// The branch child on fake lists; its confirm answers as the flow's confirm does.
const fakes = (value: unknown, confirm: () => Promise<void> = async () => {}) => ({
  record: async () => value,
  sucursales: BRANCHES,
  confirm,
});
const pj = (
  value: unknown,
  input: { preselected?: unknown; entry?: 'sucursal' },
  confirm?: () => Promise<void>,
) => runDataFlow(personaJuridicaMachine, { idSolicitud: 'sol-2', ...input } as never, fakes(value, confirm));
const pf = (value: unknown) =>
  runDataFlow(personaFisicaMachine, { idSolicitud: 'sol-1', today: TODAY }, fakes(value));
// The user's submit, with the address block as they left it (the flow reads the block).
const submit = sendWithAddress;

describe('the company flow and its drafts', () => {
  it('restores an unconfirmed branch choice over the record and the home link', async () => {
    saveDraft('sucursal', 'sol-2', { sucursalCodigo: '002', oficialCodigo: 'OF-002-2' });
    const { actor, branch } = pj(PJ_COMPLETE_RECORD, {
      entry: 'sucursal',
      preselected: { sucursalCodigo: '003', oficialCodigo: 'OF-003-1' },
    });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    expect(branch().getSnapshot().context.seleccion).toEqual({
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
    savePreselection({ idSucursal: '003', idOficial: 'OF-003-1' });
    const { actor, branch } = pj(PJ_FRESH_RECORD, { preselected: readPreselection() });
    await waitFor(actor, (s) => s.matches('datos'));
    submit(actor, { type: 'step.submit', values: PJ_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    expect(readDraft('datosPj', 'sol-2')).toBeNull();
    expect(branch().getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '003',
      oficialCodigo: 'OF-003-1',
    });

    branch().send({ type: 'sucursal.select', codigo: '002' });
    expect(readDraft('sucursal', 'sol-2')).toEqual({ sucursalCodigo: '002', oficialCodigo: null });
    await waitFor(branch(), (s) => s.matches('choosing'));
    branch().send({ type: 'oficial.select', codigo: 'OF-002-1' });
    expect(readDraft('sucursal', 'sol-2')).toEqual({ sucursalCodigo: '002', oficialCodigo: 'OF-002-1' });

    // Back to the form and on again: the pick is still there (its draft), not the link's.
    actor.send({ type: 'flow.goto', step: 'datos' });
    submit(actor, { type: 'step.submit', values: PJ_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    expect(branch().getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '002',
      oficialCodigo: 'OF-002-1',
    });

    branch().send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(readDraft('sucursal', 'sol-2')).toBeNull();
    expect(readPreselection()).toBeNull();
  });

  it('keeps the data draft when the confirm fails', async () => {
    saveDraft('datosPj', 'sol-2', { values: { nombreFantasia: 'La Empresa' }, addressValidated: true });
    const { actor } = pj(PJ_FRESH_RECORD, {}, async () => {
      throw new Error('no answer');
    });
    await waitFor(actor, (s) => s.matches('datos'));
    submit(actor, { type: 'step.submit', values: PJ_FORM, addressValidated: true });
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
    const { actor, branch } = pf(PF_FRESH_RECORD);
    await waitFor(actor, (s) => s.matches('datos'));
    submit(actor, { type: 'step.submit', values: PF_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    expect(readDraft('datosPf', 'sol-1')).toBeNull();

    branch().send({ type: 'sucursal.select', codigo: '001' });
    await waitFor(branch(), (s) => s.matches('choosing'));
    branch().send({ type: 'oficial.select', codigo: 'OF-001-1' });
    branch().send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches({ envioTarjeta: 'choosing' }));
    expect(readDraft('sucursal', 'sol-1')).toBeNull();
    expect(readDraft('envioTarjeta', 'sol-1')).not.toBeNull();

    submit(actor, { type: 'entrega.submit', values: { retiroSucursal: true }, addressValidated: false });
    await waitFor(actor, (s) => s.matches('done'));
    expect(readDraft('envioTarjeta', 'sol-1')).toBeNull();
  });
});
