// The face capture machine's model: the library wait and its failure, the camera child's two endings
// (its failures are camera.model.ts's), a stream breaking, every face code, the three passes of a
// PASS, the upload alternative, preview, retake and confirm, and the manual shutter offered after 20 s
// (its frame with a face that passes, with none, or a broken stream); the countdown after three
// passes and its last look. Walked again opening on the upload (no camera so far in the flow), with
// 'Usar la cámara'.
import { expect } from 'vitest';
import { FACE_CAPTURE_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import type { ModelSpec } from '../model-harness.ts';
import {
  CAPTURE_ACTORS,
  captureEvents,
  FRAME,
  INERT_CAMERA,
  inertDetector,
  JPEG,
  judgedFile,
  judgedFrame,
} from './capture.fixtures.ts';
import { FACE_FEEDBACK, FACE_PASSES_REQUIRED } from '../../src/capture/capture-texts.ts';
import { faceCaptureMachine } from '../../src/capture/face-capture.machine.ts';
import type { CapturedSelfie } from '../../src/capture/face-capture.types.ts';
import { FACE } from './fake-detectors.ts';

const CAPTURED: CapturedSelfie = { selfie: JPEG, faceCapture: '/9j/4A==' };

export const faceCaptureModel: ModelSpec<typeof faceCaptureMachine> = {
  machine: faceCaptureMachine,
  input: { device: 'desktop', camera: INERT_CAMERA, detector: inertDetector() },
  apiActors: { ...CAPTURE_ACTORS, shootStill: 'shootStill' },
  simplePaths: false,
  moreInputs: [
    {
      label: 'no camera so far',
      input: { device: 'desktop', camera: INERT_CAMERA, detector: inertDetector(), uploadOnly: true },
    },
  ],
  // Once the library has started its call is over: no second answer to it (the poll finds it next).
  events: (s) =>
    [
      ...captureEvents('faceCapture', CAPTURED),
      { type: 'xstate.after.libraryWait.faceCapture.loadingDetector' },
      { type: 'xstate.after.libraryPoll.faceCapture.loadingDetector.polling' },
      judgedFrame(FACE.passed),
      judgedFrame(FACE.noFace),
      judgedFrame(FACE.offCentre),
      judgedFile(FACE.passed),
      judgedFile(FACE.noFace),
      { type: 'xstate.after.shutterDelay.faceCapture.live' },
      { type: 'xstate.after.countdownStep.faceCapture.live.countdown' },
      { type: 'capture.shutter' },
      { type: 'xstate.done.actor.shootStill', output: { frame: FRAME, result: FACE.passed } },
      { type: 'xstate.done.actor.shootStill', output: { frame: FRAME, result: FACE.noFace } },
      { type: 'xstate.error.actor.shootStill', error: new Error('stream') },
      { type: 'capture.useCamera' },
    ].filter((e) => !(s.context.libraryReady && e.type.endsWith('actor.loadDetector'))),
  promises: {
    loadingDetector: (s) => expect(s.context.detectorError).toBeNull(),
    detectorFailed: (s) => expect(s.context.detectorError).toBe(FACE_FEEDBACK.libraryFailed),
    camera: (s, log) => {
      expect(log.calls.camera?.at(-1)).toMatchObject({ kind: 'selfie', device: 'desktop' });
      expect(routeFor(FACE_CAPTURE_ROUTES, s)).toBe(paths.biometricSelfie);
    },
    live: (s) => {
      expect(routeFor(FACE_CAPTURE_ROUTES, s)).toBe(paths.biometricSelfie);
      expect(s.context.cameraUnavailable).toBe(false);
    },
    upload: (s) => expect(routeFor(FACE_CAPTURE_ROUTES, s)).toBe(paths.biometricSelfie),
    'live.waiting': (s) => {
      expect(Object.values(FACE_FEEDBACK)).toContain(s.context.feedback);
      expect(s.context.passes).toBeLessThan(FACE_PASSES_REQUIRED);
      expect(s.context.countdown).toBeNull();
    },
    // Three passes in a row, then 3, 2, 1 before any shot (issue 24).
    'live.countdown': (s) => {
      expect(s.context.passes).toBe(FACE_PASSES_REQUIRED);
      expect([3, 2, 1]).toContain(s.context.countdown);
    },
    'live.lastLook': (s) => expect(s.context.countdown).toBe(0),
    // The countdown over and a last frame that passed, or one shot of the offered shutter that passed.
    'live.capturing': (s) => {
      expect(s.context.result?.code).toBe(900);
      expect(s.context.passes > FACE_PASSES_REQUIRED || s.context.shutterOffered).toBe(true);
    },
    'live.shooting': (s) => expect(s.context.shutterOffered).toBe(true),
    preview: (s) => {
      expect(s.context.captured).toMatchObject(CAPTURED);
      expect(s.context.captured?.cameraUnavailable === true).toBe(s.context.cameraUnavailable);
      expect(routeFor(FACE_CAPTURE_ROUTES, s)).toBe(paths.biometricSelfiePreview);
    },
    done: (s) => expect(s.output).toMatchObject(CAPTURED),
  },
};
