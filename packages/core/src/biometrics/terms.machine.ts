// Terms and conditions (identity §2 screen 2, §4, §5, §8), a child of the biometric flow.
// loading: the terms documents (base64 PDFs) and the offer summary are fetched.
// failed → unavailable (a toast-and-stay error; flow.retry) or leaving → left, as the catalogue says.
// ready: one 'Leí y acepto los' box per document; terms.accept with every box ticked goes on, else
//   the toast 'Debe aceptar los Términos y Condiciones'.
// accepting: POST aceptar-tyc (only a 204 counts); a failure toasts 'Error al aceptar los terminos y
//   condiciones' and leaves for /error.
// accepted: done; the flow shows the success screen.
// Tags, what the page reads: loading (before the terms, and on the way out), unavailable (Reintentar),
// busy (the acceptance being sent); the terms show otherwise.
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { getResumenProductos, type ResumenProductos } from '../api/resumen.ts';
import { aceptarTyc, getTycs } from '../api/tycs.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import type { ToastEvent } from '../shared/toast.ts';
import type { Tyc } from './biometrics.schema.ts';
import { ACCEPT_TERMS_FAILED, BIOMETRICS_MESSAGES, PROCESS_ERROR_TOAST } from './identity-outcome.ts';

export interface TermsInput {
  idSolicitud: string;
  nroDocumento: string;
}

export interface TermsData {
  tycs: Tyc[];
  resumen: ResumenProductos | null;
}

export interface TermsContext extends TermsInput, TermsData {
  accepted: boolean[];
  /** Continuar was pressed with a box unticked: the view marks the unticked ones. */
  refused: boolean;
  outcome: Outcome | null;
}

export type TermsEvent =
  | { type: 'terms.toggle'; index: number; checked: boolean }
  | { type: 'terms.accept' }
  | { type: 'flow.retry' };

/** Accepted, or the outcome the flow leaves with. */
export interface TermsOutput {
  accepted: boolean;
  outcome: Outcome | null;
}

export const allTermsAccepted = (accepted: readonly boolean[]): boolean =>
  accepted.length > 0 && accepted.every(Boolean);

export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    input: {} as TermsInput,
    output: {} as TermsOutput,
    emitted: {} as ToastEvent,
    tags: {} as 'loading' | 'unavailable' | 'busy',
  },
  actors: {
    loadTerms: fromPromise<TermsData, string>(async ({ input }) => {
      // The summary card is a bonus: without it the terms can still be accepted.
      const [tycs, resumen] = await Promise.all([
        getTycs(input),
        getResumenProductos(input).catch(() => null),
      ]);
      return { tycs, resumen };
    }),
    aceptarTyc: fromPromise<void, TermsInput>(({ input }) =>
      aceptarTyc(input.idSolicitud, input.nroDocumento),
    ),
  },
  guards: {
    allAccepted: ({ context }) => allTermsAccepted(context.accepted),
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    keepTerms: assign((_, data: TermsData) => ({
      tycs: data.tycs,
      resumen: data.resumen,
      accepted: data.tycs.map(() => false),
    })),
    toggle: assign({
      accepted: ({ context }, params: { index: number; checked: boolean }) =>
        context.accepted.map((value, i) => (i === params.index ? params.checked : value)),
    }),
    markRefused: assign({ refused: true }),
    toastNotAccepted: emit({
      type: 'toast',
      kind: 'error',
      message: BIOMETRICS_MESSAGES.termsNotAccepted,
      durationMs: PROCESS_ERROR_TOAST.durationMs,
    } as ToastEvent),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    acceptFailed: assign({ outcome: ACCEPT_TERMS_FAILED }),
    clearOutcome: assign({ outcome: null }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'terms',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    tycs: [],
    resumen: null,
    accepted: [],
    refused: false,
    outcome: null,
  }),
  output: ({ context }) => ({ accepted: context.outcome === null, outcome: context.outcome }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTerms',
        src: 'loadTerms',
        input: ({ context }) => context.idSolicitud,
        onDone: { target: 'ready', actions: { type: 'keepTerms', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    failed: failedTo('unavailable', 'leaving'),
    unavailable: {
      tags: ['unavailable'],
      on: { 'flow.retry': { target: 'loading', actions: 'clearOutcome' } },
    },
    ready: {
      on: {
        'terms.toggle': { actions: { type: 'toggle', params: ({ event }) => event } },
        'terms.accept': [
          { guard: 'allAccepted', target: 'accepting' },
          { actions: ['markRefused', 'toastNotAccepted'] },
        ],
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'aceptarTyc',
        src: 'aceptarTyc',
        input: ({ context }) => ({ idSolicitud: context.idSolicitud, nroDocumento: context.nroDocumento }),
        onDone: 'accepted',
        onError: { target: 'leaving', actions: ['acceptFailed', 'toastOutcome'] },
      },
    },
    accepted: { type: 'final', tags: ['loading'] },
    leaving: { tags: ['loading'], after: { outcomeDelay: 'left' } },
    left: { type: 'final', tags: ['loading'] },
  },
});
