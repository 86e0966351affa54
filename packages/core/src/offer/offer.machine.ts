// The product offer (/onboarding-empresas/oferta-producto), reached after the e-mail code.
// loading: the offer summary is being fetched.
// ready: the products, the discount and its months are shown; Continuar sends offer.accept.
// accepted: the user took the offer; the data form of the person type comes next.
// unavailable: the summary failed with an error that keeps the user here (a toast-and-stay code,
//   or an expired session, whose dialog the shell opens); offer.retry asks again.
// failed → leaving → left: any other catalogue error, as the catalogue says.
// Tags, what the page reads: loading ('Cargando tu oferta…': before the summary, and on the way out),
// unavailable (Reintentar); the offer shows otherwise.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { ANALYTICS_EVENTS, pushAnalytics } from '../analytics/data-layer.ts';
import { getResumenProductos, type ResumenProductos } from '../api/resumen.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import type { ToastEvent } from '../shared/toast.ts';

export interface OfferContext {
  idSolicitud: string;
  resumen: ResumenProductos | null;
  outcome: Outcome | null;
}

export type OfferEvent = { type: 'offer.accept' } | { type: 'offer.retry' };

export const offerMachine = setup({
  types: {
    context: {} as OfferContext,
    events: {} as OfferEvent,
    input: {} as { idSolicitud: string },
    emitted: {} as ToastEvent,
    tags: {} as 'loading' | 'unavailable',
  },
  actors: {
    getResumenProductos: fromPromise<ResumenProductos, string>(({ input }) => getResumenProductos(input)),
  },
  guards: {
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    keepResumen: assign({ resumen: (_, params: ResumenProductos) => params }),
    // Typed params (none): a bare () => … here makes TypeScript infer every action's params as unknown.
    trackAccept: (_, _params: undefined) => {
      pushAnalytics(ANALYTICS_EVENTS.offerAccepted);
    },
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'offer',
  initial: 'loading',
  context: ({ input }) => ({ idSolicitud: input.idSolicitud, resumen: null, outcome: null }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'getResumenProductos',
        src: 'getResumenProductos',
        input: ({ context }) => context.idSolicitud,
        onDone: { target: 'ready', actions: { type: 'keepResumen', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    ready: { on: { 'offer.accept': { target: 'accepted', actions: 'trackAccept' } } },
    accepted: { type: 'final', tags: ['loading'] },
    unavailable: { tags: ['unavailable'], on: { 'offer.retry': 'loading' } },
    failed: failedTo('unavailable', 'leaving'),
    leaving: { tags: ['loading'], after: { outcomeDelay: 'left' } },
    left: { type: 'final', tags: ['loading'] },
  },
});
