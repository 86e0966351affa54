// Resuming an unfinished request by its CUIT (/continuar-tramite).
// form: the CUIT field and the captcha; Continuar sends step.submit.
// resuming: the retomar call is pending; the button is disabled (tag busy).
// resumed: gone to where the server says the request is (or to the code first, with irOTP).
// failed → leaving → left: a catalogue error (a technical one goes to /error-secondary).
import * as v from 'valibot';
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { resumeRequest } from '../api/solicitud.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import { setNavigationTarget } from '../session/navigation-target.ts';
import { setNroTributario } from '../session/session-data.ts';
import type { ToastEvent } from '../shared/toast.ts';
import { resumeDestination } from './resume-pages.ts';
import { type ResumeForm, type ResumeResponse, resumeFormSchema } from './resume.schema.ts';

export interface ResumeContext {
  values: ResumeForm | null;
  destination: string | null;
  /** The e-mail the server shows for the request (masked), for the code screen. */
  email: string | null;
  outcome: Outcome | null;
}

export type ResumeEvent = { type: 'step.submit'; values: ResumeForm };

export const resumeMachine = setup({
  types: { context: {} as ResumeContext, events: {} as ResumeEvent, emitted: {} as ToastEvent },
  actors: {
    resumeRequest: fromPromise<ResumeResponse, string>(({ input }) => resumeRequest(input)),
  },
  guards: {
    formIsValid: ({ event }) => v.safeParse(resumeFormSchema, event.values).success,
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    keepValues: assign({ values: ({ event }) => v.parse(resumeFormSchema, event.values), outcome: null }),
    followServer: assign({
      email: (_, response: ResumeResponse) => response.email ?? null,
      destination: ({ context }, response: ResumeResponse) => {
        const { path, afterCode } = resumeDestination(response);
        setNavigationTarget(afterCode);
        if (context.values) setNroTributario(context.values.cuit);
        return path;
      },
    }),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'resume',
  initial: 'form',
  context: { values: null, destination: null, email: null, outcome: null },
  states: {
    form: { on: { 'step.submit': { guard: 'formIsValid', target: 'resuming', actions: 'keepValues' } } },
    resuming: {
      tags: ['busy'],
      invoke: {
        id: 'resumeRequest',
        src: 'resumeRequest',
        input: ({ context }) => context.values?.cuit ?? '',
        onDone: { target: 'resumed', actions: { type: 'followServer', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    resumed: { type: 'final' },
    failed: failedTo('form', 'leaving'),
    leaving: { after: { outcomeDelay: 'left' } },
    left: { type: 'final' },
  },
});
