// The data flows' one `setup` (journey §2, §4, §7, §8): the named actors, guards, delays and actions
// the persona física and persona jurídica machines share, each person type's differences given as its
// DataFlowPersona. A submit or a draft never depends on what the view says about the address block:
// the flow spawns the block (address/address.machine.ts) and reads its snapshot.
import {
  assign,
  type EventObject,
  enqueueActions,
  forwardTo,
  fromPromise,
  type SetupReturn,
  setup,
} from 'xstate';
import { addressMachine } from '../address/address.machine.ts';
import { ADDRESS_REQUIRED_MESSAGE, type AddressRequiredEvent } from '../address/address.schema.ts';
import { type Configuracion, readConfiguracion } from '../api/configuracion.ts';
import { getSolicitud } from '../api/solicitud.ts';
import { type RequestRecord, parseRecord } from '../request/record.ts';
import { isRegulatoryBlocked } from '../request/regulatory.ts';
import {
  type BranchSelectionOutput,
  branchConfirmed,
  branchLeft,
  branchSelectionMachine,
  type ConfirmBranchChoiceInput,
} from '../branch/branch-selection.machine.ts';
import type { BranchChoice } from '../branch/branch.schema.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import {
  clearDraft,
  type FormDraft,
  formStart,
  keepDraftAddress,
  lockedFields,
  readDraft,
  readPreselection,
  saveDraft,
} from '../session/drafts.ts';
import { getNroTributario } from '../session/session-data.ts';
import { saveSteps } from '../session/stored-steps.ts';
import type { ToastEvent } from '../shared/toast.ts';
import { addressPassed, advance, type DataFlowSession } from './data-flow.context.ts';
import type {
  AddressActor,
  ConfirmInput,
  DataFlowContext,
  DataFlowEvent,
  DataFlowInput,
  DataFlowPersona,
  DataFormInput,
} from './data-flow.types.ts';

/** Read where a data flow takes its input, so what its context is made from is given, not fetched. */
export const dataFlowSession = (): DataFlowSession => ({
  preselected: readPreselection(),
  nroTributario: getNroTributario(),
});

/** busy: nothing to type into (reading, confirming, on the way out); unavailable: flow.retry. */
export type DataFlowTag = 'busy' | 'unavailable';

const sharedSetup = (persona: DataFlowPersona<DataFlowContext>) => {
  const submitted = (context: DataFlowContext, event: DataFlowEvent) =>
    event.type === 'step.submit'
      ? { values: event.values, datos: persona.parseDatos(context, event.values) }
      : null;
  return setup({
    types: {
      context: {} as DataFlowContext,
      events: {} as DataFlowEvent,
      input: {} as DataFlowInput,
      emitted: {} as ToastEvent | AddressRequiredEvent,
      tags: {} as DataFlowTag,
    },
    actors: {
      getSolicitud: fromPromise<RequestRecord, string>(async ({ input }) =>
        parseRecord(await getSolicitud(input)),
      ),
      getConfiguracion: fromPromise<Configuracion>(() => readConfiguracion()),
      confirmarDatos: fromPromise<void, ConfirmInput>(({ input }) =>
        persona.confirm(input.idSolicitud, input.payload),
      ),
      branchSelection: branchSelectionMachine.provide({
        actors: {
          confirmSeleccion: fromPromise<void, ConfirmBranchChoiceInput>(({ input }) =>
            persona.confirm(input.idSolicitud, input.payload),
          ),
        },
      }),
      address: addressMachine,
    },
    guards: {
      datosValid: ({ context, event }) => !!submitted(context, event)?.datos,
      addressValidated: ({ context }) => addressPassed(context),
      regulatoryBlocked: ({ context, event }) => {
        const datos = submitted(context, event)?.datos;
        return !!datos && isRegulatoryBlocked(persona.tipo, datos.nroTributario, datos);
      },
      pastBranchAllowed: ({ context }) =>
        persona.pastBranch.includes(context.requestedStep ?? '') && context.progress.sucursal,
      toBranchAllowed: ({ context }) =>
        context.requestedStep !== null && context.requestedStep !== 'datos' && context.progress.datos,
      gotoDatos: ({ event }) => event.type === 'flow.goto' && event.step === 'datos',
      gotoBranch: ({ context, event }) =>
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
      takeRecord: assign(({ context }, record: RequestRecord) => persona.fromRecord(context, record)),
      keepConfiguracion: assign({ configuracion: (_, configuracion: Configuracion) => configuracion }),
      // The form starts from what the flow holds with its draft over it; an address that had passed
      // (the draft says so, or the data was checked) is restored as passed, without a call.
      openDatos: enqueueActions(({ context, enqueue }) => {
        const start = formStart({
          values: context.formValues as DataFormInput,
          draft: readDraft(persona.draftStep, context.idSolicitud) as FormDraft<DataFormInput> | null,
          locked: lockedFields(persona.tipo, context.actividadLocked),
          checked: context.datos !== null,
        });
        enqueue.assign({
          formValues: start.values,
          address: ({ spawn }) => spawn('address', { id: 'address', syncSnapshot: true }),
        });
        if (start.addressValidated)
          enqueue.sendTo(({ context }) => context.address as AddressActor, {
            type: 'address.restore',
            values: start.values.domicilio,
          });
      }),
      closeAddress: enqueueActions(({ context, enqueue }) => {
        if (context.address) enqueue.stopChild(context.address);
        enqueue.assign({ address: null });
      }),
      keepTyped: assign({
        formValues: ({ context, event }) =>
          event.type === 'step.change' ? event.values : context.formValues,
      }),
      saveDatosDraft: ({ context, event }) => {
        if (event.type === 'step.change')
          saveDraft(persona.draftStep, context.idSolicitud, {
            values: event.values as unknown as FormDraft<DataFormInput>['values'] & Record<string, never>,
            addressValidated: addressPassed(context),
          });
      },
      syncDatosDraft: ({ context }) =>
        keepDraftAddress(persona.draftStep, context.idSolicitud, addressPassed(context)),
      keepDatos: assign(({ context, event }) => {
        const sent = submitted(context, event);
        return sent ? { formValues: sent.values, datos: sent.datos ?? context.datos, outcome: null } : {};
      }),
      keepFormValues: assign({
        formValues: ({ context, event }) =>
          event.type === 'step.submit' ? event.values : context.formValues,
      }),
      requireAddress: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ addressPrompts: context.addressPrompts + 1 });
        enqueue.emit({ type: 'address.required', message: ADDRESS_REQUIRED_MESSAGE });
      }),
      datosConfirmed: assign(({ context }) => advance(context, { datos: true }, persona)),
      // The server has the step now: its draft would only shadow it (docs/decisions.md).
      clearDatosDraft: (_, _params: undefined) => clearDraft(persona.draftStep),
      // The child lets go of the page on a flow.goto; routing then takes the step asked for.
      releaseBranch: forwardTo('branchSelection'),
      branchChoiceConfirmed: assign(({ context }, { seleccion }: BranchSelectionOutput) => ({
        ...advance(context, { sucursal: true }, persona),
        seleccion: seleccion as BranchChoice,
        confirmada: seleccion,
        requestedStep: null,
      })),
      keepOutcome: assign({ outcome: (_, { outcome }: BranchSelectionOutput) => outcome }),
      resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
      toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
    },
  });
};

type Shared = ReturnType<typeof sharedSetup>;

/**
 * The shared setup typed for one person type: its context, events and input, every other slot of
 * XState's SetupReturn kept. The implementations above read and write only what every data flow's
 * context has (DataFlowContext), and each person type's context extends it, so they serve both as
 * they are; XState has no way to say so (a generic context breaks `assign`), hence the one cast.
 */
export type DataFlowSetup<C extends DataFlowContext, E extends EventObject, I> =
  Shared extends SetupReturn<
    infer _C,
    infer _E,
    infer Actors,
    infer Children,
    infer Actions,
    infer Guards,
    infer Delay,
    infer Tag,
    infer _I,
    infer Output,
    infer Emitted,
    infer Meta
  >
    ? SetupReturn<C, E, Actors, Children, Actions, Guards, Delay, Tag, I, Output, Emitted, Meta>
    : never;

export const dataFlowSetup = <C extends DataFlowContext, E extends EventObject, I extends DataFlowInput>(
  persona: DataFlowPersona<C>,
): DataFlowSetup<C, E, I> => sharedSetup(persona) as unknown as DataFlowSetup<C, E, I>;
