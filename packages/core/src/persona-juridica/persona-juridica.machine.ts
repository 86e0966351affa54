// The company flow after the one-time code (journey §2, §4): the company data form
// (/onboarding-empresas/detalle/pj), then the branch and officer (/sucursal), then the members
// (/integrantes). Each step confirms to the server everything known so far, so a resume lands where
// the request really is.
// loading: the application record is read; the form and the branch are taken from it. A flow.goto
//   before it answers says which step the page was opened on (a reload, a deep link).
// routing: goes to the furthest step the page asked for that the record allows ('current': the
//   furthest the record allows, the members once the branch is confirmed).
// unavailable: the record could not be read and the catalogue keeps the user here; flow.retry.
// datos.editing: the company form. step.submit carries the values and whether the address block
//   passed: an unvalidated address emits address.required (the view scrolls to the block and shows
//   'Es necesario validar el domilicio para continuar'); FATCA or Sujeto Obligado goes to blocked.
// datos.confirming: confirmar-datos-juridica with the data; DatosDeLaEmpresa becomes IN_PROGRESS.
//   Tagged busy: the form's Continuar waits.
// sucursal: the branch and officer, a branchSelection child (branch/branch-selection.machine.ts) that
//   confirms them with confirmar-datos-juridica; a flow.goto to the data form lets it go (routing).
// done: DatosDeLaEmpresa VALIDATED, Integrantes IN_PROGRESS; on to /integrantes.
// blocked: a regulatory flag stops the flow at /error-secondary with the spec's message.
// *.failed → leaving → left: a catalogue error; toast and stay on the step, or go where it says (the
//   branch child toasts its own and hands the outcome over).
import { and, assign, enqueueActions, forwardTo, fromPromise, not, setup } from 'xstate';
import { ADDRESS_REQUIRED_MESSAGE, type AddressRequiredEvent } from '../address/address.schema.ts';
import { confirmarDatosJuridica } from '../api/confirmar-datos.ts';
import { getSolicitud } from '../api/solicitud.ts';
import { type ApplicationRecord, parseRecord } from '../application/record.ts';
import { isRegulatoryBlocked } from '../application/regulatory.ts';
import { NO_PROGRESS, personaJuridicaSteps } from '../application/steps.ts';
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
import { saveSteps } from '../session/steps.ts';
import type { ToastEvent } from '../shared/toast.ts';
import {
  advance,
  type ConfirmInput,
  confirmInput,
  fromRecord,
  type PersonaJuridicaContext,
  type PersonaJuridicaEvent,
  type PersonaJuridicaInput,
  parseDatos,
} from './persona-juridica.context.ts';
import type { ConfirmarDatosJuridicaPayload } from './persona-juridica.schema.ts';

export const personaJuridicaMachine = setup({
  types: {
    context: {} as PersonaJuridicaContext,
    events: {} as PersonaJuridicaEvent,
    input: {} as PersonaJuridicaInput,
    emitted: {} as ToastEvent | AddressRequiredEvent,
    tags: {} as 'busy',
  },
  actors: {
    getSolicitud: fromPromise<ApplicationRecord, string>(async ({ input }) =>
      parseRecord(await getSolicitud(input)),
    ),
    confirmarDatosJuridica: fromPromise<void, ConfirmInput>(({ input }) =>
      confirmarDatosJuridica(input.idSolicitud, input.payload),
    ),
    branchSelection: branchSelectionMachine.provide({
      actors: {
        confirmSeleccion: fromPromise<void, ConfirmSeleccionInput>(({ input }) =>
          confirmarDatosJuridica(input.idSolicitud, input.payload as ConfirmarDatosJuridicaPayload),
        ),
      },
    }),
  },
  guards: {
    datosValid: ({ event }) => event.type === 'step.submit' && parseDatos(event.values).success,
    addressValidated: ({ event }) => event.type === 'step.submit' && event.addressValidated,
    regulatoryBlocked: ({ event }) => {
      if (event.type !== 'step.submit') return false;
      const parsed = parseDatos(event.values);
      return parsed.success && isRegulatoryBlocked('juridica', parsed.output.nroTributario, parsed.output);
    },
    toSucursalAllowed: ({ context }) =>
      (context.requestedStep === 'sucursal' || context.requestedStep === 'current') && context.progress.datos,
    toDoneAllowed: ({ context }) => context.requestedStep === 'current' && context.progress.sucursal,
    gotoDatos: ({ event }) => event.type === 'flow.goto' && event.step === 'datos',
    gotoSucursal: ({ context, event }) =>
      event.type === 'flow.goto' && event.step === 'sucursal' && context.progress.datos,
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
      const parsed = parseDatos(event.values);
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
    clearDatosDraft: (_, _params: undefined) => clearDraft('datosPj'),
    // The child lets go of the page on a flow.goto; routing then takes the step asked for.
    releaseBranch: forwardTo('branchSelection'),
    sucursalConfirmed: assign(({ context }, { seleccion }: BranchSelectionOutput) => ({
      ...advance(context, { sucursal: true }),
      seleccion: seleccion as Seleccion,
      confirmada: seleccion,
      requestedStep: null,
    })),
    keepOutcome: assign({ outcome: (_, { outcome }: BranchSelectionOutput) => outcome }),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'personaJuridica',
  initial: 'loading',
  context: ({ input }) => ({
    idSolicitud: input.idSolicitud,
    requestedStep: input.entry ?? null,
    preselected: input.preselected ?? NO_SELECCION,
    formValues: null,
    actividadLocked: false,
    datos: null,
    seleccion: NO_SELECCION,
    confirmada: null,
    progress: NO_PROGRESS,
    steps: personaJuridicaSteps(NO_PROGRESS),
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
      entry: 'storeSteps',
      always: [
        { guard: 'toDoneAllowed', target: 'done', actions: 'forgetEntry' },
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
                target: '#personaJuridica.blocked',
                actions: 'keepDatos',
              },
              { guard: 'datosValid', target: 'confirming', actions: 'keepDatos' },
            ],
            'flow.goto': { guard: 'gotoSucursal', target: '#personaJuridica.sucursal' },
          },
        },
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'confirmarDatosJuridica',
            src: 'confirmarDatosJuridica',
            input: ({ context }) => confirmInput(context),
            onDone: { target: '#personaJuridica.sucursal', actions: ['datosConfirmed', 'clearDatosDraft'] },
            onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
          },
        },
        failed: {
          always: [
            { guard: 'outcomeStays', target: 'editing', actions: 'toastOutcome' },
            { target: '#personaJuridica.leaving', actions: 'toastOutcome' },
          ],
        },
      },
    },
    sucursal: {
      entry: 'storeSteps',
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
            target: 'done',
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
      on: { 'flow.goto': { guard: 'gotoDatos', actions: ['rememberEntry', 'releaseBranch'] } },
    },
    blocked: { type: 'final' },
    done: { type: 'final', entry: 'storeSteps' },
    leaving: { after: { outcomeDelay: 'left' } },
    left: { type: 'final' },
  },
});
