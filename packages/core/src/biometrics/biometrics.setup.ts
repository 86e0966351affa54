// The biometric flow's named actors, guards, delays and actions (the machine's `setup`), apart from
// its states in biometrics.machine.ts so each file stays readable.
import { assign, emit, enqueueActions, forwardTo, fromPromise, raise, setup } from 'xstate';
import { ANALYTICS_EVENTS, pushAnalytics } from '../analytics/data-layer.ts';
import { saveSurveyIdentifiers, surveyIdentifiers } from '../analytics/survey.ts';
import type { ApiError } from '../api/api-error.ts';
import { validarIdentidad } from '../api/biometria.ts';
import { getSolicitud, type RequestDetail } from '../api/solicitud.ts';
import { faceCaptureMachine } from '../capture/face-capture.machine.ts';
import type { CapturedSelfie } from '../capture/face-capture.types.ts';
import { idCaptureMachine } from '../capture/id-capture.machine.ts';
import type { CapturedDocument } from '../capture/id-capture.types.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { noteQrOpened, qrOpenedHere } from '../session/qr-session.ts';
import { noteQrPersonType } from '../session/session-data.ts';
import { STORAGE_KEYS, writeItem } from '../session/storage.ts';
import type { ToastEvent } from '../shared/toast.ts';
import type { ValidarIdentidadFields } from './biometrics.schema.ts';
import {
  ATTEMPTS_CHECK_MS,
  type BiometricsContext,
  type BiometricsEntry,
  type BiometricsEvent,
  type BiometricsInput,
  type BiometricsTag,
  PRECHECK_POLL_MS,
  PRECHECK_RETRIES,
} from './biometrics.types.ts';
import {
  asSexo,
  awaitingBiometrics,
  memberHolder,
  outOfAttempts,
  personaFisicaHolder,
  qrHolder,
  settledElsewhere,
} from './biometric-holder.ts';
import {
  attemptsOutcome,
  backToInfo,
  DEFAULT_ROUTE_OUTCOME,
  EXIT_OUTCOME,
  identityOutcome,
  INTEGRANTES_INHABILITADOS,
  PROCESS_ERROR_TOAST,
  precheckOutcome,
} from './identity-outcome.ts';
import { ATTEMPTS_EXCEEDED_MESSAGE, allRequiredMembersDone } from './member-status.ts';
import { QR_REFRESH_MS, qrExpired } from './qr-payload.ts';
import { type InfoGateOutput, infoGateMachine } from './info-gate.machine.ts';
import { type RequestWatchOutcome, requestWatchMachine } from './request-watch.machine.ts';
import { type TermsOutput, termsMachine } from './terms.machine.ts';

const apiError = (error: unknown) => error as ApiError;

export const biometricsSetup = setup({
  types: {
    context: {} as BiometricsContext,
    events: {} as BiometricsEvent,
    input: {} as BiometricsInput,
    emitted: {} as ToastEvent,
    tags: {} as BiometricsTag,
  },
  actors: {
    getSolicitud: fromPromise<RequestDetail, string>(({ input }) => getSolicitud(input)),
    frontCapture: idCaptureMachine,
    backCapture: idCaptureMachine,
    selfieCapture: faceCaptureMachine,
    validarIdentidad: fromPromise<void, { idSolicitud: string; fields: ValidarIdentidadFields }>(
      ({ input }) => validarIdentidad(input.idSolicitud, input.fields),
    ),
    terms: termsMachine,
    requestWatch: requestWatchMachine,
    infoGate: infoGateMachine,
  },
  guards: {
    fromQr: ({ context }) => context.qr != null,
    endedAsClient: (_, outcome: RequestWatchOutcome) => outcome === 'client',
    // A QR this tab already opened stays valid (a reload of the phone's page; issue 24).
    qrExpired: ({ context }) =>
      context.qr != null &&
      !qrOpenedHere(context.qr) &&
      qrExpired(context.qr, context.now(), context.device === 'mobile'),
    personaFisica: ({ context }) => context.personaFisica,
    awaitingBiometrics: (_, solicitud: RequestDetail) => awaitingBiometrics(solicitud),
    settledElsewhere: (_, solicitud: RequestDetail) => settledElsewhere(solicitud),
    pollsLeft: ({ context }) => context.polls < PRECHECK_RETRIES,
    listedMember: ({ context }, solicitud: RequestDetail) =>
      memberHolder(solicitud, context.nroTributario ?? '') !== null,
    membersDisabled: (_, params: { error: unknown }) =>
      apiError(params.error).code === INTEGRANTES_INHABILITADOS,
    noAttemptsLeft: ({ context }) => outOfAttempts(context.holder),
    hasGender: ({ context, event }) =>
      context.holder?.genero != null || (event.type === 'flow.continue' && asSexo(event.genero) !== null),
    termsAccepted: (_, output: TermsOutput) => output.accepted,
    allMembersDone: (_, solicitud: RequestDetail) => allRequiredMembersDone(solicitud.integrantes),
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
    // The page gave who validates as input: the flow starts as flow.start would start it, a tick
    // after the actor starts, once whoever started it listens (an expired QR's toast is its first act).
    startFromInput: enqueueActions(({ context, enqueue }) => {
      if (context.entry) enqueue.raise({ type: 'flow.start', ...context.entry }, { delay: 0 });
    }),
    keepEntry: assign((_, entry: BiometricsEntry) => ({
      personaFisica: entry.personaFisica,
      nroTributario: entry.nroTributario ?? entry.qr?.doc ?? null,
      qr: entry.qr ?? null,
    })),
    // The phone has no session: its analytics events take the person type from the QR.
    noteQrPersonType: ({ context }) => noteQrPersonType(context.personaFisica),
    noteQrOpened: ({ context }) => {
      if (context.qr) noteQrOpened(context.qr);
    },
    resetPolls: assign({ polls: 0 }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    keepPersonaFisica: assign({ holder: (_, solicitud: RequestDetail) => personaFisicaHolder(solicitud) }),
    keepMember: assign({
      holder: ({ context }, solicitud: RequestDetail) => memberHolder(solicitud, context.nroTributario ?? ''),
    }),
    keepQrHolder: assign({
      holder: ({ context }) => (context.qr ? qrHolder(context.qr, context.personaFisica) : null),
    }),
    keepGenero: assign({
      holder: ({ context, event }) =>
        context.holder && event.type === 'flow.continue' && context.holder.genero === null
          ? { ...context.holder, genero: asSexo(event.genero) }
          : context.holder,
    }),
    // The gate's end is the flow's own Continuar: the attempts, then the front with the gender chosen.
    continueAfterGate: raise((_, output: InfoGateOutput) => ({
      type: 'flow.continue' as const,
      ...(output.genero ? { genero: output.genero } : {}),
    })),
    refreshQr: assign({
      qrTimestamp: ({ context }) => context.now(),
      qrVersion: ({ context }) => context.qrVersion + 1,
    }),
    // Typed params (none), as in the offer machine, so the other actions keep their param types.
    trackFrontStart: (_, _params: undefined) => void pushAnalytics(ANALYTICS_EVENTS.frontIdStarted),
    trackSelfieStart: (_, _params: undefined) => void pushAnalytics(ANALYTICS_EVENTS.selfieStarted),
    trackSignUp: (_, _params: undefined) => void pushAnalytics(ANALYTICS_EVENTS.signUpSucceeded),
    // The request became a client while this computer watched its member: the phone finished it. A
    // persona física's phone pushed alta_exitosa on its success; a company member's phone cannot
    // read the others, ends on the waiting page and pushes nothing, so the sign-up is counted here.
    trackSignUpEndedOnPhone: ({ context }, _params: undefined) => {
      if (!context.personaFisica) pushAnalytics(ANALYTICS_EVENTS.signUpSucceeded);
    },
    // Before the success page loads the survey script, which reads them from session storage.
    keepSurveyIdentifiers: ({ context }, _params: undefined) =>
      saveSurveyIdentifiers(
        surveyIdentifiers({
          nroTributario: context.holder?.nroTributario ?? context.nroTributario ?? '',
          personaFisica: context.personaFisica,
          nombre: context.holder?.nombre,
          apellido: context.holder?.apellido,
        }),
      ),
    // The spec's session item: the gender of the person validating, once known.
    storeGenero: ({ context }) => {
      if (context.holder?.genero) writeItem(STORAGE_KEYS.genero, context.holder.genero);
    },
    keepFront: assign({ front: (_, captured: CapturedDocument) => captured }),
    keepBack: assign({ back: (_, captured: CapturedDocument) => captured }),
    // Once a capture found no camera, the next ones open on the upload; a capture that got the camera
    // back ('Usar la cámara') lets the next ones try it again.
    noteCameraUnavailable: assign({
      uploadOnly: (_, captured: { cameraUnavailable?: boolean }) => captured.cameraUnavailable === true,
    }),
    dropFront: assign({ front: null }),
    // The browser went back from a preview to its capture page: the capture takes the photo again.
    retakeCapture: forwardTo((_, child: 'frontCapture' | 'backCapture' | 'selfieCapture') => child),
    keepSelfie: assign({ selfie: (_, captured: CapturedSelfie) => captured }),
    // Back at the start nothing captured is kept: a new try takes all three again.
    dropCaptures: assign({ front: null, back: null, selfie: null, outcome: null }),
    keepTermsOutcome: assign({ outcome: (_, output: TermsOutput) => output.outcome }),
    giveUp: assign({ outcome: DEFAULT_ROUTE_OUTCOME }),
    attemptsExceeded: assign({ outcome: attemptsOutcome(ATTEMPTS_EXCEEDED_MESSAGE) }),
    exitToRoot: assign({ outcome: EXIT_OUTCOME }),
    toastProcessError: emit({ type: 'toast', kind: 'error', ...PROCESS_ERROR_TOAST } as ToastEvent),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    precheckFailed: assign({
      outcome: (_, params: { error: unknown }) => precheckOutcome(apiError(params.error)),
    }),
    resolveIdentity: assign({
      outcome: ({ context }, params: { error: unknown }) =>
        identityOutcome(apiError(params.error), context.holder?.biometria ?? null),
    }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
});
