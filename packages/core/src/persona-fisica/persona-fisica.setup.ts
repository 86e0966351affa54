// The persona física flow's named actors, guards, delays and actions (the machine's `setup`), apart
// from its states in persona-fisica.machine.ts so each file stays readable.
import * as v from 'valibot';
import { assign, enqueueActions, forwardTo, fromPromise, setup } from 'xstate';
import { ADDRESS_REQUIRED_MESSAGE, type AddressRequiredEvent } from '../address/address.schema.ts';
import { confirmarDatosFisica } from '../api/confirmar-datos.ts';
import { getSolicitud } from '../api/solicitud.ts';
import { type ApplicationRecord, parseRecord } from '../application/record.ts';
import { isRegulatoryBlocked } from '../application/regulatory.ts';
import {
  type BranchSelectionOutput,
  branchConfirmed,
  branchLeft,
  branchSelectionMachine,
  type ConfirmSeleccionInput,
} from '../branch/branch-selection.machine.ts';
import type { Seleccion } from '../branch/branch.schema.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { clearDraft } from '../session/drafts.ts';
import { saveSteps } from '../session/steps.ts';
import type { ToastEvent } from '../shared/toast.ts';
import {
  advance,
  type ConfirmInput,
  fromRecord,
  type PersonaFisicaContext,
  type PersonaFisicaEvent,
  type PersonaFisicaInput,
  parseDatos,
} from './persona-fisica.context.ts';
import { type ConfirmarDatosFisicaPayload, entregaSchema } from './persona-fisica.schema.ts';

export const personaFisicaSetup = setup({
  types: {
    context: {} as PersonaFisicaContext,
    events: {} as PersonaFisicaEvent,
    input: {} as PersonaFisicaInput,
    emitted: {} as ToastEvent | AddressRequiredEvent,
    tags: {} as 'busy',
  },
  actors: {
    getSolicitud: fromPromise<ApplicationRecord, string>(async ({ input }) =>
      parseRecord(await getSolicitud(input)),
    ),
    confirmarDatosFisica: fromPromise<void, ConfirmInput>(({ input }) =>
      confirmarDatosFisica(input.idSolicitud, input.payload),
    ),
    branchSelection: branchSelectionMachine.provide({
      actors: {
        confirmSeleccion: fromPromise<void, ConfirmSeleccionInput>(({ input }) =>
          confirmarDatosFisica(input.idSolicitud, input.payload as ConfirmarDatosFisicaPayload),
        ),
      },
    }),
  },
  guards: {
    datosValid: ({ context, event }) =>
      event.type === 'step.submit' && parseDatos(context.today, event.values).success,
    addressValidated: ({ event }) =>
      (event.type === 'step.submit' || event.type === 'entrega.submit') && event.addressValidated,
    regulatoryBlocked: ({ context, event }) => {
      if (event.type !== 'step.submit') return false;
      const parsed = parseDatos(context.today, event.values);
      return parsed.success && isRegulatoryBlocked('fisica', parsed.output.nroTributario, parsed.output);
    },
    entregaValid: ({ event }) =>
      event.type === 'entrega.submit' && v.safeParse(entregaSchema, event.values).success,
    entregaToAddress: ({ event }) => event.type === 'entrega.submit' && event.values.retiroSucursal === false,
    toEnvioTarjetaAllowed: ({ context }) =>
      (context.requestedStep === 'envioTarjeta' || context.requestedStep === 'current') &&
      context.progress.sucursal,
    toSucursalAllowed: ({ context }) =>
      context.requestedStep !== null && context.requestedStep !== 'datos' && context.progress.datos,
    gotoDatos: ({ event }) => event.type === 'flow.goto' && event.step === 'datos',
    gotoSucursal: ({ context, event }) =>
      event.type === 'flow.goto' && event.step === 'sucursal' && context.progress.datos,
    gotoEnvioTarjeta: ({ context, event }) =>
      event.type === 'flow.goto' && event.step === 'envioTarjeta' && context.progress.sucursal,
    branchConfirmed,
    branchLeft,
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    rememberEntry: assign({
      requestedStep: ({ context, event }) =>
        event.type === 'flow.goto' ? event.step : context.requestedStep,
    }),
    forgetEntry: assign({ requestedStep: null }),
    // The statuses as the client session data keeps them (session/steps.ts).
    storeSteps: ({ context }, _params: undefined) => saveSteps(context.steps),
    takeRecord: assign(({ context }, record: ApplicationRecord) => fromRecord(context, record)),
    keepDatos: assign(({ context, event }) => {
      if (event.type !== 'step.submit') return {};
      const parsed = parseDatos(context.today, event.values);
      return {
        formValues: event.values,
        datos: parsed.success ? parsed.output : context.datos,
        outcome: null,
      };
    }),
    keepFormValues: assign({
      formValues: ({ context, event }) => (event.type === 'step.submit' ? event.values : context.formValues),
    }),
    requireAddress: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ addressPrompts: context.addressPrompts + 1 });
      enqueue.emit({ type: 'address.required', message: ADDRESS_REQUIRED_MESSAGE });
    }),
    datosConfirmed: assign(({ context }) => advance(context, { datos: true })),
    // The server has the step now: its draft would only shadow it (docs/decisions.md).
    clearDatosDraft: (_, _params: undefined) => clearDraft('datosPf'),
    // The child lets go of the page on a flow.goto; routing then takes the step asked for.
    releaseBranch: forwardTo('branchSelection'),
    sucursalConfirmed: assign(({ context }, { seleccion }: BranchSelectionOutput) => ({
      ...advance(context, { sucursal: true }),
      seleccion: seleccion as Seleccion,
      confirmada: seleccion,
      requestedStep: null,
    })),
    keepOutcome: assign({ outcome: (_, { outcome }: BranchSelectionOutput) => outcome }),
    keepEntrega: assign({
      entrega: ({ context, event }) => {
        if (event.type !== 'entrega.submit') return context.entrega;
        const parsed = v.safeParse(entregaSchema, event.values);
        return parsed.success ? parsed.output : context.entrega;
      },
      outcome: null,
    }),
    entregaConfirmed: assign(({ context }) => advance(context, { entrega: true })),
    clearEntregaDraft: (_, _params: undefined) => clearDraft('envioTarjeta'),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
});
