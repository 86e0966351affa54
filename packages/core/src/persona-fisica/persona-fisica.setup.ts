// The persona física flow's `setup`: the shared data flow's (data-flow/data-flow.setup.ts) with what
// only this flow has, the card delivery (/envio-tarjeta): its checks, its draft and its confirm.
import * as v from 'valibot';
import { assign, enqueueActions } from 'xstate';
import { EMPTY_ADDRESS } from '../address/address.schema.ts';
import { addressPassed, advance } from '../data-flow/data-flow.context.ts';
import type { AddressActor } from '../data-flow/data-flow.types.ts';
import { dataFlowSetup } from '../data-flow/data-flow.setup.ts';
import { clearDraft, cardDeliveryStart, keepDraftAddress, readDraft, saveDraft } from '../session/drafts.ts';
import {
  PERSONA_FISICA,
  type PersonaFisicaContext,
  type PersonaFisicaEvent,
  type PersonaFisicaInput,
} from './persona-fisica.context.ts';
import { cardDeliverySchema } from './persona-fisica.schema.ts';

export const personaFisicaSetup = dataFlowSetup<PersonaFisicaContext, PersonaFisicaEvent, PersonaFisicaInput>(
  PERSONA_FISICA,
).extend({
  guards: {
    cardDeliveryValid: ({ event }) =>
      event.type === 'entrega.submit' && v.safeParse(cardDeliverySchema, event.values).success,
    cardDeliveryToAddress: ({ event }) =>
      event.type === 'entrega.submit' && event.values.retiroSucursal === false,
    gotoEnvioTarjeta: ({ context, event }) =>
      event.type === 'flow.goto' && event.step === 'envioTarjeta' && context.progress.sucursal,
  },
  actions: {
    // The form starts from its draft, else the delivery the flow holds; a delivery address that had
    // passed is restored as passed, without a call.
    openCardDelivery: enqueueActions(({ context, enqueue }) => {
      const start = cardDeliveryStart(
        context.entrega,
        readDraft('envioTarjeta', context.idSolicitud),
        EMPTY_ADDRESS,
      );
      enqueue.assign(({ spawn }) => ({
        cardDeliveryValues: start.values,
        address: spawn('address', { id: 'address', syncSnapshot: true }),
      }));
      if (start.addressValidated)
        enqueue.sendTo(({ context }) => context.address as AddressActor, {
          type: 'address.restore',
          values: start.values.domicilioEntrega,
        });
    }),
    keepCardDeliveryTyped: assign({
      cardDeliveryValues: ({ context, event }) =>
        event.type === 'entrega.change' ? event.values : context.cardDeliveryValues,
    }),
    saveCardDeliveryDraft: ({ context, event }) => {
      if (event.type === 'entrega.change')
        saveDraft('envioTarjeta', context.idSolicitud, {
          ...event.values,
          addressValidated: addressPassed(context),
        });
    },
    syncCardDeliveryDraft: ({ context }) =>
      keepDraftAddress('envioTarjeta', context.idSolicitud, addressPassed(context)),
    keepCardDelivery: assign({
      entrega: ({ context, event }) => {
        if (event.type !== 'entrega.submit') return context.entrega;
        const parsed = v.safeParse(cardDeliverySchema, event.values);
        return parsed.success ? parsed.output : context.entrega;
      },
      outcome: null,
    }),
    cardDeliveryConfirmed: assign(({ context }) => advance(context, { entrega: true }, PERSONA_FISICA)),
    // The server has the step now: its draft would only shadow it (docs/decisions.md).
    clearCardDeliveryDraft: (_, _params: undefined) => clearDraft('envioTarjeta'),
  },
});
