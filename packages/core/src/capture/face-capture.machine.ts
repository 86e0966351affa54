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
import type { CameraPort } from './camera-port.ts';
import {
  type CaptureEvent,
  type CaptureFields,
  type CaptureInput,
  captureActions,
  captureActors,
  captureContext,
  captureGuards,
  type Judged,
} from './capture-setup.ts';
import { captureSkeleton, onJudged, otherwise } from './capture-skeleton.ts';
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

export type FaceCaptureInput = CaptureInput<FaceDetector>;

export interface FaceCaptureContext extends FaceCaptureInput, CaptureFields<FaceResult, CapturedSelfie> {
  /** The seconds left before the live shot while counting down (3, 2, 1, then 0); null otherwise. */
  countdown: number | null;
  /** The library answered its start; the next 150 ms poll finds it. */
  libraryReady: boolean;
  /** Polls that did not find the library yet (0, 1, 2 = more). */
  libraryLooks: number;
}

export type FaceCaptureEvent = CaptureEvent;

export const faceFeedback = (result: FaceResult): string =>
  result.code === FACE_CODE.passed
    ? FACE_FEEDBACK.passed
    : result.code === FACE_CODE.noFace
      ? FACE_FEEDBACK.noFace
      : FACE_FEEDBACK.center;

const passed = (judged: Judged<FaceResult>) => judged.result.code === FACE_CODE.passed;

// The kept frame is encoded both when the camera captured it and when it came from a file.
const encodeInput = ({ context }: { context: FaceCaptureContext }) => ({
  camera: context.camera,
  frame: context.frame as Frame,
  result: context.result as FaceResult,
});

const face = captureSkeleton('faceCapture', 'selfie', encodeInput);

// A face judged as a still (the manual shutter's, a file's) gets the one look a live frame gets.
const detect = (detector: FaceDetector, frame: Frame) => detector.detect(frame);

// The last look of the countdown and the manual shutter's shot: a pass is captured, else the search goes on.
const lookedOnce = [onJudged('capturing', 'filePassed'), otherwise('waiting')];

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
    ...captureActors(detect),
    encode: fromPromise<CapturedSelfie, { camera: CameraPort; frame: Frame; result: FaceResult }>(
      async ({ input: { camera, frame, result } }) => {
        const [selfie, face] = await Promise.all([camera.encode(frame), camera.encode(frame, result.face)]);
        return { selfie, faceCapture: fromUint8Array(new Uint8Array(await face.arrayBuffer())) };
      },
    ),
  },
  guards: captureGuards,
  actions: captureActions<FaceCaptureContext, FaceCaptureEvent>(),
  delays: {
    retryDelay: ({ context }) =>
      context.result?.code === FACE_CODE.noFace ? CAPTURE_TIMING.retryFarMs : CAPTURE_TIMING.retryNearMs,
    libraryWait: CAPTURE_TIMING.faceLibraryWaitMs,
    libraryPoll: CAPTURE_TIMING.faceLibraryPollMs,
    shutterDelay: CAPTURE_TIMING.manualShutterMs,
    countdownStep: FACE_COUNTDOWN.stepMs,
  },
})
  .extend({
    guards: {
      enoughPasses: ({ context }, judged: Judged<FaceResult>) =>
        passed(judged) && context.passes + 1 >= FACE_PASSES_REQUIRED,
      filePassed: (_, judged: Judged<FaceResult>) => passed(judged),
      countdownLast: ({ context }) => (context.countdown ?? 0) <= 1,
      libraryReady: ({ context }) => context.libraryReady,
      libraryReadyForUpload: ({ context }) => context.libraryReady && context.uploadOnly === true,
    },
    actions: {
      judged: assign(({ context }, judged: Judged<FaceResult>) => ({
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
      keepCaptured: assign({
        captured: ({ context }, captured: CapturedSelfie) =>
          context.cameraUnavailable ? { ...captured, cameraUnavailable: true } : captured,
        frame: null,
      }),
      dropCaptured: assign({ captured: null }),
      libraryLoaded: assign({ libraryReady: true }),
      forgetLibrary: assign({ libraryReady: false, libraryLooks: 0 }),
      // Counted up to 2 only: enough to tell a first look from the later ones (the model walks both).
      libraryLookedFor: assign({ libraryLooks: ({ context }) => Math.min(2, context.libraryLooks + 1) }),
    },
  })
  .createMachine({
    id: 'faceCapture',
    initial: 'loadingDetector',
    context: ({ input }) => ({
      ...captureContext(input),
      countdown: null,
      libraryReady: false,
      libraryLooks: 0,
    }),
    output: ({ context }) => context.captured as CapturedSelfie,
    states: {
      loadingDetector: {
        entry: ['clearDetectorError', 'forgetLibrary'],
        exit: 'forgetLibrary',
        after: {
          libraryWait: {
            target: 'detectorFailed',
            actions: { type: 'detectorFailed', params: FACE_FEEDBACK.libraryFailed },
          },
        },
        invoke: {
          id: 'loadDetector',
          src: 'loadDetector',
          input: ({ context }) => context.detector,
          onDone: { actions: 'libraryLoaded' },
          onError: {
            target: 'detectorFailed',
            actions: { type: 'detectorFailed', params: FACE_FEEDBACK.libraryFailed },
          },
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
      camera: face.camera,
      live: face.live({
        searching: face.searching(
          [onJudged('countdown', 'enoughPasses', 'startCountdown'), otherwise('waiting')],
          '#faceCapture.camera',
        ),
        // 3, 2, 1 on screen (and to screen readers), the face held still; then one fresh look.
        countdown: {
          after: {
            countdownStep: [
              { guard: 'countdownLast', target: 'lastLook', actions: 'countDown' },
              { target: 'countdown', reenter: true, actions: 'countDown' },
            ],
          },
        },
        lastLook: face.looking(lookedOnce, '#faceCapture.camera'),
        waiting: face.waiting,
        shooting: face.shooting(lookedOnce, '#faceCapture.camera'),
        capturing: face.capturing('#faceCapture.preview'),
      }),
      upload: face.upload(
        [onJudged('encoding', 'filePassed'), otherwise('choosing')],
        FACE_FEEDBACK.libraryFailed,
      ),
      preview: { tags: ['preview'], on: face.previewOn('done') },
      done: face.done,
    },
  });
