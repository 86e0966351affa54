// The persona física flow after the one-time code (journey §2, §4): the data form
// (/onboarding-empresas/detalle/pf), the branch and officer (/sucursal) and the card delivery
// (/envio-tarjeta), then the next stage, biometric validation (docs/decisions.md). Each step confirms
// to the server everything known so far, so a resume lands where the request really is.
// loading: the application record is read; the form, the branch and the delivery are taken from it.
//   A flow.goto before it answers says which step the page was opened on (a reload, a deep link).
// routing: goes to the furthest step the page asked for that the record allows.
// unavailable: the record could not be read and the catalogue keeps the user here; flow.retry.
// datos.editing: the data form. step.submit carries the values and whether the address block passed:
//   an unvalidated address emits address.required (the view scrolls to the block and shows
//   'Es necesario validar el domilicio para continuar'); a set regulatory flag goes to blocked.
// datos.confirming: confirmar-datos-fisica with the data; then DatosPersonales is VALIDATED.
// sucursal: the branch and officer, a branchSelection child (branch/branch-selection.machine.ts) that
//   confirms them with confirmar-datos-fisica; a flow.goto the record allows lets it go (routing).
// envioTarjeta.choosing: pick up at the branch, or delivery to a validated address (entrega.submit).
// envioTarjeta.confirming: confirmar-datos-fisica with retiroSucursal / domicilioEntrega.
// done: EnvioTarjeta VALIDATED, Validacion IN_PROGRESS; on to /datos-biometricos/info-dni.
// blocked: a regulatory flag stops the flow at /error-secondary with the spec's message.
// *.failed → leaving → left: a catalogue error; toast and stay on the step, or go where it says (the
//   branch child toasts its own and hands the outcome over).
import * as v from 'valibot';
import { and, assign, enqueueActions, forwardTo, fromPromise, not, setup } from 'xstate';
import { ADDRESS_REQUIRED_MESSAGE, type AddressRequiredEvent } from '../address/address.schema.ts';
import { confirmarDatosFisica } from '../api/confirmar-datos.ts';
import { getSolicitud } from '../api/solicitud.ts';
import { todayIso } from '../application/dates.ts';
import { type ApplicationRecord, parseRecord } from '../application/record.ts';
import { isRegulatoryBlocked } from '../application/regulatory.ts';
import { NO_PROGRESS, personaFisicaSteps } from '../application/steps.ts';
import {
  type BranchSelectionOutput,
  branchConfirmed,
  branchLeft,
  branchSelectionInput,
  branchSelectionMachine,
  type ConfirmSeleccionInput,
} from '../branch/branch-selection.machine.ts';
import { NO_SELECCION, type Seleccion } from '../branch/branch.schema.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { clearDraft } from '../session/drafts.ts';
import type { ToastEvent } from '../shared/toast.ts';
import {
  advance,
  type ConfirmInput,
  confirmInput,
  fromRecord,
  type PersonaFisicaContext,
  type PersonaFisicaEvent,
  type PersonaFisicaInput,
  parseDatos,
} from './persona-fisica.context.ts';
import { type ConfirmarDatosFisicaPayload, entregaSchema } from './persona-fisica.schema.ts';

export const personaFisicaMachine = setup({
  types: {
    context: {} as PersonaFisicaContext,
    events: {} as PersonaFisicaEvent,
    input: {} as PersonaFisicaInput,
    emitted: {} as ToastEvent | AddressRequiredEvent,
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
      context.requestedStep === 'envioTarjeta' && context.progress.sucursal,
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
}).createMachine({
  id: 'personaFisica',
  initial: 'loading',
  context: ({ input }) => ({
    idSolicitud: input.idSolicitud,
    today: input.today ?? todayIso(),
    requestedStep: input.entry ?? null,
    preselected: input.preselected ?? NO_SELECCION,
    formValues: null,
    actividadLocked: false,
    datos: null,
    seleccion: NO_SELECCION,
    confirmada: null,
    entrega: null,
    progress: NO_PROGRESS,
    steps: personaFisicaSteps(NO_PROGRESS),
    addressPrompts: 0,
    outcome: null,
  }),
  states: {
    loading: {
      invoke: {
        id: 'getSolicitud',
        src: 'getSolicitud',
        input: ({ context }) => context.idSolicitud,
        onDone: { target: 'routing', actions: { type: 'takeRecord', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
      on: { 'flow.goto': { actions: 'rememberEntry' } },
    },
    routing: {
      always: [
        { guard: 'toEnvioTarjetaAllowed', target: 'envioTarjeta', actions: 'forgetEntry' },
        { guard: 'toSucursalAllowed', target: 'sucursal', actions: 'forgetEntry' },
        { target: 'datos', actions: 'forgetEntry' },
      ],
    },
    loadFailed: {
      always: [
        { guard: 'outcomeStays', target: 'unavailable', actions: 'toastOutcome' },
        { target: 'leaving', actions: 'toastOutcome' },
      ],
    },
    unavailable: { on: { 'flow.retry': 'loading' } },
    datos: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'step.submit': [
              {
                guard: and(['datosValid', not('addressValidated')]),
                actions: ['keepFormValues', 'requireAddress'],
              },
              {
                guard: and(['datosValid', 'regulatoryBlocked']),
                target: '#personaFisica.blocked',
                actions: 'keepDatos',
              },
              { guard: 'datosValid', target: 'confirming', actions: 'keepDatos' },
            ],
            'flow.goto': [
              { guard: 'gotoSucursal', target: '#personaFisica.sucursal' },
              { guard: 'gotoEnvioTarjeta', target: '#personaFisica.envioTarjeta' },
            ],
          },
        },
        confirming: {
          invoke: {
            id: 'confirmarDatosFisica',
            src: 'confirmarDatosFisica',
            input: ({ context }) => confirmInput(context),
            onDone: { target: '#personaFisica.sucursal', actions: ['datosConfirmed', 'clearDatosDraft'] },
            onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
          },
        },
        failed: {
          always: [
            { guard: 'outcomeStays', target: 'editing', actions: 'toastOutcome' },
            { target: '#personaFisica.leaving', actions: 'toastOutcome' },
          ],
        },
      },
    },
    sucursal: {
      invoke: {
        id: 'branchSelection',
        src: 'branchSelection',
        input: ({ context }) =>
          branchSelectionInput(
            context.idSolicitud,
            context.datos?.domicilio,
            context.seleccion,
            confirmInput(context).payload,
          ),
        onDone: [
          {
            guard: { type: 'branchConfirmed', params: ({ event }) => event.output },
            target: 'envioTarjeta',
            actions: { type: 'sucursalConfirmed', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'branchLeft', params: ({ event }) => event.output },
            target: 'leaving',
            actions: { type: 'keepOutcome', params: ({ event }) => event.output },
          },
          { target: 'routing' },
        ],
      },
      on: {
        'flow.goto': [
          { guard: 'gotoDatos', actions: ['rememberEntry', 'releaseBranch'] },
          { guard: 'gotoEnvioTarjeta', actions: ['rememberEntry', 'releaseBranch'] },
        ],
      },
    },
    envioTarjeta: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            'entrega.submit': [
              {
                guard: and(['entregaValid', 'entregaToAddress', not('addressValidated')]),
                actions: 'requireAddress',
              },
              { guard: 'entregaValid', target: 'confirming', actions: 'keepEntrega' },
            ],
            'flow.goto': [
              { guard: 'gotoDatos', target: '#personaFisica.datos' },
              { guard: 'gotoSucursal', target: '#personaFisica.sucursal' },
            ],
          },
        },
        confirming: {
          invoke: {
            id: 'confirmarDatosFisica',
            src: 'confirmarDatosFisica',
            input: ({ context }) => confirmInput(context, context.entrega),
            onDone: { target: '#personaFisica.done', actions: ['entregaConfirmed', 'clearEntregaDraft'] },
            onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
          },
        },
        failed: {
          always: [
            { guard: 'outcomeStays', target: 'choosing', actions: 'toastOutcome' },
            { target: '#personaFisica.leaving', actions: 'toastOutcome' },
          ],
        },
      },
    },
    blocked: { type: 'final' },
    done: { type: 'final' },
    leaving: { after: { outcomeDelay: 'left' } },
    left: { type: 'final' },
  },
});
