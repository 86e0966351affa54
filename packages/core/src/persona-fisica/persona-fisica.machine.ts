// The persona física flow after the one-time code (journey §2, §4): the data form
// (/onboarding-empresas/detalle/pf), the branch and officer (/sucursal) and the card delivery
// (/envio-tarjeta), then the next stage, biometric validation (docs/decisions.md). Each step confirms
// to the server everything known so far, so a resume lands where the request really is.
// loading: the application record is read; the form, the branch and the delivery are taken from it.
//   A flow.goto before it answers says which step the page was opened on (a reload, a deep link).
// routing: goes to the furthest step the page asked for that the record allows ('current': the
//   furthest the record allows).
// unavailable: the record could not be read and the catalogue keeps the user here; flow.retry.
// datos.editing: the data form. step.submit carries the values and whether the address block passed:
//   an unvalidated address emits address.required (the view scrolls to the block and shows
//   'Es necesario validar el domilicio para continuar'); a set regulatory flag goes to blocked.
// datos.confirming: confirmar-datos-fisica with the data; then DatosPersonales is VALIDATED. Like
//   envioTarjeta.confirming it is tagged busy: the step's Continuar waits.
// sucursal: the branch and officer, a branchSelection child (branch/branch-selection.machine.ts) that
//   confirms them with confirmar-datos-fisica; a flow.goto the record allows lets it go (routing).
// envioTarjeta.choosing: pick up at the branch, or delivery to a validated address (entrega.submit).
// envioTarjeta.confirming: confirmar-datos-fisica with retiroSucursal / domicilioEntrega.
// done: EnvioTarjeta VALIDATED, Validacion IN_PROGRESS; on to /datos-biometricos/info-dni.
// blocked: a regulatory flag stops the flow at /error-secondary with the spec's message.
// *.failed → leaving → left: a catalogue error; toast and stay on the step, or go where it says (the
//   branch child toasts its own and hands the outcome over).
// The named actors, guards and actions are in persona-fisica.setup.ts.
import { and, not } from 'xstate';
import { todayIso } from '../application/dates.ts';
import { NO_PROGRESS, personaFisicaSteps } from '../application/steps.ts';
import { branchSelectionInput } from '../branch/branch-selection.machine.ts';
import { NO_SELECCION } from '../branch/branch.schema.ts';
import { confirmInput } from './persona-fisica.context.ts';
import { personaFisicaSetup } from './persona-fisica.setup.ts';

export const personaFisicaMachine = personaFisicaSetup.createMachine({
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
      entry: 'storeSteps',
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
          tags: ['busy'],
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
      entry: 'storeSteps',
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
          tags: ['busy'],
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
    done: { type: 'final', entry: 'storeSteps' },
    leaving: { after: { outcomeDelay: 'left' } },
    left: { type: 'final' },
  },
});
