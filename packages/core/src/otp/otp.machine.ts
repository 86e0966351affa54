// The e-mail code screen (/getcode/{idSolicitud}): two regions that run side by side.
// resend.requesting: 'Solicitando token' while a code is asked for. On a reload of the screen while
//   the countdown of the code this tab asked for runs, the request answers that countdown without a
//   call (a new code would replace the one in the mailbox; issue 24: session/code-request.ts).
// resend.counting: 'Solicita otro en m:ss' until the server's wait is over.
// resend.ready: the link 'Enviar otro codigo'.
// resend.failed: the code request failed (no answer, or a code the catalogue keeps here); the link
//   'No recibiste el código? Enviar otro código'. When the catalogue says leave (a 503: the error page;
//   journey §8), the screen leaves: code.leaving.
// code.editing: the four boxes take input; code.validating: Validar is busy.
// code.validated: 'Validación correcta' (the token, the request and the analytics event are stored),
// then code.done: gone to the stored target or the offer.
// code.failed → leaving → left: any other error, as the catalogue says.
// code.back: the user pressed 'Volver'; the route table takes them home.
// Tags (what the screen reads, otp-view.ts): requesting, counting, resendReady, resendFailed for the
// link's region; validating (Validar busy), validated (nothing more to type) for the code's.
import * as v from 'valibot';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { ApiError } from '../api/api-error.ts';
import { requestOtp, validateOtp } from '../api/otp.ts';
import { type Outcome, TOAST_MS } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import { forgetCodeRequest, freshCodeRemainingMs, noteCodeRequested } from '../session/code-request.ts';
import { takeNavigationTarget } from '../session/navigation-target.ts';
import { sessionIsPersonaFisica, setSessionRequestId, setToken } from '../session/session-data.ts';
import { resetSteps } from '../session/stored-steps.ts';
import type { ToastEvent } from '../shared/toast.ts';
import { extractOtpMessage } from './otp-message.ts';
import { type OtpForm, otpFormSchema } from './otp.schema.ts';
import { countdownMsFromHeader } from './otp-time.ts';

const joinCode = ({ one, two, three, four }: OtpForm) => `${one}${two}${three}${four}`;

export const OTP_SUCCESS_DELAY_MS = 1500;

/**
 * The screen was left (Volver, Back, the code accepted): the code asked for there is forgotten, so a
 * later visit asks for a new one. A reload leaves no time for this, and keeps its countdown.
 */
export const leaveCodeScreen = (): void => forgetCodeRequest();
export const COUNTDOWN_TICK_MS = 1000;

export interface OtpContext {
  idSolicitud: string;
  remainingMs: number;
  /** Increments on each rejected code so the view can replay the shake. */
  shakes: number;
  target: string | null;
  outcome: Outcome | null;
  /** A failed code request's outcome, apart from the validation's (the two regions run side by side). */
  requestOutcome: Outcome | null;
}

export type OtpTag = 'requesting' | 'counting' | 'resendReady' | 'resendFailed' | 'validating' | 'validated';

export type OtpEvent =
  | { type: 'otp.submit'; values: OtpForm }
  | { type: 'otp.resend' }
  | { type: 'otp.back' };

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as { idSolicitud: string },
    emitted: {} as ToastEvent | { type: 'otp.rejected' },
    tags: {} as OtpTag,
  },
  actors: {
    // The countdown of a code this tab asked for still runs (a reload): no new code, its countdown.
    requestOtp: fromPromise<{ expiresHeader: string | null }, string>(({ input }) => {
      const fresh = freshCodeRemainingMs(input);
      return fresh > 0 ? Promise.resolve({ expiresHeader: String(fresh) }) : requestOtp(input);
    }),
    validateOtp: fromPromise<string, { token: string; idSolicitud: string }>(({ input }) =>
      validateOtp(input),
    ),
  },
  guards: {
    codeIsValid: ({ event }) =>
      event.type === 'otp.submit' && v.safeParse(otpFormSchema, event.values).success,
    hasCountdown: (_, params: { expiresHeader: string | null }) =>
      countdownMsFromHeader(params.expiresHeader) !== null,
    lastTick: ({ context }) => context.remainingMs <= COUNTDOWN_TICK_MS,
    isCodeRejection: (_, params: { error: unknown }) =>
      extractOtpMessage((params.error as ApiError).serverMessage) !== null,
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
    requestOutcomeStays: ({ context }) => outcomeStays(context.requestOutcome),
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
    otpSuccess: OTP_SUCCESS_DELAY_MS,
    outcomeDelay: ({ context }) => outcomeDelay(context.outcome),
  },
  actions: {
    startCountdown: assign({
      remainingMs: (_, params: { expiresHeader: string | null }) =>
        countdownMsFromHeader(params.expiresHeader) ?? 0,
    }),
    noteCodeRequested: ({ context }, params: { expiresHeader: string | null }) =>
      noteCodeRequested(context.idSolicitud, countdownMsFromHeader(params.expiresHeader) ?? 0),
    tick: assign({ remainingMs: ({ context }) => Math.max(0, context.remainingMs - COUNTDOWN_TICK_MS) }),
    // The code is used: a later visit asks for a new one.
    storeToken: (_, params: { token: string }) => {
      setToken(params.token);
      forgetCodeRequest();
    },
    // Journey §4: after the code every step of the flow is IDLE, the company's data step included.
    resetSteps: (_, _params: undefined) => resetSteps(sessionIsPersonaFisica()),
    // The offer screen has no id in its path: it reads the request from the session (journey §3).
    storeRequestId: ({ context }) => setSessionRequestId(context.idSolicitud),
    // The data layer loads with the event it sends, not with the screen's first load (issue 7).
    trackEmailValidated: (_, _params: undefined) =>
      void import('../analytics/data-layer.ts').then(({ ANALYTICS_EVENTS, pushAnalytics }) =>
        pushAnalytics(ANALYTICS_EVENTS.emailValidated),
      ),
    takeTarget: assign({ target: () => takeNavigationTarget() }),
    shake: assign({ shakes: ({ context }) => context.shakes + 1 }),
    announceRejection: emit({ type: 'otp.rejected' } as const),
    toastRejection: emit((_, params: { error: unknown }) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      message: extractOtpMessage((params.error as ApiError).serverMessage) ?? '',
      durationMs: TOAST_MS.error,
    })),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
    // No answer at all (a flaky network): the screen stays with its link to ask again, the call being
    // repeatable; an answer goes through the catalogue (a 503: its error page; issue 24).
    resolveRequestOutcome: assign({
      requestOutcome: (_, params: { error: unknown }) =>
        (params.error as ApiError).status === 0 ? { delayMs: 0 } : outcomeOf(params),
    }),
    toastRequestOutcome: enqueueActions(({ context, enqueue }) =>
      emitOutcomeToast({ context: { outcome: context.requestOutcome }, enqueue }),
    ),
    // The screen leaves as the failed code request says.
    leaveForRequest: assign({ outcome: ({ context }) => context.requestOutcome }),
  },
}).createMachine({
  id: 'otp',
  type: 'parallel',
  context: ({ input }) => ({
    idSolicitud: input.idSolicitud,
    remainingMs: 0,
    shakes: 0,
    target: null,
    outcome: null,
    requestOutcome: null,
  }),
  states: {
    resend: {
      initial: 'requesting',
      states: {
        requesting: {
          tags: ['requesting'],
          invoke: {
            id: 'requestOtp',
            src: 'requestOtp',
            input: ({ context }) => context.idSolicitud,
            onDone: [
              {
                guard: { type: 'hasCountdown', params: ({ event }) => event.output },
                target: 'counting',
                actions: [
                  { type: 'startCountdown', params: ({ event }) => event.output },
                  { type: 'noteCodeRequested', params: ({ event }) => event.output },
                ],
              },
              { target: 'ready' },
            ],
            onError: {
              target: 'requestFailed',
              actions: { type: 'resolveRequestOutcome', params: ({ event }) => event },
            },
          },
        },
        // Leaving takes the whole screen out (the code's region leaves, as for a failed validation).
        requestFailed: failedTo('failed', ['stopped', '#otp.code.leaving'], {
          guard: 'requestOutcomeStays',
          toast: 'toastRequestOutcome',
          onLeave: 'leaveForRequest',
        }),
        // The screen is leaving: nothing more is asked for.
        stopped: {},
        counting: {
          tags: ['counting'],
          after: {
            tick: [
              { guard: 'lastTick', target: 'ready', actions: 'tick' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
        ready: { tags: ['resendReady'], on: { 'otp.resend': 'requesting' } },
        failed: { tags: ['resendFailed'], on: { 'otp.resend': 'requesting' } },
      },
    },
    code: {
      initial: 'editing',
      // Whatever the code is doing: a validation in flight is dropped, as leaving the page did.
      on: { 'otp.back': '.back' },
      states: {
        editing: { on: { 'otp.submit': { guard: 'codeIsValid', target: 'validating' } } },
        validating: {
          tags: ['validating'],
          invoke: {
            id: 'validateOtp',
            src: 'validateOtp',
            input: ({ context, event }) => ({
              idSolicitud: context.idSolicitud,
              token: event.type === 'otp.submit' ? joinCode(event.values) : '',
            }),
            onDone: {
              target: 'validated',
              actions: [
                { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
                'resetSteps',
                'storeRequestId',
                'takeTarget',
                'trackEmailValidated',
              ],
            },
            onError: [
              {
                guard: { type: 'isCodeRejection', params: ({ event }) => event },
                target: 'editing',
                actions: [
                  'shake',
                  'announceRejection',
                  { type: 'toastRejection', params: ({ event }) => event },
                ],
              },
              { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
            ],
          },
        },
        validated: { tags: ['validated'], after: { otpSuccess: 'done' } },
        done: { type: 'final', tags: ['validated'] },
        failed: failedTo('editing', 'leaving'),
        leaving: { after: { outcomeDelay: 'left' } },
        left: { type: 'final' },
        back: { type: 'final' },
      },
    },
  },
});
