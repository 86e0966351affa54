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
// Tags: what the capture view shows (capture-tags.ts). Named actors, guards and actions:
// face-capture.setup.ts; the states an ID capture has too: capture-skeleton.ts.
import { captureContext } from './capture-setup.ts';
import { captureSkeleton, onJudged, otherwise } from './capture-skeleton.ts';
import { FACE_FEEDBACK } from './capture-texts.ts';
import { encodeInput, faceCaptureSetup } from './face-capture.setup.ts';
import type { CapturedSelfie } from './face-capture.types.ts';

const face = captureSkeleton('faceCapture', 'selfie', encodeInput);

const libraryFailed = {
  target: 'detectorFailed',
  actions: { type: 'detectorFailed', params: FACE_FEEDBACK.libraryFailed },
} as const;

// A frame that cannot be grabbed or encoded: the stream broke, and the camera child says why.
const streamBroke = '#faceCapture.camera';

// The last look of the countdown and the manual shutter's shot: a pass is captured, else the search goes on.
const lookedOnce = [onJudged('capturing', 'filePassed'), otherwise('waiting')];

export const faceCaptureMachine = faceCaptureSetup.createMachine({
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
      after: { libraryWait: libraryFailed },
      invoke: {
        id: 'loadDetector',
        src: 'loadDetector',
        input: ({ context }) => context.detector,
        onDone: { actions: 'libraryLoaded' },
        onError: libraryFailed,
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
        streamBroke,
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
      lastLook: face.looking(lookedOnce, streamBroke),
      waiting: face.waiting,
      shooting: face.shooting(lookedOnce, streamBroke),
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
