// The ID capture machine's model: every detector code, both retry delays, two passes for the front,
// the critical error and the detector reload, the camera child's two endings (its failures are
// camera.model.ts's), a stream breaking while encoding, the upload alternative, preview, retake and
// confirm, and the manual shutter offered after 20 s (its still passing, not passing, or critical).
import { expect } from 'vitest';
import { ID_CAPTURE_ROUTES, routeFor } from '../../src/flow-routes.ts';
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
import { DOCUMENT_FEEDBACK } from '../../src/capture/capture-texts.ts';
import { DOC } from './fake-detectors.ts';
import { idCaptureMachine } from '../../src/capture/id-capture.machine.ts';
import type { CapturedDocument } from '../../src/capture/id-capture.types.ts';

const CAPTURED: CapturedDocument = { side: 'front', image: JPEG, unprocessed: JPEG, isBarcodeFound: true };

export const idCaptureModel: ModelSpec<typeof idCaptureMachine> = {
  machine: idCaptureMachine,
  input: { side: 'front', device: 'mobile', camera: INERT_CAMERA, detector: inertDetector() },
  apiActors: { ...CAPTURE_ACTORS, shootStill: 'shootStill' },
  simplePaths: false,
  events: [
    ...captureEvents('idCapture', CAPTURED),
    { type: 'xstate.after.reloadDelay.idCapture.detectorFailed' },
    judgedFrame(DOC.notFound),
    judgedFrame(DOC.tooFar),
    judgedFrame(DOC.holdSteady),
    judgedFrame(DOC.passed),
    judgedFrame(DOC.critical),
    { type: 'xstate.after.previewDelay.idCapture.live.captured' },
    judgedFile(DOC.holdSteady),
    judgedFile(DOC.tooFar),
    { type: 'xstate.after.shutterDelay.idCapture.live' },
    { type: 'capture.shutter' },
    { type: 'xstate.done.actor.shootStill', output: { frame: FRAME, result: DOC.passed } },
    { type: 'xstate.done.actor.shootStill', output: { frame: FRAME, result: DOC.tooFar } },
    { type: 'xstate.done.actor.shootStill', output: { frame: FRAME, result: DOC.critical } },
    { type: 'xstate.error.actor.shootStill', error: new Error('worker') },
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
    // Only an offered shutter shoots, and the still it takes is judged before anything else.
    'live.shooting': (s, log) => {
      expect(s.context.shutterOffered).toBe(true);
      expect(log.calls.shootStill?.length).toBeGreaterThan(0);
    },
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
