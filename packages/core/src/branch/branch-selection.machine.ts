// The branch and officer of /sucursal (journey §2), a child of the persona física and persona
// jurídica flows: each flow invokes it with the legal address and what it knows so far, and provides
// its own confirm call (confirmar-datos-fisica or -juridica) as confirmSeleccion.
// loadingSucursales: the branches of the address's province and locality (a failure: none, and the
//   catalogue's toast or page). The
//   choice starts from the step's draft, else what the flow holds (the record's, or the home link's).
// loadingOficiales: the officers of the chosen (or preselected) branch; picking another branch asks
//   again. A starting officer the list lacks is dropped. A failed list is marked (officersFailed):
//   the page offers 'Reintentar' (oficiales.retry), and picking the same branch again asks again too.
// choosing: pick a branch and an officer, each pick kept as the step's draft; sucursal.submit confirms
//   them. flow.goto (passed on by the flow only to a step it allows) lets go of the page: released.
// confirming: the flow's confirm call, everything known so far with this branch and officer.
// failed: a catalogue error (branches, officers or confirm); toast and back to choosing, or left.
// confirmed: the server holds the choice; its draft and the home link's preselection are cleared.
// released: the user went to another step; nothing confirmed. left: the flow leaves where the
//   catalogue says (the output carries the outcome; the toast was shown here).
// Tags, what the page reads: sucursalesLoading and oficialesLoading (each list says 'Cargando…'),
// busy (the confirm call; Continuar waits).
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { getOficiales, getSucursales } from '../api/sucursales.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import { clearBranchChoiceDrafts, readDraft, saveDraft, branchChoiceStart } from '../session/drafts.ts';
import type { ToastEvent } from '../shared/toast.ts';
import {
  isCompleteBranchChoice,
  NO_SELECCION,
  type Officer,
  type BranchChoice,
  type PartialBranchChoice,
  type Sucursal,
  type SucursalesQuery,
} from './branch.schema.ts';

/** A flow's confirm payload: everything known so far; the branch and officer go in datosGenerales. */
export interface ConfirmPayload {
  datosGenerales: { sucursalCodigo?: string; oficialCodigo?: string };
}

export interface ConfirmBranchChoiceInput {
  idSolicitud: string;
  payload: ConfirmPayload;
}

export interface BranchSelectionInput {
  idSolicitud: string;
  /** The validated legal address's province and locality. */
  query: SucursalesQuery;
  /** What the flow holds: the confirmed choice, the record's, or the home link's. Its draft wins. */
  start: PartialBranchChoice;
  /** The flow's payload so far, which the confirm sends with the chosen branch and officer. */
  payload: ConfirmPayload;
}

export interface BranchSelectionContext extends BranchSelectionInput {
  sucursales: Sucursal[];
  oficiales: Officer[];
  /** The officers of the chosen branch could not be read: the page offers 'Reintentar'. */
  officersFailed: boolean;
  /** The branch and officer being chosen. */
  seleccion: PartialBranchChoice;
  outcome: Outcome | null;
}

export type BranchSelectionEvent =
  | { type: 'sucursal.select'; codigo: string }
  | { type: 'oficial.select'; codigo: string }
  | { type: 'oficiales.retry' }
  | { type: 'sucursal.submit' }
  | { type: 'flow.goto'; step: string };

/** Confirmed (seleccion), left (outcome), or released (neither). */
export interface BranchSelectionOutput {
  seleccion: BranchChoice | null;
  outcome: Outcome | null;
}

/** The child's input from a flow's context: where the legal address is, what it holds, its payload. */
export const branchSelectionInput = (
  idSolicitud: string,
  domicilio: { provincia: string; localidad?: string } | undefined,
  start: PartialBranchChoice,
  payload: ConfirmPayload,
): BranchSelectionInput => ({
  idSolicitud,
  query: { provincia: domicilio?.provincia ?? '', localidad: domicilio?.localidad ?? '' },
  start,
  payload,
});

/** For a flow's onDone guards: the server holds the choice. */
export const branchConfirmed = (_: unknown, output: BranchSelectionOutput): boolean =>
  output.seleccion !== null;
/** For a flow's onDone guards: the catalogue says leave. */
export const branchLeft = (_: unknown, output: BranchSelectionOutput): boolean => output.outcome !== null;

export const withBranchChoice = <P extends ConfirmPayload>(payload: P, seleccion: BranchChoice): P => ({
  ...payload,
  datosGenerales: {
    ...payload.datosGenerales,
    sucursalCodigo: seleccion.sucursalCodigo,
    oficialCodigo: seleccion.oficialCodigo,
  },
});

export const branchSelectionMachine = setup({
  types: {
    context: {} as BranchSelectionContext,
    events: {} as BranchSelectionEvent,
    input: {} as BranchSelectionInput,
    output: {} as BranchSelectionOutput,
    emitted: {} as ToastEvent,
    tags: {} as 'sucursalesLoading' | 'oficialesLoading' | 'busy',
  },
  actors: {
    getSucursales: fromPromise<Sucursal[], SucursalesQuery>(({ input }) => getSucursales(input)),
    getOficiales: fromPromise<Officer[], string>(({ input }) => getOficiales(input)),
    // Each flow provides its own call (branchSelectionMachine.provide); there is no default.
    confirmSeleccion: fromPromise<void, ConfirmBranchChoiceInput>(() =>
      Promise.reject(new Error('confirmSeleccion is provided by the flow')),
    ),
  },
  guards: {
    // The branch already chosen, its officers shown: picking it again changes nothing.
    branchListed: ({ context, event }) =>
      event.type === 'sucursal.select' &&
      context.sucursales.some((s) => s.codigo === event.codigo) &&
      !(event.codigo === context.seleccion.sucursalCodigo && context.oficiales.length > 0),
    officersFailed: ({ context }) => context.officersFailed && context.seleccion.sucursalCodigo !== null,
    officerListed: ({ context, event }) =>
      event.type === 'oficial.select' && context.oficiales.some((o) => o.codigo === event.codigo),
    chosenBranchListed: ({ context }, sucursales: Sucursal[]) =>
      sucursales.some((s) => s.codigo === context.seleccion.sucursalCodigo),
    branchChoiceComplete: ({ context }) => isCompleteBranchChoice(context.seleccion),
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  actions: {
    saveDraft: ({ context }, _params: undefined) =>
      saveDraft('sucursal', context.idSolicitud, context.seleccion),
    // The server has the choice now: neither its draft nor the link's preselection applies any more.
    clearDrafts: (_, _params: undefined) => clearBranchChoiceDrafts(),
    keepBranches: assign({ sucursales: (_, sucursales: Sucursal[]) => sucursales, oficiales: [] }),
    clearBranchChoice: assign({ seleccion: NO_SELECCION }),
    selectBranch: assign({
      seleccion: ({ event }) => ({
        sucursalCodigo: event.type === 'sucursal.select' ? event.codigo : null,
        oficialCodigo: null,
      }),
      oficiales: [],
      officersFailed: false,
    }),
    markOfficersFailed: assign({ officersFailed: true }),
    keepOfficers: assign(({ context }, oficiales: Officer[]) => ({
      oficiales,
      officersFailed: false,
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
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    clearOutcome: assign({ outcome: null }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'branchSelection',
  initial: 'loadingSucursales',
  context: ({ input }) => ({
    ...input,
    sucursales: [],
    oficiales: [],
    officersFailed: false,
    seleccion: branchChoiceStart(readDraft('sucursal', input.idSolicitud), input.start, NO_SELECCION),
    outcome: null,
  }),
  output: ({ context }) => ({
    seleccion:
      context.outcome === null && isCompleteBranchChoice(context.seleccion) ? context.seleccion : null,
    outcome: context.outcome,
  }),
  states: {
    loadingSucursales: {
      tags: ['sucursalesLoading'],
      invoke: {
        id: 'getSucursales',
        src: 'getSucursales',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: { type: 'chosenBranchListed', params: ({ event }) => event.output },
            target: 'loadingOficiales',
            actions: { type: 'keepBranches', params: ({ event }) => event.output },
          },
          {
            target: 'choosing',
            actions: [{ type: 'keepBranches', params: ({ event }) => event.output }, 'clearBranchChoice'],
          },
        ],
        // No list to choose from (§7); SucursalesNoEncontradas toasts and stays, the rest as §8 says.
        onError: {
          target: 'failed',
          actions: [
            { type: 'keepBranches', params: [] },
            'clearBranchChoice',
            { type: 'resolveOutcome', params: ({ event }) => event },
          ],
        },
      },
    },
    loadingOficiales: {
      tags: ['oficialesLoading'],
      invoke: {
        id: 'getOficiales',
        src: 'getOficiales',
        input: ({ context }) => context.seleccion.sucursalCodigo ?? '',
        onDone: {
          target: 'choosing',
          actions: { type: 'keepOfficers', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: [
            'forgetOfficer',
            'markOfficersFailed',
            { type: 'resolveOutcome', params: ({ event }) => event },
          ],
        },
      },
      on: {
        'sucursal.select': {
          guard: 'branchListed',
          target: 'loadingOficiales',
          reenter: true,
          actions: ['selectBranch', 'saveDraft'],
        },
      },
    },
    choosing: {
      on: {
        'sucursal.select': {
          guard: 'branchListed',
          target: 'loadingOficiales',
          actions: ['selectBranch', 'saveDraft'],
        },
        'oficial.select': { guard: 'officerListed', actions: ['selectOfficer', 'saveDraft'] },
        'oficiales.retry': { guard: 'officersFailed', target: 'loadingOficiales', actions: 'clearOutcome' },
        'sucursal.submit': { guard: 'branchChoiceComplete', target: 'confirming', actions: 'clearOutcome' },
        'flow.goto': { target: 'released', actions: ['clearBranchChoice', 'clearOutcome'] },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmSeleccion',
        src: 'confirmSeleccion',
        input: ({ context }) => ({
          idSolicitud: context.idSolicitud,
          payload: withBranchChoice(context.payload, context.seleccion as BranchChoice),
        }),
        onDone: { target: 'confirmed', actions: 'clearDrafts' },
        onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    failed: failedTo('choosing', 'left'),
    confirmed: { type: 'final' },
    released: { type: 'final' },
    left: { type: 'final' },
  },
});
