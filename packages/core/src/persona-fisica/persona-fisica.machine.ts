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
// sucursal.loadingSucursales: the branches of the address's province and locality (a failure: none).
// sucursal.loadingOficiales: the officers of the chosen (or preselected) branch.
// sucursal.choosing: pick a branch and an officer; sucursal.submit confirms them.
// sucursal.confirming: confirmar-datos-fisica with the branch and officer.
// envioTarjeta.choosing: pick up at the branch, or delivery to a validated address (entrega.submit).
// envioTarjeta.confirming: confirmar-datos-fisica with retiroSucursal / domicilioEntrega.
// done: EnvioTarjeta VALIDATED, Validacion IN_PROGRESS; on to /datos-biometricos/info-dni.
// blocked: a regulatory flag stops the flow at /error-secondary with the spec's message.
// *.failed → leaving → left: a catalogue error; toast and stay on the step, or go where it says.
import * as v from 'valibot';
import { and, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { ADDRESS_REQUIRED_MESSAGE, type AddressRequiredEvent } from '../address/address.schema.ts';
import { confirmarDatosFisica } from '../api/confirmar-datos.ts';
import { getSolicitud } from '../api/solicitud.ts';
import { getOficiales, getSucursales } from '../api/sucursales.ts';
import { todayIso } from '../application/dates.ts';
import {
  type ApplicationRecord,
  isActividadLocked,
  parseRecord,
  recordEntrega,
  recordSeleccion,
  recordToPersonaFisicaForm,
} from '../application/record.ts';
import { isRegulatoryBlocked } from '../application/regulatory.ts';
import {
  NO_PROGRESS,
  type PersonaFisicaStep,
  type Progress,
  personaFisicaSteps,
  type StepStatus,
} from '../application/steps.ts';
import {
  isCompleteSeleccion,
  NO_SELECCION,
  type Oficial,
  type Seleccion,
  type SeleccionParcial,
  type Sucursal,
  type SucursalesQuery,
} from '../branch/branch.schema.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { clearDraft, clearSeleccionDrafts, saveDraft, seleccionStart } from '../session/drafts.ts';
import { getNroTributario } from '../session/session-data.ts';
import type { ToastEvent } from '../shared/toast.ts';
import {
  buildPersonaFisicaPayload,
  type ConfirmarDatosFisicaPayload,
  type Entrega,
  type EntregaInput,
  entregaSchema,
  type PersonaFisicaForm,
  type PersonaFisicaFormInput,
  personaFisicaFormSchema,
} from './persona-fisica.schema.ts';

export type PersonaFisicaFlowStep = 'datos' | 'sucursal' | 'envioTarjeta';

export interface PersonaFisicaInput {
  idSolicitud: string;
  /** The user's day (YYYY-MM-DD) for the birth-date limit; today by default. */
  today?: string;
  /** The step the page was opened on. */
  entry?: PersonaFisicaFlowStep;
  /** Branch and officer from the home link (/{base64}); the record's own choice wins. */
  preselected?: SeleccionParcial | null;
  /** The branch and officer chosen on /sucursal and not yet confirmed (its draft); wins over both. */
  draftSeleccion?: SeleccionParcial | null;
}

export interface PersonaFisicaContext {
  idSolicitud: string;
  today: string;
  /** The step the page was opened on, until the record says whether it may be shown; then null. */
  requestedStep: PersonaFisicaFlowStep | null;
  preselected: SeleccionParcial;
  draftSeleccion: SeleccionParcial | null;
  /** What the data form starts from: the record, then the last submitted values. */
  formValues: PersonaFisicaFormInput | null;
  actividadLocked: boolean;
  /** The data as last checked (from a submit or a complete record). */
  datos: PersonaFisicaForm | null;
  sucursales: Sucursal[];
  oficiales: Oficial[];
  /** The branch and officer being chosen on /sucursal. */
  seleccion: SeleccionParcial;
  /** The branch and officer the server holds; what the later payloads carry. */
  confirmada: Seleccion | null;
  entrega: Entrega | null;
  progress: Progress;
  steps: Record<PersonaFisicaStep, StepStatus>;
  /** Increments each time the view must scroll to an address block, so it can do it again. */
  addressPrompts: number;
  outcome: Outcome | null;
}

export type PersonaFisicaEvent =
  | { type: 'step.submit'; values: PersonaFisicaFormInput; addressValidated: boolean }
  | { type: 'sucursal.select'; codigo: string }
  | { type: 'oficial.select'; codigo: string }
  | { type: 'sucursal.submit' }
  | { type: 'entrega.submit'; values: EntregaInput; addressValidated: boolean }
  | { type: 'flow.goto'; step: PersonaFisicaFlowStep }
  | { type: 'flow.retry' };

interface ConfirmInput {
  idSolicitud: string;
  payload: ConfirmarDatosFisicaPayload;
}

const parseDatos = (today: string, values: unknown) => v.safeParse(personaFisicaFormSchema(today), values);

/**
 * The whole application as far as it is known: the data, the branch and officer (the confirmed ones, or
 * the ones being confirmed), the card delivery once chosen.
 */
const confirmInput = (
  context: PersonaFisicaContext,
  { seleccion = context.confirmada, entrega = context.progress.entrega ? context.entrega : null } = {} as {
    seleccion?: Seleccion | null;
    entrega?: Entrega | null;
  },
): ConfirmInput => ({
  idSolicitud: context.idSolicitud,
  payload: buildPersonaFisicaPayload({ datos: context.datos as PersonaFisicaForm, seleccion, entrega }),
});

const advance = (context: PersonaFisicaContext, patch: Partial<Progress>) => {
  const progress = { ...context.progress, ...patch };
  return { progress, steps: personaFisicaSteps(progress) };
};

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
    getSucursales: fromPromise<Sucursal[], SucursalesQuery>(({ input }) => getSucursales(input)),
    getOficiales: fromPromise<Oficial[], string>(({ input }) => getOficiales(input)),
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
    branchListed: ({ context, event }) =>
      event.type === 'sucursal.select' && context.sucursales.some((s) => s.codigo === event.codigo),
    officerListed: ({ context, event }) =>
      event.type === 'oficial.select' && context.oficiales.some((o) => o.codigo === event.codigo),
    chosenBranchListed: ({ context }, sucursales: Sucursal[]) =>
      sucursales.some((s) => s.codigo === context.seleccion.sucursalCodigo),
    seleccionComplete: ({ context }) => isCompleteSeleccion(context.seleccion),
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    rememberEntry: assign({
      requestedStep: ({ context, event }) =>
        event.type === 'flow.goto' ? event.step : context.requestedStep,
    }),
    forgetEntry: assign({ requestedStep: null }),
    takeRecord: assign(({ context }, record: ApplicationRecord) => {
      const formValues = recordToPersonaFisicaForm(record);
      if (!formValues.nroTributario) formValues.nroTributario = getNroTributario() ?? '';
      const parsed = parseDatos(context.today, formValues);
      const datos = parsed.success ? parsed.output : null;
      const fromRecord = recordSeleccion(record);
      const seleccion = seleccionStart(context.draftSeleccion, fromRecord, context.preselected);
      const entrega = recordEntrega(record);
      const confirmada = datos !== null && isCompleteSeleccion(fromRecord) ? fromRecord : null;
      const progress = {
        datos: datos !== null,
        sucursal: confirmada !== null,
        entrega: confirmada !== null && entrega !== null,
      };
      return {
        formValues,
        actividadLocked: isActividadLocked(record),
        datos,
        seleccion,
        confirmada,
        entrega,
        progress,
        steps: personaFisicaSteps(progress),
      };
    }),
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
    saveSeleccionDraft: ({ context }, _params: undefined) =>
      saveDraft('sucursal', context.idSolicitud, context.seleccion),
    clearSeleccionDrafts: (_, _params: undefined) => clearSeleccionDrafts(),
    keepSucursales: assign({ sucursales: (_, sucursales: Sucursal[]) => sucursales, oficiales: [] }),
    clearSeleccion: assign({ seleccion: NO_SELECCION }),
    selectBranch: assign({
      seleccion: ({ event }) => ({
        sucursalCodigo: event.type === 'sucursal.select' ? event.codigo : null,
        oficialCodigo: null,
      }),
      oficiales: [],
    }),
    keepOficiales: assign(({ context }, oficiales: Oficial[]) => ({
      oficiales,
      seleccion: {
        ...context.seleccion,
        oficialCodigo: oficiales.some((o) => o.codigo === context.seleccion.oficialCodigo)
          ? context.seleccion.oficialCodigo
          : null,
      },
    })),
    forgetOfficer: assign({ seleccion: ({ context }) => ({ ...context.seleccion, oficialCodigo: null }) }),
    selectOfficer: assign({
      seleccion: ({ context, event }) => ({
        ...context.seleccion,
        oficialCodigo: event.type === 'oficial.select' ? event.codigo : context.seleccion.oficialCodigo,
      }),
    }),
    sucursalConfirmed: assign(({ context }) => ({
      ...advance(context, { sucursal: true }),
      confirmada: context.seleccion as Seleccion,
    })),
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
    draftSeleccion: input.draftSeleccion ?? null,
    formValues: null,
    actividadLocked: false,
    datos: null,
    sucursales: [],
    oficiales: [],
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
      initial: 'loadingSucursales',
      states: {
        loadingSucursales: {
          invoke: {
            id: 'getSucursales',
            src: 'getSucursales',
            input: ({ context }) => ({
              provincia: context.datos?.domicilio.provincia ?? '',
              localidad: context.datos?.domicilio.localidad ?? '',
            }),
            onDone: [
              {
                guard: { type: 'chosenBranchListed', params: ({ event }) => event.output },
                target: 'loadingOficiales',
                actions: { type: 'keepSucursales', params: ({ event }) => event.output },
              },
              {
                target: 'choosing',
                actions: [{ type: 'keepSucursales', params: ({ event }) => event.output }, 'clearSeleccion'],
              },
            ],
          },
        },
        loadingOficiales: {
          invoke: {
            id: 'getOficiales',
            src: 'getOficiales',
            input: ({ context }) => context.seleccion.sucursalCodigo ?? '',
            onDone: {
              target: 'choosing',
              actions: { type: 'keepOficiales', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: ['forgetOfficer', { type: 'resolveOutcome', params: ({ event }) => event }],
            },
          },
          on: {
            'sucursal.select': {
              guard: 'branchListed',
              target: 'loadingOficiales',
              reenter: true,
              actions: ['selectBranch', 'saveSeleccionDraft'],
            },
          },
        },
        choosing: {
          on: {
            'sucursal.select': {
              guard: 'branchListed',
              target: 'loadingOficiales',
              actions: ['selectBranch', 'saveSeleccionDraft'],
            },
            'oficial.select': { guard: 'officerListed', actions: ['selectOfficer', 'saveSeleccionDraft'] },
            'sucursal.submit': { guard: 'seleccionComplete', target: 'confirming' },
            'flow.goto': [
              { guard: 'gotoDatos', target: '#personaFisica.datos' },
              { guard: 'gotoEnvioTarjeta', target: '#personaFisica.envioTarjeta' },
            ],
          },
        },
        confirming: {
          invoke: {
            id: 'confirmarDatosFisica',
            src: 'confirmarDatosFisica',
            input: ({ context }) => confirmInput(context, { seleccion: context.seleccion as Seleccion }),
            onDone: {
              target: '#personaFisica.envioTarjeta',
              actions: ['sucursalConfirmed', 'clearSeleccionDrafts'],
            },
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
            input: ({ context }) => confirmInput(context, { entrega: context.entrega }),
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
