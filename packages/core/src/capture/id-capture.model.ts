// The ID capture machine's model: every detector code, both retry delays, two passes for the front,
// the critical error and the detector reload, the camera child's two endings (its failures are
// camera.model.ts's), a stream breaking while encoding, the upload alternative, preview, retake and
// confirm.
import { expect } from 'vitest';
import { ID_CAPTURE_ROUTES, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import type { ModelSpec } from '../testing/model-harness.ts';
import { FRAME, INERT_CAMERA, inertDetector, JPEG } from './capture.fixtures.ts';
import { DOCUMENT_FEEDBACK } from './capture-texts.ts';
import type { DocumentResult } from './detector-port.ts';
import { DOC } from './fake-detectors.ts';
import { idCaptureMachine } from './id-capture.machine.ts';
import type { CapturedDocument } from './id-capture.types.ts';

const judged = (result: DocumentResult) => ({
  type: 'xstate.done.actor.judgeFrame',
  output: { frame: FRAME, result },
});
const file = (result: DocumentResult) => ({
  type: 'xstate.done.actor.judgeFile',
  output: { frame: FRAME, result },
});
const CAPTURED: CapturedDocument = { side: 'front', image: JPEG, unprocessed: JPEG, isBarcodeFound: true };

export const idCaptureModel: ModelSpec<typeof idCaptureMachine> = {
  machine: idCaptureMachine,
  input: { side: 'front', device: 'mobile', camera: INERT_CAMERA, detector: inertDetector() },
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
    { type: 'xstate.error.actor.loadDetector', error: new Error('wasm') },
    { type: 'xstate.after.reloadDelay.idCapture.detectorFailed' },
    { type: 'xstate.done.actor.camera', output: 'running' },
    { type: 'xstate.done.actor.camera', output: 'upload' },
    judged(DOC.notFound),
    judged(DOC.tooFar),
    judged(DOC.holdSteady),
    judged(DOC.passed),
    judged(DOC.critical),
    { type: 'xstate.error.actor.judgeFrame', error: new Error('worker') },
    { type: 'xstate.after.retryDelay.idCapture.live.waiting' },
    { type: 'xstate.done.actor.encode', output: CAPTURED },
    { type: 'xstate.error.actor.encode', error: new Error('canvas') },
    { type: 'xstate.after.previewDelay.idCapture.live.captured' },
    { type: 'capture.restartCamera' },
    { type: 'capture.useUpload' },
    { type: 'capture.file', frame: FRAME },
    file(DOC.holdSteady),
    file(DOC.tooFar),
    { type: 'xstate.error.actor.judgeFile', error: new Error('worker') },
    { type: 'capture.retake' },
    { type: 'capture.confirm' },
  ],
  promises: {
    loadingDetector: (s) => expect(s.context.detectorError).toBeNull(),
    detectorFailed: (s) =>
      expect([DOCUMENT_FEEDBACK.loadFailed, DOCUMENT_FEEDBACK.critical]).toContain(s.context.detectorError),
    camera: (s, log) => {
      expect(log.calls.camera?.at(-1)).toMatchObject({ kind: 'document', device: 'mobile' });
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(paths.biometricFront);
    },
    live: (s) => expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(paths.biometricFront),
    'live.waiting': (s) => {
      expect(s.context.feedback).not.toBeNull();
      expect(s.context.passes).toBeLessThan(2);
    },
    'live.capturing': (s) => expect(s.context.feedback).toBe('Capturado!!'),
    'live.captured': (s) => expect(s.context.captured).toEqual(CAPTURED),
    upload: (s) => {
      expect(s.context.source).toBe('file');
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(paths.biometricFront);
    },
    preview: (s) => {
      expect(s.context.captured).toEqual(CAPTURED);
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(paths.biometricFrontPreview);
    },
    done: (s) => {
      expect(s.output).toEqual(CAPTURED);
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBeNull();
    },
  },
};
