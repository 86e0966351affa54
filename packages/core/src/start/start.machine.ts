// Starting a request from the home form.
// form: the home form on '/', with what was typed kept across errors.
// starting: '/loading' shows 'Validando...' while the request is created.
// started: '/loading' shows 'Validación correcta' for a moment before the code screen.
// codeEntry: handed over to '/getcode/{idSolicitud}'.
// failed → leaving → left: a catalogue error; toast, then stay on the form or go where it says.
// Tags, what '/loading' reads: editing (nothing started: a reload goes home), validated ('Validación
// correcta'), ended (the start is behind: back to '/loading' goes home).
import * as v from 'valibot';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { startRequest } from '../api/solicitud.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import { setNroTributario } from '../session/session-data.ts';
import type { ToastEvent } from '../shared/toast.ts';
import { type StartForm, type StartFormInput, type StartResponse, startFormSchema } from './start.schema.ts';

export const START_SUCCESS_DELAY_MS = 1500;

export interface StartContext {
  values: StartFormInput | null;
  idSolicitud: string | null;
  outcome: Outcome | null;
}

/** What the start's pages read (loading-page.ts). */
export type StartTag = 'editing' | 'validated' | 'ended';

export type StartEvent = { type: 'step.submit'; values: StartFormInput } | { type: 'start.reset' };

export const startMachine = setup({
  types: {
    context: {} as StartContext,
    events: {} as StartEvent,
    emitted: {} as ToastEvent,
    tags: {} as StartTag,
  },
  actors: {
    startRequest: fromPromise<StartResponse, StartForm>(({ input }) => startRequest(input)),
  },
  guards: {
    formIsValid: ({ event }) =>
      event.type === 'step.submit' && v.safeParse(startFormSchema, event.values).success,
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: {
    startSuccess: START_SUCCESS_DELAY_MS,
    outcomeDelay: ({ context }) => outcomeDelay(context.outcome),
  },
  actions: {
    keepValues: assign({ values: ({ event }) => (event.type === 'step.submit' ? event.values : null) }),
    rememberRequest: assign({ idSolicitud: (_, params: { idSolicitud: string }) => params.idSolicitud }),
    storeTaxNumber: ({ context }) => {
      if (context.values) setNroTributario(context.values.nroTributario);
    },
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
    clearOutcome: assign({ outcome: null }),
  },
}).createMachine({
  id: 'startRequest',
  initial: 'form',
  context: { values: null, idSolicitud: null, outcome: null },
  states: {
    form: {
      tags: ['editing'],
      on: {
        'step.submit': { guard: 'formIsValid', target: 'starting', actions: ['keepValues', 'clearOutcome'] },
      },
    },
    starting: {
      invoke: {
        id: 'startRequest',
        src: 'startRequest',
        input: ({ context }) => v.parse(startFormSchema, context.values),
        onDone: {
          target: 'started',
          actions: [{ type: 'rememberRequest', params: ({ event }) => event.output }, 'storeTaxNumber'],
        },
        onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    started: { tags: ['validated'], after: { startSuccess: 'codeEntry' } },
    codeEntry: { tags: ['validated', 'ended'], on: { 'start.reset': 'form' } },
    failed: failedTo('form', 'leaving'),
    leaving: { after: { outcomeDelay: 'left' } },
    left: { tags: ['ended'], on: { 'start.reset': { target: 'form', actions: 'clearOutcome' } } },
  },
});
