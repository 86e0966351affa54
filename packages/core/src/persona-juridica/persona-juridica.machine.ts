// The company flow after the one-time code (journey §2, §4): the company data form
// (/onboarding-empresas/detalle/pj), then the branch and officer (/sucursal), then the members
// (/integrantes). Each step confirms to the server everything known so far, so a resume lands where
// the request really is.
// loading: the application record is read; the form and the branch are taken from it. A flow.goto
//   before it answers says which step the page was opened on (a reload, a deep link).
// routing: goes to the furthest step the page asked for that the record allows.
// unavailable: the record could not be read and the catalogue keeps the user here; flow.retry.
// datos.editing: the company form. step.submit carries the values and whether the address block
//   passed: an unvalidated address emits address.required (the view scrolls to the block and shows
//   'Es necesario validar el domilicio para continuar'); FATCA or Sujeto Obligado goes to blocked.
// datos.confirming: confirmar-datos-juridica with the data; DatosDeLaEmpresa becomes IN_PROGRESS.
// sucursal.loadingSucursales: the branches of the address's province and locality (a failure: none).
// sucursal.loadingOficiales: the officers of the chosen (or preselected) branch.
// sucursal.choosing: pick a branch and an officer; sucursal.submit confirms them.
// sucursal.confirming: confirmar-datos-juridica with the branch and officer.
// done: DatosDeLaEmpresa VALIDATED, Integrantes IN_PROGRESS; on to /integrantes.
// blocked: a regulatory flag stops the flow at /error-secondary with the spec's message.
// *.failed → leaving → left: a catalogue error; toast and stay on the step, or go where it says.
import * as v from 'valibot';
import { and, assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { ADDRESS_REQUIRED_MESSAGE, type AddressRequiredEvent } from '../address/address.schema.ts';
import { confirmarDatosJuridica } from '../api/confirmar-datos.ts';
import { getSolicitud } from '../api/solicitud.ts';
import { getOficiales, getSucursales } from '../api/sucursales.ts';
import {
  type ApplicationRecord,
  isActividadLocked,
  parseRecord,
  recordSeleccion,
  recordToPersonaJuridicaForm,
} from '../application/record.ts';
import { isRegulatoryBlocked } from '../application/regulatory.ts';
import {
  NO_PROGRESS,
  type PersonaJuridicaStep,
  type Progress,
  personaJuridicaSteps,
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
  buildPersonaJuridicaPayload,
  type ConfirmarDatosJuridicaPayload,
  type PersonaJuridicaForm,
  type PersonaJuridicaFormInput,
  personaJuridicaFormSchema,
} from './persona-juridica.schema.ts';

export type PersonaJuridicaFlowStep = 'datos' | 'sucursal';

export interface PersonaJuridicaInput {
  idSolicitud: string;
  /** The step the page was opened on. */
  entry?: PersonaJuridicaFlowStep;
  /** Branch and officer from the home link (/{base64}); the record's own choice wins. */
  preselected?: SeleccionParcial | null;
  /** The branch and officer chosen on /sucursal and not yet confirmed (its draft); wins over both. */
  draftSeleccion?: SeleccionParcial | null;
}

export interface PersonaJuridicaContext {
  idSolicitud: string;
  /** The step the page was opened on, until the record says whether it may be shown; then null. */
  requestedStep: PersonaJuridicaFlowStep | null;
  preselected: SeleccionParcial;
  draftSeleccion: SeleccionParcial | null;
  /** What the data form starts from: the record, then the last submitted values. */
  formValues: PersonaJuridicaFormInput | null;
  actividadLocked: boolean;
  /** The data as last checked (from a submit or a complete record). */
  datos: PersonaJuridicaForm | null;
  sucursales: Sucursal[];
  oficiales: Oficial[];
  /** The branch and officer being chosen on /sucursal. */
  seleccion: SeleccionParcial;
  /** The branch and officer the server holds; what the later payloads carry. */
  confirmada: Seleccion | null;
  progress: Progress;
  steps: Record<PersonaJuridicaStep, StepStatus>;
  /** Increments each time the view must scroll to an address block, so it can do it again. */
  addressPrompts: number;
  outcome: Outcome | null;
}

export type PersonaJuridicaEvent =
  | { type: 'step.submit'; values: PersonaJuridicaFormInput; addressValidated: boolean }
  | { type: 'sucursal.select'; codigo: string }
  | { type: 'oficial.select'; codigo: string }
  | { type: 'sucursal.submit' }
  | { type: 'flow.goto'; step: PersonaJuridicaFlowStep }
  | { type: 'flow.retry' };

interface ConfirmInput {
  idSolicitud: string;
  payload: ConfirmarDatosJuridicaPayload;
}

const parseDatos = (values: unknown) => v.safeParse(personaJuridicaFormSchema, values);

/** The whole application as far as it is known: the data, then the branch and officer. */
const confirmInput = (
  context: PersonaJuridicaContext,
  seleccion: Seleccion | null = context.confirmada,
): ConfirmInput => ({
  idSolicitud: context.idSolicitud,
  payload: buildPersonaJuridicaPayload({ datos: context.datos as PersonaJuridicaForm, seleccion }),
});

const advance = (context: PersonaJuridicaContext, patch: Partial<Progress>) => {
  const progress = { ...context.progress, ...patch };
  return { progress, steps: personaJuridicaSteps(progress) };
};

export const personaJuridicaMachine = setup({
  types: {
    context: {} as PersonaJuridicaContext,
    events: {} as PersonaJuridicaEvent,
    input: {} as PersonaJuridicaInput,
    emitted: {} as ToastEvent | AddressRequiredEvent,
  },
  actors: {
    getSolicitud: fromPromise<ApplicationRecord, string>(async ({ input }) =>
      parseRecord(await getSolicitud(input)),
    ),
    confirmarDatosJuridica: fromPromise<void, ConfirmInput>(({ input }) =>
      confirmarDatosJuridica(input.idSolicitud, input.payload),
    ),
    getSucursales: fromPromise<Sucursal[], SucursalesQuery>(({ input }) => getSucursales(input)),
    getOficiales: fromPromise<Oficial[], string>(({ input }) => getOficiales(input)),
  },
  guards: {
    datosValid: ({ event }) => event.type === 'step.submit' && parseDatos(event.values).success,
    addressValidated: ({ event }) => event.type === 'step.submit' && event.addressValidated,
    regulatoryBlocked: ({ event }) => {
      if (event.type !== 'step.submit') return false;
      const parsed = parseDatos(event.values);
      return parsed.success && isRegulatoryBlocked('juridica', parsed.output.nroTributario, parsed.output);
    },
    toSucursalAllowed: ({ context }) => context.requestedStep === 'sucursal' && context.progress.datos,
    gotoDatos: ({ event }) => event.type === 'flow.goto' && event.step === 'datos',
    gotoSucursal: ({ context, event }) =>
      event.type === 'flow.goto' && event.step === 'sucursal' && context.progress.datos,
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
      const formValues = recordToPersonaJuridicaForm(record);
      if (!formValues.nroTributario) formValues.nroTributario = getNroTributario() ?? '';
      const parsed = parseDatos(formValues);
      const datos = parsed.success ? parsed.output : null;
      const fromRecord = recordSeleccion(record);
      const confirmada = datos !== null && isCompleteSeleccion(fromRecord) ? fromRecord : null;
      const progress = { datos: datos !== null, sucursal: confirmada !== null, entrega: false };
      return {
        formValues,
        actividadLocked: isActividadLocked(record),
        datos,
        confirmada,
        seleccion: seleccionStart(context.draftSeleccion, fromRecord, context.preselected),
        progress,
        steps: personaJuridicaSteps(progress),
      };
    }),
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
    draftSeleccion: input.draftSeleccion ?? null,
    formValues: null,
    actividadLocked: false,
    datos: null,
    sucursales: [],
    oficiales: [],
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
      always: [
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
            'flow.goto': { guard: 'gotoDatos', target: '#personaJuridica.datos' },
          },
        },
        confirming: {
          invoke: {
            id: 'confirmarDatosJuridica',
            src: 'confirmarDatosJuridica',
            input: ({ context }) => confirmInput(context, context.seleccion as Seleccion),
            onDone: {
              target: '#personaJuridica.done',
              actions: ['sucursalConfirmed', 'clearSeleccionDrafts'],
            },
            onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
          },
        },
        failed: {
          always: [
            { guard: 'outcomeStays', target: 'choosing', actions: 'toastOutcome' },
            { target: '#personaJuridica.leaving', actions: 'toastOutcome' },
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
