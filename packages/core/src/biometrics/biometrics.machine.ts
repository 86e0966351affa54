// The biometric flow (identity §2 screens 3-11, §4, §5, §8): info → front → back → selfie →
// identity validation → terms → success, for a persona física or a company member, on a desktop or
// on a phone opened from the QR. Captures and terms run as child machines; the named actors, guards
// and actions are in biometrics.setup.ts.
// idle: who validates is not known yet: the input's entry starts the flow at once, else flow.start does.
// starting: picks the way in. expiredQr: a phone's QR older than 90 s (toast; info-dni asks to scan
//   the computer's QR again), unless this tab opened it already (a reload: session/qr-session.ts). fromQr: the phone has no session, so the QR names who validates (no
//   read of the request; the identity call enforces the attempts); then info, for the consent.
// precheck: persona física; the request is read every 3000 ms (5 retries at most) until it is
//   AGUARDANDO_BIOMETRIA; a state that cannot turn by itself (INICIADA, a client, finished) at once, and
//   the last retry, go to notReady (a page with 'Reintentar' and the way to the request's step, instead
//   of the spec's default error route: issue 24); any failure but an expired session, the error route. memberCheck: company member; the request's
//   list must hold their tax number.
// info: front-ID info with the QR (redrawn every 60 s); attempts are checked 3 s in and on Continuar;
//   Continuar needs a gender (asked for when the request has none). The screen's gate (the gender, then
//   the data consent) is the infoGate child (info-gate.machine.ts), whose end is flow.continue here.
// front, back, selfie: the capture children (capture and preview), which capture.retake (back from
//   the preview's page to the capture's) is passed on to; backInfo, selfieInfo: intros.
//   nroTramite comes from the DNI's barcode: when the front's was not read the back must give it, and
//   its preview offers the front again (flow.retakeFront) or typing the number printed on the card.
//   Once a capture found no camera (uploadOnly), the later ones open on the upload alternative.
// validating: POST validar-identidad; identityFailed: 503+ back to info, else stay or leave.
// terms: the terms child; accepted → success (persona física), or for a company member membersCheck
//   (the request read once: every required member COMPLETADO → success, else membersPending, the
//   waiting text; the QR phone, which cannot read it, goes straight there); or it leaves.
// While info shows on a computer (not a phone from the QR), the request is watched
//   (request-watch.machine.ts): a client → finishedElsewhere (the account page); the member validated
//   here COMPLETADO, or the request waiting for its product → membersPending.
// blocked: no attempts left ('No se puede realizar la biometria'), leaving for the error page.
// disabled: IntegrantesInhabilitados, the 'Ha ocurrido un error' modal; 'Salir' goes to the root.
// failed → unavailable (stay; flow.retry) or leaving → left, as the catalogue says.
import { failedBranches, failedTo } from '../machine/failed-to.ts';
import { biometricsSetup } from './biometrics.setup.ts';
import { identityFieldsOf } from './biometric-holder.ts';
import { captureSide, keepRequestIf, readOutput, readRequest, whenDisabled } from './biometrics.invokes.ts';

export const biometricsMachine = biometricsSetup.createMachine({
  id: 'biometrics',
  initial: 'idle',
  entry: 'startFromInput',
  context: ({ input }) => ({
    idSolicitud: input.idSolicitud,
    entry: input.entry ?? null,
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
    uploadOnly: false,
  }),
  states: {
    idle: {
      tags: ['busy'],
      on: {
        'flow.start': { target: 'starting', actions: { type: 'keepEntry', params: ({ event }) => event } },
      },
    },
    starting: {
      always: [
        { guard: 'qrExpired', target: 'expiredQr' },
        {
          guard: 'fromQr',
          target: 'fromQr',
          actions: ['keepQrHolder', 'noteQrPersonType', 'noteQrOpened'],
        },
        { guard: 'personaFisica', target: 'precheck' },
        { target: 'memberCheck' },
      ],
    },
    // Nothing more on this phone: only a fresh QR from the computer goes on.
    expiredQr: { tags: ['infoDni', 'qrExpired'], entry: 'toastProcessError' },
    // The phone passes info-dni as the computer does: its tips and the data consent come before a camera.
    fromQr: { always: 'info' },
    precheck: {
      tags: ['checking'],
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            ...readRequest,
            onDone: [
              keepRequestIf('awaitingBiometrics', '#biometrics.info', 'keepPersonaFisica'),
              // A request still in its data steps (or already past biometrics) will not turn by
              // itself: it says so at once instead of polling 15 s (issue 24).
              {
                guard: { type: 'settledElsewhere', params: readOutput },
                target: '#biometrics.notReady',
              },
              { guard: 'pollsLeft', target: 'waiting', actions: 'countPoll' },
              { target: '#biometrics.notReady' },
            ],
            onError: [
              whenDisabled('#biometrics.disabled'),
              {
                target: '#biometrics.failed',
                actions: { type: 'precheckFailed', params: ({ event }) => event },
              },
            ],
          },
        },
        waiting: { after: { pollDelay: 'fetching' } },
      },
    },
    memberCheck: {
      tags: ['busy'],
      invoke: {
        ...readRequest,
        onDone: [
          keepRequestIf('listedMember', 'info', 'keepMember'),
          { target: 'leaving', actions: 'giveUp' },
        ],
        onError: [
          whenDisabled('disabled'),
          { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
        ],
      },
    },
    info: {
      tags: ['infoDni', 'prepareDocument'],
      initial: 'settling',
      entry: ['dropCaptures', 'refreshQr'],
      invoke: [
        // The computer watches the request while the phone opened from its QR does the biometrics.
        {
          id: 'requestWatch',
          src: 'requestWatch',
          input: ({ context }) => ({
            idSolicitud: context.idSolicitud,
            nroTributario: context.personaFisica ? null : (context.holder?.nroTributario ?? null),
            enabled: context.device === 'desktop' && context.qr === null,
            untilClient: false,
          }),
          onDone: [
            {
              guard: { type: 'endedAsClient', params: ({ event }) => event.output },
              target: 'finishedElsewhere',
              actions: 'trackSignUpEndedOnPhone',
            },
            { target: 'membersPending' },
          ],
        },
        // The screen's gender and consent; once given, the flow goes on as flow.continue says.
        {
          id: 'infoGate',
          src: 'infoGate',
          input: ({ context }) => ({
            needsGender: context.holder !== null && context.holder.genero === null,
          }),
          onDone: { actions: { type: 'continueAfterGate', params: ({ event }) => event.output } },
        },
      ],
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
      tags: ['idCapture'],
      entry: ['storeGenero', 'trackFrontStart'],
      on: { 'capture.retake': { actions: { type: 'retakeCapture', params: 'frontCapture' } } },
      invoke: captureSide('frontCapture', 'keepFront', 'backInfo'),
    },
    backInfo: { tags: ['backIntro', 'prepareFace'], on: { 'flow.continue': 'back' } },
    back: {
      tags: ['idCapture'],
      on: {
        'flow.retakeFront': { target: 'front', actions: 'dropFront' },
        'capture.retake': { actions: { type: 'retakeCapture', params: 'backCapture' } },
      },
      invoke: captureSide('backCapture', 'keepBack', 'selfieInfo'),
    },
    selfieInfo: { tags: ['selfieIntro', 'prepareFace'], on: { 'flow.continue': 'selfie' } },
    selfie: {
      tags: ['faceCapture'],
      entry: 'trackSelfieStart',
      on: { 'capture.retake': { actions: { type: 'retakeCapture', params: 'selfieCapture' } } },
      invoke: {
        id: 'selfieCapture',
        src: 'selfieCapture',
        input: ({ context }) => ({
          device: context.device,
          camera: context.ports.camera,
          detector: context.ports.faceDetector,
          uploadOnly: context.uploadOnly,
        }),
        onDone: {
          target: 'validating',
          actions: { type: 'keepSelfie', params: ({ event }) => event.output },
        },
        onError: { target: 'info', actions: 'toastProcessError' },
      },
    },
    validating: {
      tags: ['selfiePreview', 'busy'],
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
        ...failedBranches('identityUnavailable', 'leaving'),
      ],
    },
    identityUnavailable: { tags: ['selfiePreview', 'failed'], on: { 'flow.retry': 'validating' } },
    terms: {
      tags: ['terms'],
      invoke: {
        id: 'terms',
        src: 'terms',
        input: ({ context }) => ({
          idSolicitud: context.idSolicitud,
          nroDocumento: context.holder?.nroDocumento ?? '',
        }),
        onDone: [
          { guard: { type: 'termsAccepted', params: ({ event }) => event.output }, target: 'accepted' },
          { target: 'left', actions: { type: 'keepTermsOutcome', params: ({ event }) => event.output } },
        ],
      },
    },
    accepted: {
      always: [
        { guard: 'personaFisica', target: 'success' },
        { guard: 'fromQr', target: 'membersPending' },
        { target: 'membersCheck' },
      ],
    },
    // A company member who finished: the sign-up is over only once every required member is.
    membersCheck: {
      tags: ['busy'],
      invoke: {
        id: 'getSolicitud',
        src: 'getSolicitud',
        input: ({ context }) => context.idSolicitud,
        onDone: [
          { guard: { type: 'allMembersDone', params: ({ event }) => event.output }, target: 'success' },
          { target: 'membersPending' },
        ],
        // A failed read only means the answer is not known: the member's own part is done.
        onError: 'membersPending',
      },
    },
    // Others are pending (or, on the QR phone without a session, cannot be known): the waiting text.
    // The member is done: the survey's identifiers are theirs, kept now, since the account page may come
    // later through the waiting page, which knows no member (issue 24).
    membersPending: { type: 'final', tags: ['busy'], entry: 'keepSurveyIdentifiers' },
    // The sign-up ended on the phone: the account page (alta_exitosa as trackSignUpEndedOnPhone says).
    finishedElsewhere: { type: 'final', tags: ['busy'], entry: 'keepSurveyIdentifiers' },
    success: { type: 'final', tags: ['busy'], entry: ['keepSurveyIdentifiers', 'trackSignUp'] },
    blocked: { entry: 'attemptsExceeded', always: 'leaving' },
    disabled: { tags: ['disabled'], on: { 'flow.exit': { target: 'left', actions: 'exitToRoot' } } },
    failed: failedTo('unavailable', 'leaving'),
    unavailable: {
      tags: ['unavailable'],
      on: { 'flow.retry': { target: 'starting', actions: 'resetPolls' } },
    },
    // Not waiting for biometrics: the page says so, with 'Reintentar' and the way to the request's step.
    notReady: { tags: ['notReady'], on: { 'flow.retry': { target: 'starting', actions: 'resetPolls' } } },
    leaving: { tags: ['busy'], after: { outcomeDelay: 'left' } },
    left: { type: 'final', tags: ['busy'] },
  },
});
