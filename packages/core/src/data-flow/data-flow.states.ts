// The states the persona física and persona jurídica flows share, built once with what differs given:
// the machine's id (for targets across levels), the person type (its payload), the step past the
// branch, and which pages a flow.goto may open from the data form and from /sucursal. Each machine's
// file says what every state stands for.
import { and, type DoneActorEvent, type ErrorActorEvent, not } from 'xstate';
import type { RequestRecord } from '../request/record.ts';
import { type BranchSelectionOutput, branchSelectionInput } from '../branch/branch-selection.machine.ts';
import type { Configuracion } from '../api/configuracion.ts';
import { failedTo } from '../machine/failed-to.ts';
import type { ConfirmInput, DataFlowContext, DataFlowPersona } from './data-flow.types.ts';

const resolveOutcome = {
  type: 'resolveOutcome',
  params: ({ event }: { event: ErrorActorEvent }) => event,
} as const;

/** A step's confirm call with everything known so far; its failure goes to the step's `failed`. */
export const confirmingState = <
  C extends DataFlowContext,
  Done extends string,
  const A extends readonly string[],
>(
  input: (args: { context: C }) => ConfirmInput,
  done: Done,
  doneActions: A,
) =>
  ({
    // The step's Continuar waits while its data is confirmed.
    tags: ['busy'],
    invoke: {
      id: 'confirmarDatos',
      src: 'confirmarDatos',
      input,
      onDone: { target: done, actions: doneActions },
      onError: { target: 'failed', actions: resolveOutcome },
    },
  }) as const;

interface Goto {
  readonly guard: string;
  readonly target?: string;
  readonly actions?: readonly string[];
}

export interface SharedStatesOptions<
  C extends DataFlowContext,
  Id extends string,
  Past extends string,
  DatosGoto extends readonly Goto[],
  BranchGoto extends readonly Goto[],
> {
  id: Id;
  persona: DataFlowPersona<C>;
  /** Where routing goes for a page past /sucursal, and where a confirmed branch leads. */
  pastBranch: Past;
  /** The flow.goto the data form takes (to a later step the record allows). */
  datosGoto: DatosGoto;
  /** The flow.goto /sucursal lets go of the page for. */
  branchGoto: BranchGoto;
}

export const dataFlowStates = <
  C extends DataFlowContext,
  const Id extends string,
  const Past extends string,
  const DatosGoto extends readonly Goto[],
  const BranchGoto extends readonly Goto[],
>({
  id,
  persona,
  pastBranch,
  datosGoto,
  branchGoto,
}: SharedStatesOptions<C, Id, Past, DatosGoto, BranchGoto>) => {
  const confirmInput = ({ context }: { context: C }): ConfirmInput => ({
    idSolicitud: context.idSolicitud,
    payload: persona.payload(context),
  });
  return {
    loading: {
      tags: ['busy'],
      initial: 'record',
      on: { 'flow.goto': { actions: 'rememberEntry' } },
      states: {
        record: {
          invoke: {
            id: 'getSolicitud',
            src: 'getSolicitud',
            input: ({ context }: { context: C }) => context.idSolicitud,
            onDone: {
              target: 'options',
              actions: {
                type: 'takeRecord',
                params: ({ event }: { event: DoneActorEvent<RequestRecord> }) => event.output,
              },
            },
            onError: { target: `#${id}.loadFailed`, actions: resolveOutcome },
          },
        },
        // The option lists, once the record is read: a failure takes the record's way (loadFailed).
        options: {
          invoke: {
            id: 'getConfiguracion',
            src: 'getConfiguracion',
            onDone: {
              target: `#${id}.routing`,
              actions: {
                type: 'keepConfiguracion',
                params: ({ event }: { event: DoneActorEvent<Configuracion> }) => event.output,
              },
            },
            onError: { target: `#${id}.loadFailed`, actions: resolveOutcome },
          },
        },
      },
    },
    routing: {
      entry: 'storeSteps',
      always: [
        { guard: 'pastBranchAllowed', target: pastBranch, actions: 'forgetEntry' },
        { guard: 'toBranchAllowed', target: 'sucursal', actions: 'forgetEntry' },
        { target: 'datos', actions: 'forgetEntry' },
      ],
    },
    loadFailed: failedTo('unavailable', 'leaving'),
    unavailable: { tags: ['unavailable'], on: { 'flow.retry': 'loading' } },
    datos: {
      entry: 'openDatos',
      exit: 'closeAddress',
      initial: 'editing',
      on: {
        'step.change': { actions: ['keepTyped', 'saveDatosDraft'] },
        'xstate.snapshot.address': { actions: 'syncDatosDraft' },
      },
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
                target: `#${id}.blocked`,
                actions: 'keepDatos',
              },
              { guard: 'datosValid', target: 'confirming', actions: 'keepDatos' },
            ],
            'flow.goto': datosGoto,
          },
        },
        confirming: confirmingState(confirmInput, `#${id}.sucursal`, ['datosConfirmed', 'clearDatosDraft']),
        failed: failedTo('editing', `#${id}.leaving`),
      },
    },
    sucursal: {
      entry: 'storeSteps',
      invoke: {
        id: 'branchSelection',
        src: 'branchSelection',
        input: ({ context }: { context: C }) =>
          branchSelectionInput(
            context.idSolicitud,
            context.datos?.domicilio,
            context.seleccion,
            persona.payload(context),
          ),
        onDone: [
          {
            guard: { type: 'branchConfirmed', params: branchOutput },
            target: pastBranch,
            actions: { type: 'branchChoiceConfirmed', params: branchOutput },
          },
          {
            guard: { type: 'branchLeft', params: branchOutput },
            target: 'leaving',
            actions: { type: 'keepOutcome', params: branchOutput },
          },
          { target: 'routing' },
        ],
      },
      on: { 'flow.goto': branchGoto },
    },
    blocked: { type: 'final' },
    done: { type: 'final', entry: 'storeSteps' },
    leaving: { tags: ['busy'], after: { outcomeDelay: 'left' } },
    left: { type: 'final' },
  } as const;
};

const branchOutput = ({ event }: { event: DoneActorEvent<BranchSelectionOutput> }) => event.output;
