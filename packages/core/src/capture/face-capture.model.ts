// The face capture machine's model: the library wait and its failure, the camera child's two endings
// (its failures are camera.model.ts's), a stream breaking, every face code, the three passes of a
// PASS, the upload alternative, preview, retake and confirm.
import { expect } from 'vitest';
import { FACE_CAPTURE_ROUTES, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import type { ModelSpec } from '../testing/model-harness.ts';
import { FRAME, INERT_CAMERA, inertDetector, JPEG } from './capture.fixtures.ts';
import { FACE_FEEDBACK, FACE_PASSES_REQUIRED } from './capture-texts.ts';
import type { FaceResult } from './detector-port.ts';
import { type CapturedSelfie, faceCaptureMachine } from './face-capture.machine.ts';
import { FACE } from './fake-detectors.ts';

const judged = (result: FaceResult) => ({
  type: 'xstate.done.actor.judgeFrame',
  output: { frame: FRAME, result },
});
const file = (result: FaceResult) => ({
  type: 'xstate.done.actor.judgeFile',
  output: { frame: FRAME, result },
});
const CAPTURED: CapturedSelfie = { selfie: JPEG, faceImage: JPEG };

export const faceCaptureModel: ModelSpec<typeof faceCaptureMachine> = {
  machine: faceCaptureMachine,
  input: { device: 'desktop', camera: INERT_CAMERA, detector: inertDetector() },
  apiActors: {
    loadDetector: 'loadDetector',
    camera: 'camera',
    judgeFrame: 'judgeFrame',
    judgeFile: 'judgeFile',
    encode: 'encode',
  },
  simplePaths: false,
  events: [
    { type: 'xstate.done.actor.loadDetector' },
    { type: 'xstate.error.actor.loadDetector', error: new Error('model') },
    { type: 'xstate.after.libraryWait.faceCapture.loadingDetector' },
    { type: 'xstate.done.actor.camera', output: 'running' },
    { type: 'xstate.done.actor.camera', output: 'upload' },
    judged(FACE.passed),
    judged(FACE.noFace),
    judged(FACE.offCentre),
    { type: 'xstate.error.actor.judgeFrame', error: new Error('stream') },
    { type: 'xstate.after.retryDelay.faceCapture.live.waiting' },
    { type: 'xstate.done.actor.encode', output: CAPTURED },
    { type: 'xstate.error.actor.encode', error: new Error('canvas') },
    { type: 'capture.restartCamera' },
    { type: 'capture.useUpload' },
    { type: 'capture.file', frame: FRAME },
    file(FACE.passed),
    file(FACE.noFace),
    { type: 'xstate.error.actor.judgeFile', error: new Error('model') },
    { type: 'capture.retake' },
    { type: 'capture.confirm' },
  ],
  promises: {
    loadingDetector: (s) => expect(s.context.detectorError).toBeNull(),
    detectorFailed: (s) => expect(s.context.detectorError).toBe(FACE_FEEDBACK.libraryFailed),
    camera: (s, log) => {
      expect(log.calls.camera?.at(-1)).toMatchObject({ kind: 'selfie', device: 'desktop' });
      expect(routeFor(FACE_CAPTURE_ROUTES, s)).toBe(paths.biometricSelfie);
    },
    live: (s) => expect(routeFor(FACE_CAPTURE_ROUTES, s)).toBe(paths.biometricSelfie),
    'live.waiting': (s) => {
      expect(Object.values(FACE_FEEDBACK)).toContain(s.context.feedback);
      expect(s.context.passes).toBeLessThan(FACE_PASSES_REQUIRED);
    },
    'live.capturing': (s) => expect(s.context.passes).toBe(FACE_PASSES_REQUIRED),
    preview: (s) => {
      expect(s.context.captured).toEqual(CAPTURED);
      expect(routeFor(FACE_CAPTURE_ROUTES, s)).toBe(paths.biometricSelfiePreview);
    },
    done: (s) => expect(s.output).toEqual(CAPTURED),
  },
};
