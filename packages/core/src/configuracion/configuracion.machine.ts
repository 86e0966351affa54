// The option lists of the data forms and the card-delivery step (GET /configuracion, journey §7),
// with the catalogue's handling of a failure (journey §8) instead of a screen's own retry.
// loading: the configuration is being read (once per page load: later readers share the answer).
// ready: the lists are in context.
// unavailable: a failure the catalogue keeps the user here for (a toast-and-stay code, an expired
//   session whose dialog the shell opens); flow.retry asks again.
// failed → leaving → left: any other error goes where the catalogue says (a technical one to
//   /error-secondary), after its delay.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type Configuracion, readConfiguracion } from '../api/configuracion.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import type { ToastEvent } from '../shared/toast.ts';

export interface ConfiguracionContext {
  configuracion: Configuracion | null;
  outcome: Outcome | null;
}

export type ConfiguracionEvent = { type: 'flow.retry' };

export const configuracionMachine = setup({
  types: {
    context: {} as ConfiguracionContext,
    events: {} as ConfiguracionEvent,
    emitted: {} as ToastEvent,
  },
  actors: {
    getConfiguracion: fromPromise<Configuracion>(() => readConfiguracion()),
  },
  guards: {
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    keepConfiguracion: assign({ configuracion: (_, params: Configuracion) => params, outcome: null }),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'configuracion',
  initial: 'loading',
  context: { configuracion: null, outcome: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getConfiguracion',
        src: 'getConfiguracion',
        onDone: {
          target: 'ready',
          actions: { type: 'keepConfiguracion', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    ready: { type: 'final' },
    failed: {
      always: [
        { guard: 'outcomeStays', target: 'unavailable', actions: 'toastOutcome' },
        { target: 'leaving', actions: 'toastOutcome' },
      ],
    },
    unavailable: { tags: ['unavailable'], on: { 'flow.retry': 'loading' } },
    leaving: { tags: ['busy'], after: { outcomeDelay: 'left' } },
    left: { type: 'final' },
  },
});
