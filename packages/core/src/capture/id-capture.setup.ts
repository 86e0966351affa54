// The ID capture machine's named actors, guards, delays and actions (its `setup`), apart from its
// states in id-capture.machine.ts so each file stays readable.
import type { CaptureTag } from './capture-tags.ts';
import { assign, fromPromise, setup } from 'xstate';
import type { CameraPort } from './camera-port.ts';
import { captureActions, captureActors, captureGuards } from './capture-setup.ts';
import { CAPTURE_TIMING, DOCUMENT_FEEDBACK, PASSES_REQUIRED } from './capture-texts.ts';
import type { DocumentResult, Frame } from './detector-port.ts';
import { judgeStill } from './judge-still.ts';
import { readStillBarcode, type StillBarcodeInput } from './still-barcode.ts';
import {
  type CapturedDocument,
  documentFeedback,
  fileAccepted,
  type IdCaptureContext,
  type IdCaptureEvent,
  type IdCaptureInput,
  type Judged,
  type Overlay,
  overlayFor,
  type Side,
  barcodeGivesTramite,
  checkTypedTramite,
  uploadFeedback,
  withBarcodeIssues,
} from './id-capture.types.ts';

const isCritical = (result: DocumentResult) => result.code === 500;

// The kept frame is encoded both when the camera captured it and when it came from a file.
export const encodeInput = ({ context }: { context: IdCaptureContext }) => ({
  camera: context.camera,
  side: context.side,
  frame: context.frame as Frame,
  result: context.result as DocumentResult,
});

export const idCaptureSetup = setup({
  types: {
    context: {} as IdCaptureContext,
    events: {} as IdCaptureEvent,
    input: {} as IdCaptureInput,
    output: {} as CapturedDocument,
    children: {} as { camera: 'camera' },
    tags: {} as CaptureTag,
  },
  actors: {
    ...captureActors(judgeStill),
    readStill: fromPromise<string | undefined, StillBarcodeInput>(({ input }) => readStillBarcode(input)),
    encode: fromPromise<
      CapturedDocument,
      { camera: CameraPort; side: Side; frame: Frame; result: DocumentResult }
    >(async ({ input: { camera, side, frame, result } }) => {
      const crop = result.quad ?? result.box;
      const [image, unprocessed] = await Promise.all([camera.encode(frame, crop), camera.encode(frame)]);
      return {
        side,
        image,
        unprocessed,
        ...(result.barcodeText ? { barcodeText: result.barcodeText } : {}),
        isBarcodeFound: result.isBarcodeFound === true,
      };
    }),
  },
  guards: captureGuards,
  actions: captureActions<IdCaptureContext, IdCaptureEvent>({ overlay: 'none', unpassedShot: false }),
  delays: {
    retryDelay: ({ context }) =>
      context.result?.status === 'doc-not-found' ? CAPTURE_TIMING.retryFarMs : CAPTURE_TIMING.retryNearMs,
    previewDelay: CAPTURE_TIMING.previewMs,
    reloadDelay: CAPTURE_TIMING.reloadMs,
    shutterDelay: CAPTURE_TIMING.manualShutterMs,
  },
}).extend({
  guards: {
    critical: (_, judged: Judged) => isCritical(judged.result),
    enoughPasses: ({ context }, judged: Judged) =>
      judged.result.status === 'doc-passed' && context.passes + 1 >= PASSES_REQUIRED[context.side],
    fileAccepted: (_, judged: Judged) => fileAccepted(judged.result),
    // The manual shutter keeps any frame with a card in it, flagged unless the judge passed it (a
    // still's second 902 included: it may be the barcode the judge could not read); only a frame
    // without a card is refused, and one whose card only the mask's coarse blob says is there.
    stillPassed: (_, judged: Judged) => judged.result.status === 'doc-passed',
    cardFound: (_, judged: Judged) => judged.result.status === 'doc-found' && !judged.result.rough,
    uploadOnly: ({ context }) => context.uploadOnly === true,
    tramiteMissing: ({ context }) =>
      context.needsBarcode === true && context.captured !== null && !barcodeGivesTramite(context.captured),
    tramiteValid: (_, value: string) => 'tramite' in checkTypedTramite(value),
    hasNeededBarcode: ({ context }) =>
      !context.needsBarcode || (context.captured !== null && barcodeGivesTramite(context.captured)),
  },
  actions: {
    judged: assign(({ context }, judged: Judged) => ({
      frame: judged.frame,
      result: judged.result,
      passes: judged.result.status === 'doc-passed' ? context.passes + 1 : 0,
      feedback: documentFeedback(judged.result),
      overlay: overlayFor(judged.result),
    })),
    // A refused file is told in words about the photo (no card frame is drawn over a file).
    explainRefusedFile: assign({ feedback: (_, judged: Judged) => uploadFeedback(judged.result) }),
    showCaptured: assign({ feedback: DOCUMENT_FEEDBACK.captured, overlay: 'green' as Overlay }),
    markUnpassedShot: assign({ unpassedShot: true }),
    keepStillBarcode: assign({
      result: ({ context }, barcodeText: string | undefined) =>
        barcodeText && context.result
          ? { ...context.result, barcodeText, isBarcodeFound: true }
          : context.result,
    }),
    keepCaptured: assign({
      captured: ({ context }, captured: CapturedDocument) => ({
        ...withBarcodeIssues(captured, context),
        ...(context.unpassedShot ? { checkPhoto: true } : {}),
        ...(context.cameraUnavailable ? { cameraUnavailable: true } : {}),
      }),
      frame: null,
    }),
    dropCaptured: assign({ captured: null, tramiteError: null }),
    keepTypedTramite: assign({
      captured: ({ context }, value: string) => {
        const checked = checkTypedTramite(value);
        return 'tramite' in checked && context.captured
          ? { ...context.captured, typedTramite: checked.tramite, barcodeIssues: [] }
          : context.captured;
      },
      tramiteError: null,
    }),
    refuseTramite: assign({
      tramiteError: (_, value: string) => {
        const checked = checkTypedTramite(value);
        return 'error' in checked ? checked.error : null;
      },
    }),
    clearTramiteError: assign({ tramiteError: null }),
  },
});
