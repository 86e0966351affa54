// The face capture machine's named actors, guards, delays and actions (its `setup`), apart from its
// states in face-capture.machine.ts so each file stays readable.
import type { CaptureTag } from './capture-tags.ts';
import { fromUint8Array } from 'js-base64';
import { assign, fromPromise, setup } from 'xstate';
import type { CameraPort } from './camera-port.ts';
import { captureActions, captureActors, captureGuards, type Judged } from './capture-setup.ts';
import { CAPTURE_TIMING, FACE_PASSES_REQUIRED } from './capture-texts.ts';
import { FACE_CODE, type FaceDetector, type FaceResult, type Frame } from './detector-port.ts';
import {
  type CapturedSelfie,
  FACE_COUNTDOWN,
  type FaceCaptureContext,
  type FaceCaptureEvent,
  type FaceCaptureInput,
  faceFeedback,
} from './face-capture.types.ts';

const passed = (judged: Judged<FaceResult>) => judged.result.code === FACE_CODE.passed;

// The kept frame is encoded both when the camera captured it and when it came from a file.
export const encodeInput = ({ context }: { context: FaceCaptureContext }) => ({
  camera: context.camera,
  frame: context.frame as Frame,
  result: context.result as FaceResult,
});

// A face judged as a still (the manual shutter's, a file's) gets the one look a live frame gets.
const detect = (detector: FaceDetector, frame: Frame) => detector.detect(frame);

export const faceCaptureSetup = setup({
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
  actions: captureActions<FaceCaptureContext, FaceCaptureEvent>({ countdown: null }),
  delays: {
    retryDelay: ({ context }) =>
      context.result?.code === FACE_CODE.noFace ? CAPTURE_TIMING.retryFarMs : CAPTURE_TIMING.retryNearMs,
    libraryWait: CAPTURE_TIMING.faceLibraryWaitMs,
    libraryPoll: CAPTURE_TIMING.faceLibraryPollMs,
    shutterDelay: CAPTURE_TIMING.manualShutterMs,
    countdownStep: FACE_COUNTDOWN.stepMs,
  },
}).extend({
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
});
