// What both data flows do alike (data-flow.setup.ts, data-flow.states.ts): the option lists read with
// the record and failing the record's way, the drafts of the data form and of the card delivery kept
// by the flow, and the address block the flow spawns and reads.
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import { TECHNICAL_ERROR_MESSAGE } from '../errors/catalogue.ts';
import { PERSONA_JURIDICA_ROUTES, routeFor } from '../flow-routes.ts';
import { personaFisicaMachine } from '../persona-fisica/persona-fisica.machine.ts';
import { personaJuridicaMachine } from '../persona-juridica/persona-juridica.machine.ts';
import { paths } from '../routes.ts';
import { readDraft, saveDraft } from '../session/drafts.ts';
import { DRAFT_KEYS, removeItem } from '../session/storage.ts';
import {
  CONFIGURACION,
  DOMICILIO,
  PF_COMPLETE_RECORD,
  PF_FRESH_RECORD,
  PJ_FORM,
  PJ_FRESH_RECORD,
  TODAY,
} from '../../testing/data-flow-fixtures.ts';
import { type DataFlowFakes, runDataFlow } from '../../testing/data-flow/data-flow.fakes.ts';

afterEach(() => {
  for (const key of Object.values(DRAFT_KEYS)) removeItem(key);
});

const pj = (fakes: DataFlowFakes = {}) =>
  runDataFlow(
    personaJuridicaMachine,
    { idSolicitud: 'sol-2' },
    { record: async () => PJ_FRESH_RECORD, ...fakes },
  );
const pf = (fakes: DataFlowFakes = {}, entry?: 'envioTarjeta') =>
  runDataFlow(
    personaFisicaMachine,
    { idSolicitud: 'sol-1', today: TODAY, entry },
    { record: async () => PF_FRESH_RECORD, ...fakes },
  );

describe('the option lists', () => {
  it('are read once the record is in, and any step opens only with them', async () => {
    let recordRead = false;
    const { actor } = pj({
      configuracion: async () => {
        recordRead = actor.getSnapshot().context.formValues !== null;
        return CONFIGURACION;
      },
    });
    await waitFor(actor, (s) => s.matches('datos'));
    expect(recordRead).toBe(true);
    expect(actor.getSnapshot().context.configuracion).toEqual(CONFIGURACION);
  });

  it('an expired session waits with the record’s retry, which reads them again', async () => {
    let reads = 0;
    const { actor, toasts } = pj({
      configuracion: async () => {
        reads += 1;
        if (reads === 1) throw new ApiError(403, 'sesionExpirada', 'x');
        return CONFIGURACION;
      },
    });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().hasTag('unavailable')).toBe(true);
    expect(toasts.map((t) => t.message)).toEqual([
      'Tu sesión ha expirado por favor volve a retomar el proceso',
    ]);
    actor.send({ type: 'flow.retry' });
    await waitFor(actor, (s) => s.matches('datos'));
    expect(reads).toBe(2);
  });

  it('a technical failure leaves for /error-secondary', async () => {
    const { actor } = pj({
      configuracion: async () => {
        throw new ApiError(0, undefined, undefined);
      },
    });
    await waitFor(actor, (s) => s.matches('left'));
    expect(routeFor(PERSONA_JURIDICA_ROUTES, actor.getSnapshot())).toBe(
      paths.errorSecondary(TECHNICAL_ERROR_MESSAGE),
    );
  });
});

describe('the data form’s draft', () => {
  it('is not written by opening the form; each change writes it, with whether the block passed', async () => {
    const { actor, address } = pj();
    await waitFor(actor, (s) => s.matches({ datos: 'editing' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(readDraft('datosPj', 'sol-2')).toBeNull();

    const typed = { ...PJ_FORM, nombreFantasia: 'La Otra' };
    actor.send({ type: 'step.change', values: typed });
    expect(actor.getSnapshot().context.formValues).toEqual(typed);
    expect(readDraft('datosPj', 'sol-2')).toMatchObject({
      values: { nombreFantasia: 'La Otra' },
      addressValidated: false,
    });

    // A check that passes, then an edit that undoes it: the held draft follows the block.
    address().send({ type: 'address.validate', values: DOMICILIO });
    await waitFor(address(), (s) => s.matches('validated'));
    await waitFor(actor, () => readDraft('datosPj', 'sol-2')?.addressValidated === true);
    address().send({ type: 'address.edit' });
    await waitFor(actor, () => readDraft('datosPj', 'sol-2')?.addressValidated === false);
  });

  it('is laid over the record when the form opens again, its block restored as passed', async () => {
    saveDraft('datosPj', 'sol-2', {
      values: { nombreFantasia: 'La Otra', domicilio: DOMICILIO },
      addressValidated: true,
    });
    const { actor, address, prompts } = pj();
    await waitFor(actor, (s) => s.matches({ datos: 'editing' }));
    expect(actor.getSnapshot().context.formValues).toMatchObject({
      nombreFantasia: 'La Otra',
      razonSocial: 'EMPRESA 30712345678 S.A.',
      domicilio: DOMICILIO,
    });
    expect(address().getSnapshot().matches('validated')).toBe(true);
    // The submit reads the block itself: no prompt, on to the branch.
    actor.send({ type: 'step.submit', values: PJ_FORM });
    await waitFor(actor, (s) => s.matches('sucursal'));
    expect(prompts).toEqual([]);
  });
});

describe('the card delivery’s draft', () => {
  it('is written on each change, and a reload starts from it with its address restored', async () => {
    const first = pf({ record: async () => PF_COMPLETE_RECORD }, 'envioTarjeta');
    await waitFor(first.actor, (s) => s.matches({ envioTarjeta: 'choosing' }));
    expect(first.actor.getSnapshot().context.cardDeliveryValues).toMatchObject({ retiroSucursal: true });
    expect(readDraft('envioTarjeta', 'sol-1')).toBeNull();

    const delivery = { retiroSucursal: false, domicilioEntrega: DOMICILIO };
    first.actor.send({ type: 'entrega.change', values: delivery });
    first.address().send({ type: 'address.validate', values: DOMICILIO });
    await waitFor(first.actor, () => readDraft('envioTarjeta', 'sol-1')?.addressValidated === true);
    first.actor.stop();

    const reloaded = pf({ record: async () => PF_COMPLETE_RECORD }, 'envioTarjeta');
    await waitFor(reloaded.actor, (s) => s.matches({ envioTarjeta: 'choosing' }));
    expect(reloaded.actor.getSnapshot().context.cardDeliveryValues).toEqual(delivery);
    expect(reloaded.address().getSnapshot().matches('validated')).toBe(true);
    reloaded.actor.send({ type: 'entrega.submit', values: delivery });
    await waitFor(reloaded.actor, (s) => s.matches('done'));
    expect(readDraft('envioTarjeta', 'sol-1')).toBeNull();
  });
});
