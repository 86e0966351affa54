// The live selfie (identity §2 screens 9-10, §4, §8, §9), with the camera and the face detector
// injected as ports (input).
// loadingDetector: the face library loads; polled every 150 ms (libraryReady once it has started),
//   given up after 7000 ms.
// detectorFailed: 'Error loading face capture library' (or it broke); the camera is stopped; restart.
//   Then the camera, or the upload straight away when a camera already failed in this flow (uploadOnly).
// camera: the camera child (camera.machine.ts) opens the front camera at 1280x720, or says why it
//   cannot (912 and others) until a restart or the upload; a stream that breaks comes back here.
// live: the camera runs; searching judges a frame (900 passed, 901 no face, other: centre the face),
//   waiting pauses before the next. Three passes in a row start a countdown (3, 2, 1, a second each;
//   issue 24: the shot came half a second after 'Mantenga unos segundos.' with no warning), then
//   lastLook judges a fresh frame: passed, capturing encodes it as the selfie and the face; else the
//   search starts over with its message.
//   After 20 s without a capture the manual shutter is offered; shooting judges the frame it takes
//   in one look (as an uploaded photo is), so nothing reaches the preview unjudged.
// upload: the upload alternative; a chosen photo must pass (900) in one frame. 'Usar la cámara'
//   (capture.useCamera) tries the camera again.
// preview: the selfie with 'Volver a tomar foto' and 'Continuar'.
// done: confirmed; the output is the selfie and the face cut from it.
// Tags: what the capture view shows (capture-tags.ts).
import type { CaptureTag } from './capture-tags.ts';
import { fromUint8Array } from 'js-base64';
import { assign, fromPromise, setup } from 'xstate';
import type { CameraPort, Device } from './camera-port.ts';
import { type CameraOutcome, cameraInput, cameraMachine } from './camera.machine.ts';
import { CAPTURE_TIMING, FACE_FEEDBACK, FACE_PASSES_REQUIRED } from './capture-texts.ts';
import { FACE_CODE, type FaceDetector, type FaceResult, type Frame } from './detector-port.ts';

/** The countdown before the live shot: from 3, one step a second (ours, docs/decisions.md). */
export const FACE_COUNTDOWN = { from: 3, stepMs: 1000 } as const;

/** The seconds shown while counting down, or null when there is no countdown to show. */
export const countdownShown = (countdown: number | null): number | null =>
  countdown !== null && countdown > 0 ? countdown : null;

/** The live feedback during the countdown: the spec's 'Mantenga unos segundos.' and the seconds left. */
export const countdownFeedback = (feedback: string | null, countdown: number | null): string | null => {
  const shown = countdownShown(countdown);
  return shown === null ? feedback : `${feedback ?? FACE_FEEDBACK.passed} Foto en ${shown}…`;
};

export interface CapturedSelfie {
  /** The whole frame (what the spec calls the selfie). */
  selfie: Blob;
  /** The face cut from it, as base64 JPEG: the identity call's faceCapture. */
  faceCapture: string;
  /** The camera could not start and the applicant took the upload. */
  cameraUnavailable?: boolean;
}

export interface FaceCaptureInput {
  device: Device;
  camera: CameraPort;
  detector: FaceDetector;
  /** A camera already failed in this flow: the capture opens on the upload alternative. */
  uploadOnly?: boolean;
}

export interface FaceCaptureContext extends FaceCaptureInput {
  passes: number;
  /** The seconds left before the live shot while counting down (3, 2, 1, then 0); null otherwise. */
  countdown: number | null;
  feedback: string | null;
  frame: Frame | null;
  result: FaceResult | null;
  detectorError: string | null;
  source: 'camera' | 'file';
  captured: CapturedSelfie | null;
  /** The manual shutter ('Tomar foto') is offered: no capture for a while. */
  shutterOffered: boolean;
  /** The library answered its start; the next 150 ms poll finds it. */
  libraryReady: boolean;
  /** Polls that did not find the library yet (0, 1, 2 = more). */
  libraryLooks: number;
  /** No camera so far: the capture opened on the upload (uploadOnly), or the camera child ended there. */
  cameraUnavailable: boolean;
}

export type FaceCaptureEvent =
  | { type: 'capture.restartCamera' }
  | { type: 'capture.useUpload' }
  | { type: 'capture.shutter' }
  | { type: 'capture.file'; frame: Frame }
  | { type: 'capture.retake' }
  | { type: 'capture.confirm' }
  | { type: 'capture.useCamera' };

interface Judged {
  frame: Frame;
  result: FaceResult;
}

export const faceFeedback = (result: FaceResult): string =>
  result.code === FACE_CODE.passed
    ? FACE_FEEDBACK.passed
    : result.code === FACE_CODE.noFace
      ? FACE_FEEDBACK.noFace
      : FACE_FEEDBACK.center;

const passed = (judged: Judged) => judged.result.code === FACE_CODE.passed;

// The kept frame is encoded both when the camera captured it and when it came from a file.
const encodeInput = ({ context }: { context: FaceCaptureContext }) => ({
  camera: context.camera,
  frame: context.frame as Frame,
  result: context.result as FaceResult,
});

export const faceCaptureMachine = setup({
  types: {
    context: {} as FaceCaptureContext,
    events: {} as FaceCaptureEvent,
    input: {} as FaceCaptureInput,
    output: {} as CapturedSelfie,
    children: {} as { camera: 'camera' },
    tags: {} as CaptureTag,
  },
  actors: {
    loadDetector: fromPromise<void, FaceDetector>(({ input }) => input.start()),
    camera: cameraMachine,
    judgeFrame: fromPromise<Judged, { camera: CameraPort; detector: FaceDetector }>(async ({ input }) => {
      const frame = await input.camera.grab();
      return { frame, result: await input.detector.detect(frame) };
    }),
    // The manual shutter: the current frame, judged once, as an uploaded photo.
    shootStill: fromPromise<Judged, { camera: CameraPort; detector: FaceDetector }>(async ({ input }) => {
      const frame = await input.camera.grab();
      return { frame, result: await input.detector.detect(frame) };
    }),
    judgeFile: fromPromise<Judged, { frame: Frame; detector: FaceDetector }>(async ({ input }) => ({
      frame: input.frame,
      result: await input.detector.detect(input.frame),
    })),
    encode: fromPromise<CapturedSelfie, { camera: CameraPort; frame: Frame; result: FaceResult }>(
      async ({ input: { camera, frame, result } }) => {
        const [selfie, face] = await Promise.all([camera.encode(frame), camera.encode(frame, result.face)]);
        return { selfie, faceCapture: fromUint8Array(new Uint8Array(await face.arrayBuffer())) };
      },
    ),
  },
  guards: {
    choseUpload: (_, outcome: CameraOutcome) => outcome === 'upload',
    enoughPasses: ({ context }, judged: Judged) =>
      passed(judged) && context.passes + 1 >= FACE_PASSES_REQUIRED,
    filePassed: (_, judged: Judged) => passed(judged),
    fromFile: ({ context }) => context.source === 'file',
    shutterOffered: ({ context }) => context.shutterOffered,
    countdownLast: ({ context }) => (context.countdown ?? 0) <= 1,
    libraryReady: ({ context }) => context.libraryReady,
    libraryReadyForUpload: ({ context }) => context.libraryReady && context.uploadOnly === true,
  },
  delays: {
    retryDelay: ({ context }) =>
      context.result?.code === FACE_CODE.noFace ? CAPTURE_TIMING.retryFarMs : CAPTURE_TIMING.retryNearMs,
    libraryWait: CAPTURE_TIMING.faceLibraryWaitMs,
    libraryPoll: CAPTURE_TIMING.faceLibraryPollMs,
    shutterDelay: CAPTURE_TIMING.manualShutterMs,
    countdownStep: FACE_COUNTDOWN.stepMs,
  },
  actions: {
    judged: assign(({ context }, judged: Judged) => ({
      frame: judged.frame,
      result: judged.result,
      passes: passed(judged) ? context.passes + 1 : 0,
      // A frame that fails during the last look ends the countdown; one that passes keeps its 0.
      countdown: passed(judged) ? context.countdown : null,
      feedback: faceFeedback(judged.result),
    })),
    startCountdown: assign({ countdown: FACE_COUNTDOWN.from }),
    countDown: assign({ countdown: ({ context }) => Math.max(0, (context.countdown ?? 1) - 1) }),
    resetSearch: assign({
      passes: 0,
      countdown: null,
      feedback: null,
      frame: null,
      result: null,
      shutterOffered: false,
    }),
    offerShutter: assign({ shutterOffered: true }),
    keepCaptured: assign({
      captured: ({ context }, captured: CapturedSelfie) =>
        context.cameraUnavailable ? { ...captured, cameraUnavailable: true } : captured,
      frame: null,
    }),
    noteCameraUnavailable: assign({ cameraUnavailable: true }),
    noteCameraWorks: assign({ cameraUnavailable: false }),
    dropCaptured: assign({ captured: null }),
    detectorFailed: assign({ detectorError: FACE_FEEDBACK.libraryFailed }),
    libraryLoaded: assign({ libraryReady: true }),
    forgetLibrary: assign({ libraryReady: false, libraryLooks: 0 }),
    // Counted up to 2 only: enough to tell a first look from the later ones (the model walks both).
    libraryLookedFor: assign({ libraryLooks: ({ context }) => Math.min(2, context.libraryLooks + 1) }),
    clearDetectorError: assign({ detectorError: null }),
    useCamera: assign({ source: 'camera' as const }),
    useFile: assign({ source: 'file' as const }),
    stopCamera: ({ context }) => context.camera.stop(),
    stopDetector: ({ context }) => context.detector.stop(),
  },
}).createMachine({
  id: 'faceCapture',
  initial: 'loadingDetector',
  context: ({ input }) => ({
    ...input,
    passes: 0,
    countdown: null,
    feedback: null,
    frame: null,
    result: null,
    detectorError: null,
    source: 'camera',
    captured: null,
    shutterOffered: false,
    libraryReady: false,
    libraryLooks: 0,
    cameraUnavailable: input.uploadOnly === true,
  }),
  output: ({ context }) => context.captured as CapturedSelfie,
  states: {
    loadingDetector: {
      entry: ['clearDetectorError', 'forgetLibrary'],
      exit: 'forgetLibrary',
      after: { libraryWait: { target: 'detectorFailed', actions: 'detectorFailed' } },
      invoke: {
        id: 'loadDetector',
        src: 'loadDetector',
        input: ({ context }) => context.detector,
        onDone: { actions: 'libraryLoaded' },
        onError: { target: 'detectorFailed', actions: 'detectorFailed' },
      },
      // Identity §9: the library is looked for every 150 ms, within the 7000 ms above.
      initial: 'polling',
      states: {
        polling: {
          after: {
            libraryPoll: [
              { guard: 'libraryReadyForUpload', target: '#faceCapture.upload' },
              { guard: 'libraryReady', target: '#faceCapture.camera' },
              { target: 'polling', reenter: true, actions: 'libraryLookedFor' },
            ],
          },
        },
      },
    },
    detectorFailed: {
      tags: ['detectorFailed'],
      entry: ['stopDetector', 'stopCamera'],
      on: { 'capture.restartCamera': 'loadingDetector' },
    },
    camera: {
      tags: ['camera'],
      entry: ['resetSearch', 'useCamera'],
      invoke: {
        id: 'camera',
        src: 'camera',
        input: ({ context, event }) => cameraInput('selfie', context, event),
        onDone: [
          {
            guard: { type: 'choseUpload', params: ({ event }) => event.output },
            target: 'upload',
            actions: 'noteCameraUnavailable',
          },
          { target: 'live', actions: 'noteCameraWorks' },
        ],
      },
    },
    live: {
      tags: ['live'],
      initial: 'searching',
      exit: 'stopCamera',
      after: { shutterDelay: { actions: 'offerShutter' } },
      on: { 'capture.useUpload': 'upload' },
      states: {
        searching: {
          // Only while searching or between frames: a frame already kept is being captured.
          on: { 'capture.shutter': { guard: 'shutterOffered', target: 'shooting' } },
          invoke: {
            id: 'judgeFrame',
            src: 'judgeFrame',
            input: ({ context }) => ({ camera: context.camera, detector: context.detector }),
            onDone: [
              {
                guard: { type: 'enoughPasses', params: ({ event }) => event.output },
                target: 'countdown',
                actions: [{ type: 'judged', params: ({ event }) => event.output }, 'startCountdown'],
              },
              { target: 'waiting', actions: { type: 'judged', params: ({ event }) => event.output } },
            ],
            onError: '#faceCapture.camera',
          },
        },
        // 3, 2, 1 on screen (and to screen readers), the face held still; then one fresh look.
        countdown: {
          after: {
            countdownStep: [
              { guard: 'countdownLast', target: 'lastLook', actions: 'countDown' },
              { target: 'countdown', reenter: true, actions: 'countDown' },
            ],
          },
        },
        lastLook: {
          invoke: {
            id: 'judgeFrame',
            src: 'judgeFrame',
            input: ({ context }) => ({ camera: context.camera, detector: context.detector }),
            onDone: [
              {
                guard: { type: 'filePassed', params: ({ event }) => event.output },
                target: 'capturing',
                actions: { type: 'judged', params: ({ event }) => event.output },
              },
              { target: 'waiting', actions: { type: 'judged', params: ({ event }) => event.output } },
            ],
            onError: '#faceCapture.camera',
          },
        },
        waiting: {
          after: { retryDelay: 'searching' },
          on: { 'capture.shutter': { guard: 'shutterOffered', target: 'shooting' } },
        },
        shooting: {
          invoke: {
            id: 'shootStill',
            src: 'shootStill',
            input: ({ context }) => ({ camera: context.camera, detector: context.detector }),
            onDone: [
              {
                guard: { type: 'filePassed', params: ({ event }) => event.output },
                target: 'capturing',
                actions: { type: 'judged', params: ({ event }) => event.output },
              },
              { target: 'waiting', actions: { type: 'judged', params: ({ event }) => event.output } },
            ],
            onError: '#faceCapture.camera',
          },
        },
        capturing: {
          invoke: {
            id: 'encode',
            src: 'encode',
            input: encodeInput,
            onDone: {
              target: '#faceCapture.preview',
              actions: { type: 'keepCaptured', params: ({ event }) => event.output },
            },
            onError: '#faceCapture.camera',
          },
        },
      },
    },
    upload: {
      tags: ['upload'],
      initial: 'choosing',
      entry: ['useFile', 'resetSearch'],
      states: {
        choosing: { on: { 'capture.file': 'checking', 'capture.useCamera': '#faceCapture.camera' } },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'judgeFile',
            src: 'judgeFile',
            input: ({ context, event }) => ({
              frame: (event as Extract<FaceCaptureEvent, { type: 'capture.file' }>).frame,
              detector: context.detector,
            }),
            onDone: [
              {
                guard: { type: 'filePassed', params: ({ event }) => event.output },
                target: 'encoding',
                actions: { type: 'judged', params: ({ event }) => event.output },
              },
              { target: 'choosing', actions: { type: 'judged', params: ({ event }) => event.output } },
            ],
            onError: { target: 'choosing', actions: 'detectorFailed' },
          },
        },
        encoding: {
          tags: ['busy'],
          invoke: {
            id: 'encode',
            src: 'encode',
            input: encodeInput,
            onDone: {
              target: '#faceCapture.preview',
              actions: { type: 'keepCaptured', params: ({ event }) => event.output },
            },
            onError: { target: 'choosing', actions: 'resetSearch' },
          },
        },
      },
    },
    preview: {
      tags: ['preview'],
      on: {
        'capture.retake': [
          { guard: 'fromFile', target: 'upload', actions: 'dropCaptured' },
          { target: 'camera', actions: 'dropCaptured' },
        ],
        'capture.confirm': 'done',
      },
    },
    done: { type: 'final', tags: ['preview'] },
  },
});
