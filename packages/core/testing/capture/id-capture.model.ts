// The ID capture machine's model: every detector code, both retry delays, two passes for the front,
// the critical error and the detector reload, the camera child's two endings (its failures are
// camera.model.ts's), a stream breaking while encoding, the upload alternative, preview, retake and
// confirm, and the manual shutter offered after 20 s (its still passing, found but not passed, which
// previews with a line to check it, without a card, or critical). Walked again as a back that must
// give the número de trámite, opening on the upload (no camera so far in the flow): typing the number
// from the card, and 'Usar la cámara'.
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
const CAPTURED_READ: CapturedDocument = { ...CAPTURED, barcodeText: DOC.passed.barcodeText };
const TYPED = '00498765432';

const sidePaths = {
  front: { capture: paths.biometricFront, preview: paths.biometricFrontPreview },
  back: { capture: paths.biometricBack, preview: paths.biometricBackPreview },
} as const;

export const idCaptureModel: ModelSpec<typeof idCaptureMachine> = {
  machine: idCaptureMachine,
  input: { side: 'front', device: 'mobile', camera: INERT_CAMERA, detector: inertDetector() },
  apiActors: { ...CAPTURE_ACTORS, shootStill: 'shootStill', readStill: 'readStill' },
  simplePaths: false,
  moreInputs: [
    {
      label: 'back, barcode unread on the front, no camera so far',
      input: {
        side: 'back',
        device: 'mobile',
        camera: INERT_CAMERA,
        detector: inertDetector(),
        needsBarcode: true,
        uploadOnly: true,
      },
    },
  ],
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
    { type: 'xstate.done.actor.shootStill', output: { frame: FRAME, result: DOC.notFound } },
    { type: 'xstate.done.actor.encode', output: CAPTURED_READ },
    { type: 'capture.useCamera' },
    { type: 'xstate.done.actor.readStill', output: null },
    { type: 'xstate.done.actor.readStill', output: DOC.passed.barcodeText },
    { type: 'xstate.error.actor.readStill', error: new Error('takePhoto') },
    { type: 'capture.typeTramite' },
    { type: 'capture.cancelTramite' },
    { type: 'capture.tramite', value: '123' },
    { type: 'capture.tramite', value: TYPED },
    { type: 'xstate.done.actor.shootStill', output: { frame: FRAME, result: DOC.critical } },
    { type: 'xstate.error.actor.shootStill', error: new Error('worker') },
  ],
  promises: {
    loadingDetector: (s) => expect(s.context.detectorError).toBeNull(),
    detectorFailed: (s) =>
      expect([DOCUMENT_FEEDBACK.loadFailed, DOCUMENT_FEEDBACK.critical]).toContain(s.context.detectorError),
    camera: (s, log) => {
      expect(log.calls.camera?.at(-1)).toMatchObject({ kind: 'document', device: 'mobile' });
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(sidePaths[s.context.side].capture);
    },
    live: (s) => {
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(sidePaths[s.context.side].capture);
      expect(s.context.cameraUnavailable).toBe(false);
    },
    'live.waiting': (s) => {
      expect(s.context.feedback).not.toBeNull();
      expect(s.context.passes).toBeLessThan(2);
    },
    'live.capturing': (s) => expect(s.context.feedback).toBe('Capturado!!'),
    // The still is asked for once a frame is kept, with what the kept frame said.
    'live.readingStill': (s, log) => {
      expect(s.context.feedback).toBe('Capturado!!');
      expect(log.calls.readStill?.at(-1)).toMatchObject({
        wantsBarcode: s.context.side === 'front' || s.context.needsBarcode === true,
      });
    },
    // Only an offered shutter shoots, and the still it takes is judged before anything else.
    'live.shooting': (s, log) => {
      expect(s.context.shutterOffered).toBe(true);
      expect(log.calls.shootStill?.length).toBeGreaterThan(0);
    },
    // A manual shot the judge did not pass asks to be checked; one it passed, or the live capture, not.
    'live.captured': (s) => {
      expect(s.context.captured).toMatchObject({ image: JPEG, unprocessed: JPEG });
      expect(s.context.captured?.checkPhoto === true).toBe(s.context.result?.status === 'doc-found');
    },
    upload: (s) => {
      expect(s.context.source).toBe('file');
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(sidePaths[s.context.side].capture);
    },
    preview: (s) => {
      expect(s.context.captured).toMatchObject({ image: JPEG, unprocessed: JPEG });
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(sidePaths[s.context.side].preview);
      // A file is never flagged: it had to pass as a still.
      if (s.context.source === 'file') expect(s.context.captured?.checkPhoto).toBeUndefined();
    },
    // Only a back that must give the número de trámite and did not read it offers typing it.
    'preview.typingTramite': (s) => {
      expect(s.context.needsBarcode).toBe(true);
      expect(s.context.captured?.barcodeText).toBeUndefined();
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBe(paths.biometricBackPreview);
    },
    // Never without the trámite number where it is needed: read, or typed and valid.
    done: (s) => {
      expect(s.output).toMatchObject({ image: JPEG });
      if (s.context.needsBarcode) {
        expect(s.output?.barcodeText ?? s.output?.typedTramite).toBeTruthy();
        if (s.output?.typedTramite) expect(s.output.typedTramite).toBe(TYPED);
      }
      expect(routeFor(ID_CAPTURE_ROUTES, s)).toBeNull();
    },
  },
};
