// The biometric flow (identity §2 screens 3-11, §4, §5, §8): info → front → back → selfie →
// identity validation → terms → success, for a persona física or a company member, on a desktop or
// on a phone opened from the QR. Captures and terms run as child machines.
// idle: the first screen has not said who validates yet (flow.start does, from the route).
// starting: picks the way in; expiredQr: a phone's QR older than 90 s (toast, then as from info-dni).
// precheck: persona física; the request is read every 3000 ms (5 retries at most) until it is
//   AGUARDANDO_BIOMETRIA, else the default error route. memberCheck: company member; the request's
//   list must hold their tax number.
// loaded: from the QR (gender known) straight to the front capture; otherwise info.
// info: front-ID info with the QR (redrawn every 60 s); attempts are checked 3 s in and on Continuar;
//   Continuar needs a gender (asked for when the request has none).
// front, back, selfie: the capture children (capture and preview); backInfo, selfieInfo: intros.
// validating: POST validar-identidad; identityFailed: 503+ back to info, else stay or leave.
// terms: the terms child; accepted → success, or it leaves with its outcome.
// blocked: no attempts left ('No se puede realizar la biometria'), leaving for the error page.
// disabled: IntegrantesInhabilitados, the 'Ha ocurrido un error' modal; 'Salir' goes to the root.
// failed → unavailable (stay; flow.retry) or leaving → left, as the catalogue says.
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { ANALYTICS_EVENTS, pushAnalytics } from '../analytics/data-layer.ts';
import type { ApiError } from '../api/api-error.ts';
import { validarIdentidad } from '../api/biometria.ts';
import { getSolicitud, type Solicitud } from '../api/solicitud.ts';
import { type CapturedSelfie, faceCaptureMachine } from '../capture/face-capture.machine.ts';
import { idCaptureMachine } from '../capture/id-capture.machine.ts';
import type { CapturedDocument } from '../capture/id-capture.types.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { STORAGE_KEYS, writeItem } from '../session/storage.ts';
import type { ToastEvent } from '../shared/toast.ts';
import type { ValidarIdentidadFields } from './biometrics.schema.ts';
import {
  ATTEMPTS_CHECK_MS,
  type BiometricsContext,
  type BiometricsEntry,
  type BiometricsEvent,
  type BiometricsInput,
  PRECHECK_POLL_MS,
  PRECHECK_RETRIES,
} from './biometrics.types.ts';
import {
  asSexo,
  awaitingBiometrics,
  expectedHolder,
  identityFieldsOf,
  memberHolder,
  outOfAttempts,
  personaFisicaHolder,
  withGender,
} from './biometric-holder.ts';
import {
  attemptsOutcome,
  backToInfo,
  DEFAULT_ROUTE_OUTCOME,
  EXIT_OUTCOME,
  identityOutcome,
  INTEGRANTES_INHABILITADOS,
  PROCESS_ERROR_TOAST,
} from './identity-outcome.ts';
import { ATTEMPTS_EXCEEDED_MESSAGE } from './member-status.ts';
import { QR_REFRESH_MS, qrExpired } from './qr-payload.ts';
import { type TermsOutput, termsMachine } from './terms.machine.ts';

const apiError = (error: unknown) => error as ApiError;

const documentCapture =
  (side: 'front' | 'back') =>
  ({ context }: { context: BiometricsContext }) => ({
    side,
    device: context.device,
    camera: context.ports.camera,
    detector: context.ports.documentDetector,
    expected: expectedHolder(context.holder),
  });

export const biometricsMachine = setup({
  types: {
    context: {} as BiometricsContext,
    events: {} as BiometricsEvent,
    input: {} as BiometricsInput,
    emitted: {} as ToastEvent,
  },
  actors: {
    getSolicitud: fromPromise<Solicitud, string>(({ input }) => getSolicitud(input)),
    frontCapture: idCaptureMachine,
    backCapture: idCaptureMachine,
    selfieCapture: faceCaptureMachine,
    validarIdentidad: fromPromise<void, { idSolicitud: string; fields: ValidarIdentidadFields }>(
      ({ input }) => validarIdentidad(input.idSolicitud, input.fields),
    ),
    terms: termsMachine,
  },
  guards: {
    qrExpired: ({ context }) =>
      context.qr != null && qrExpired(context.qr, context.now(), context.device === 'mobile'),
    personaFisica: ({ context }) => context.personaFisica,
    awaitingBiometrics: (_, solicitud: Solicitud) => awaitingBiometrics(solicitud),
    pollsLeft: ({ context }) => context.polls < PRECHECK_RETRIES,
    listedMember: ({ context }, solicitud: Solicitud) =>
      memberHolder(solicitud, context.nroTributario ?? '') !== null,
    membersDisabled: (_, params: { error: unknown }) =>
      apiError(params.error).code === INTEGRANTES_INHABILITADOS,
    noAttemptsLeft: ({ context }) => outOfAttempts(context.holder),
    straightToFront: ({ context }) => context.qr != null && context.holder?.genero != null,
    hasGender: ({ context, event }) =>
      context.holder?.genero != null || (event.type === 'flow.continue' && asSexo(event.genero) !== null),
    termsAccepted: (_, output: TermsOutput) => output.accepted,
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
    backToInfo: ({ context }) => backToInfo(context.outcome),
  },
  delays: {
    pollDelay: PRECHECK_POLL_MS,
    attemptsDelay: ATTEMPTS_CHECK_MS,
    qrRefresh: QR_REFRESH_MS,
    outcomeDelay: ({ context }) => outcomeDelay(context.outcome),
  },
  actions: {
    keepEntry: assign((_, entry: BiometricsEntry) => ({
      personaFisica: entry.personaFisica,
      nroTributario: entry.nroTributario ?? entry.qr?.doc ?? null,
      qr: entry.qr ?? null,
    })),
    resetPolls: assign({ polls: 0 }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    keepPersonaFisica: assign({
      holder: ({ context }, solicitud: Solicitud) =>
        withGender(personaFisicaHolder(solicitud), context.qr?.genero),
    }),
    keepMember: assign({
      holder: ({ context }, solicitud: Solicitud) =>
        withGender(memberHolder(solicitud, context.nroTributario ?? ''), context.qr?.genero),
    }),
    keepGenero: assign({
      holder: ({ context, event }) =>
        context.holder && event.type === 'flow.continue' && context.holder.genero === null
          ? { ...context.holder, genero: asSexo(event.genero) }
          : context.holder,
    }),
    refreshQr: assign({
      qrTimestamp: ({ context }) => context.now(),
      qrVersion: ({ context }) => context.qrVersion + 1,
    }),
    dropQr: assign({ qr: null }),
    // Typed params (none), as in the offer machine, so the other actions keep their param types.
    trackFrontStart: (_, _params: undefined) => void pushAnalytics(ANALYTICS_EVENTS.frontIdStarted),
    trackSelfieStart: (_, _params: undefined) => void pushAnalytics(ANALYTICS_EVENTS.selfieStarted),
    trackSignUp: (_, _params: undefined) => void pushAnalytics(ANALYTICS_EVENTS.signUpSucceeded),
    // The spec's session item: the gender of the person validating, once known.
    storeGenero: ({ context }) => {
      if (context.holder?.genero) writeItem(STORAGE_KEYS.genero, context.holder.genero);
    },
    keepFront: assign({ front: (_, captured: CapturedDocument) => captured }),
    keepBack: assign({ back: (_, captured: CapturedDocument) => captured }),
    keepSelfie: assign({ selfie: (_, captured: CapturedSelfie) => captured }),
    // Back at the start nothing captured is kept: a new try takes all three again.
    dropCaptures: assign({ front: null, back: null, selfie: null, outcome: null }),
    keepTermsOutcome: assign({ outcome: (_, output: TermsOutput) => output.outcome }),
    giveUp: assign({ outcome: DEFAULT_ROUTE_OUTCOME }),
    attemptsExceeded: assign({ outcome: attemptsOutcome(ATTEMPTS_EXCEEDED_MESSAGE) }),
    exitToRoot: assign({ outcome: EXIT_OUTCOME }),
    toastProcessError: emit({ type: 'toast', kind: 'error', ...PROCESS_ERROR_TOAST } as ToastEvent),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    resolveIdentity: assign({
      outcome: (_, params: { error: unknown }) => identityOutcome(apiError(params.error)),
    }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'biometrics',
  initial: 'idle',
  context: ({ input }) => ({
    idSolicitud: input.idSolicitud,
    personaFisica: true,
    nroTributario: null,
    qr: null,
    device: input.device,
    ports: input.ports,
    now: input.now ?? Date.now,
    holder: null,
    polls: 0,
    qrTimestamp: 0,
    qrVersion: 0,
    front: null,
    back: null,
    selfie: null,
    outcome: null,
  }),
  states: {
    idle: {
      on: {
        'flow.start': { target: 'starting', actions: { type: 'keepEntry', params: ({ event }) => event } },
      },
    },
    starting: {
      always: [
        { guard: 'qrExpired', target: 'expiredQr' },
        { guard: 'personaFisica', target: 'precheck' },
        { target: 'memberCheck' },
      ],
    },
    expiredQr: {
      entry: ['dropQr', 'toastProcessError'],
      always: [{ guard: 'personaFisica', target: 'precheck' }, { target: 'memberCheck' }],
    },
    precheck: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'getSolicitud',
            src: 'getSolicitud',
            input: ({ context }) => context.idSolicitud,
            onDone: [
              {
                guard: { type: 'awaitingBiometrics', params: ({ event }) => event.output },
                target: '#biometrics.loaded',
                actions: { type: 'keepPersonaFisica', params: ({ event }) => event.output },
              },
              { guard: 'pollsLeft', target: 'waiting', actions: 'countPoll' },
              { target: '#biometrics.leaving', actions: 'giveUp' },
            ],
            onError: [
              {
                guard: { type: 'membersDisabled', params: ({ event }) => event },
                target: '#biometrics.disabled',
              },
              {
                target: '#biometrics.failed',
                actions: { type: 'resolveOutcome', params: ({ event }) => event },
              },
            ],
          },
        },
        waiting: { after: { pollDelay: 'fetching' } },
      },
    },
    memberCheck: {
      invoke: {
        id: 'getSolicitud',
        src: 'getSolicitud',
        input: ({ context }) => context.idSolicitud,
        onDone: [
          {
            guard: { type: 'listedMember', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'keepMember', params: ({ event }) => event.output },
          },
          { target: 'leaving', actions: 'giveUp' },
        ],
        onError: [
          { guard: { type: 'membersDisabled', params: ({ event }) => event }, target: 'disabled' },
          { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
        ],
      },
    },
    loaded: {
      always: [{ guard: 'straightToFront', target: 'checkedFromQr' }, { target: 'info' }],
    },
    // From the QR there is no info screen to wait on: attempts are checked at once.
    checkedFromQr: {
      always: [{ guard: 'noAttemptsLeft', target: 'blocked' }, { target: 'front' }],
    },
    info: {
      initial: 'settling',
      entry: ['dropCaptures', 'refreshQr'],
      on: {
        'flow.continue': [
          { guard: 'noAttemptsLeft', target: 'blocked' },
          { guard: 'hasGender', target: 'front', actions: 'keepGenero' },
        ],
      },
      states: {
        settling: {
          after: {
            attemptsDelay: [{ guard: 'noAttemptsLeft', target: '#biometrics.blocked' }, { target: 'ready' }],
          },
        },
        ready: { after: { qrRefresh: { target: 'ready', reenter: true, actions: 'refreshQr' } } },
      },
    },
    front: {
      entry: ['storeGenero', 'trackFrontStart'],
      invoke: {
        id: 'frontCapture',
        src: 'frontCapture',
        input: documentCapture('front'),
        onDone: { target: 'backInfo', actions: { type: 'keepFront', params: ({ event }) => event.output } },
        onError: { target: 'info', actions: 'toastProcessError' },
      },
    },
    backInfo: { on: { 'flow.continue': 'back' } },
    back: {
      invoke: {
        id: 'backCapture',
        src: 'backCapture',
        input: documentCapture('back'),
        onDone: { target: 'selfieInfo', actions: { type: 'keepBack', params: ({ event }) => event.output } },
        onError: { target: 'info', actions: 'toastProcessError' },
      },
    },
    selfieInfo: { on: { 'flow.continue': 'selfie' } },
    selfie: {
      entry: 'trackSelfieStart',
      invoke: {
        id: 'selfieCapture',
        src: 'selfieCapture',
        input: ({ context }) => ({
          device: context.device,
          camera: context.ports.camera,
          detector: context.ports.faceDetector,
        }),
        onDone: {
          target: 'validating',
          actions: { type: 'keepSelfie', params: ({ event }) => event.output },
        },
        onError: { target: 'info', actions: 'toastProcessError' },
      },
    },
    validating: {
      invoke: {
        id: 'validarIdentidad',
        src: 'validarIdentidad',
        input: ({ context }) => ({ idSolicitud: context.idSolicitud, fields: identityFieldsOf(context) }),
        onDone: 'terms',
        onError: {
          target: 'identityFailed',
          actions: { type: 'resolveIdentity', params: ({ event }) => event },
        },
      },
    },
    identityFailed: {
      always: [
        { guard: 'backToInfo', target: 'info', actions: 'toastOutcome' },
        { guard: 'outcomeStays', target: 'identityUnavailable', actions: 'toastOutcome' },
        { target: 'leaving', actions: 'toastOutcome' },
      ],
    },
    identityUnavailable: { on: { 'flow.retry': 'validating' } },
    terms: {
      invoke: {
        id: 'terms',
        src: 'terms',
        input: ({ context }) => ({
          idSolicitud: context.idSolicitud,
          nroDocumento: context.holder?.nroDocumento ?? '',
        }),
        onDone: [
          { guard: { type: 'termsAccepted', params: ({ event }) => event.output }, target: 'success' },
          { target: 'left', actions: { type: 'keepTermsOutcome', params: ({ event }) => event.output } },
        ],
      },
    },
    success: { type: 'final', entry: 'trackSignUp' },
    blocked: { entry: 'attemptsExceeded', always: 'leaving' },
    disabled: { on: { 'flow.exit': { target: 'left', actions: 'exitToRoot' } } },
    failed: {
      always: [
        { guard: 'outcomeStays', target: 'unavailable', actions: 'toastOutcome' },
        { target: 'leaving', actions: 'toastOutcome' },
      ],
    },
    unavailable: { on: { 'flow.retry': { target: 'starting', actions: 'resetPolls' } } },
    leaving: { after: { outcomeDelay: 'left' } },
    left: { type: 'final' },
  },
});
