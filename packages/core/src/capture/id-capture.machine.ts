// One side of the ID (identity §2 screens 5-7, §4, §8, §9), front or back, with the camera and the
// document detector injected as ports (input), so it never touches the DOM.
// loadingDetector: the detector (worker + wasm) is loading; then the camera, or the upload straight
//   away when a camera already failed in this flow (uploadOnly).
// detectorFailed: it failed to load or crashed (500); it is loaded again after 5000 ms.
// camera: the camera child (camera.machine.ts) opens the stream, or says why it cannot (912 and
//   others) until a restart or the upload; a stream that breaks while capturing comes back here.
// live: the camera runs (it stops on leaving); searching judges a frame, waiting pauses 200 or 500 ms
//   before the next; readingStill reads the barcode in the camera's full-resolution still when the
//   kept frame did not give it (still-barcode.ts); capturing encodes the kept frame, captured shows
//   'Capturado!!' for 500 ms.
//   After 20 s without a capture the manual shutter is offered; shooting judges the frame it takes
//   as a still (as an upload is): a card found but not passed still goes to the preview, which asks
//   to check the photo (checkPhoto); only a frame without a card is refused.
// upload: the upload alternative; a chosen file (decoded to a frame by the view) gets the same check.
//   'Usar la cámara' (capture.useCamera) tries the camera again.
// preview: the processed and unprocessed images; retake or confirm. A side that must give the trámite
//   number and did not read it does not confirm: reviewing offers the retakes and typing the number
//   from the card (typingTramite), checked with the identity call's schema; a valid one ends it.
// done: confirmed; the output is the captured side.
// Tags: what the capture view shows (capture-tags.ts).
import type { CaptureTag } from './capture-tags.ts';
import { assign, fromPromise, setup } from 'xstate';
import type { CameraPort } from './camera-port.ts';
import { type CameraOutcome, cameraInput, cameraMachine } from './camera.machine.ts';
import { CAPTURE_TIMING, DOCUMENT_FEEDBACK, PASSES_REQUIRED } from './capture-texts.ts';
import type { DocumentDetector, DocumentResult, Frame } from './detector-port.ts';
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
const encodeInput = ({ context }: { context: IdCaptureContext }) => ({
  camera: context.camera,
  side: context.side,
  frame: context.frame as Frame,
  result: context.result as DocumentResult,
});

export const idCaptureMachine = setup({
  types: {
    context: {} as IdCaptureContext,
    events: {} as IdCaptureEvent,
    input: {} as IdCaptureInput,
    output: {} as CapturedDocument,
    children: {} as { camera: 'camera' },
    tags: {} as CaptureTag,
  },
  actors: {
    loadDetector: fromPromise<void, DocumentDetector>(({ input }) => input.start()),
    camera: cameraMachine,
    judgeFrame: fromPromise<Judged, { camera: CameraPort; detector: DocumentDetector }>(async ({ input }) => {
      const frame = await input.camera.grab();
      return { frame, result: await input.detector.detect(frame) };
    }),
    // The manual shutter: the current frame, judged as a still.
    shootStill: fromPromise<Judged, { camera: CameraPort; detector: DocumentDetector }>(async ({ input }) => {
      const frame = await input.camera.grab();
      return { frame, result: await judgeStill(input.detector, frame) };
    }),
    readStill: fromPromise<string | undefined, StillBarcodeInput>(({ input }) => readStillBarcode(input)),
    judgeFile: fromPromise<Judged, { frame: Frame; detector: DocumentDetector }>(async ({ input }) => ({
      frame: input.frame,
      result: await judgeStill(input.detector, input.frame),
    })),
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
  guards: {
    choseUpload: (_, outcome: CameraOutcome) => outcome === 'upload',
    critical: (_, judged: Judged) => isCritical(judged.result),
    enoughPasses: ({ context }, judged: Judged) =>
      judged.result.status === 'doc-passed' && context.passes + 1 >= PASSES_REQUIRED[context.side],
    fileAccepted: (_, judged: Judged) => fileAccepted(judged.result),
    // The manual shutter keeps any frame with a card in it, flagged unless the judge passed it (a
    // still's second 902 included: it may be the barcode the judge could not read); only a frame
    // without a card is refused.
    stillPassed: (_, judged: Judged) => judged.result.status === 'doc-passed',
    cardFound: (_, judged: Judged) => judged.result.status === 'doc-found',
    uploadOnly: ({ context }) => context.uploadOnly === true,
    tramiteMissing: ({ context }) =>
      context.needsBarcode === true && context.captured !== null && !barcodeGivesTramite(context.captured),
    tramiteValid: (_, value: string) => 'tramite' in checkTypedTramite(value),
    fromFile: ({ context }) => context.source === 'file',
    shutterOffered: ({ context }) => context.shutterOffered,
    hasNeededBarcode: ({ context }) =>
      !context.needsBarcode || (context.captured !== null && barcodeGivesTramite(context.captured)),
  },
  delays: {
    retryDelay: ({ context }) =>
      context.result?.status === 'doc-not-found' ? CAPTURE_TIMING.retryFarMs : CAPTURE_TIMING.retryNearMs,
    previewDelay: CAPTURE_TIMING.previewMs,
    reloadDelay: CAPTURE_TIMING.reloadMs,
    shutterDelay: CAPTURE_TIMING.manualShutterMs,
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
    resetSearch: assign({
      passes: 0,
      feedback: null,
      overlay: 'none' as Overlay,
      frame: null,
      result: null,
      shutterOffered: false,
      unpassedShot: false,
    }),
    offerShutter: assign({ shutterOffered: true }),
    keepCaptured: assign({
      captured: ({ context }, captured: CapturedDocument) => ({
        ...withBarcodeIssues(captured, context),
        ...(context.unpassedShot ? { checkPhoto: true } : {}),
        ...(context.cameraUnavailable ? { cameraUnavailable: true } : {}),
      }),
      frame: null,
    }),
    dropCaptured: assign({ captured: null, tramiteError: null }),
    noteCameraUnavailable: assign({ cameraUnavailable: true }),
    noteCameraWorks: assign({ cameraUnavailable: false }),
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
    detectorFailed: assign({ detectorError: (_, message: string) => message }),
    clearDetectorError: assign({ detectorError: null }),
    useCamera: assign({ source: 'camera' as const }),
    useFile: assign({ source: 'file' as const }),
    stopCamera: ({ context }) => context.camera.stop(),
    stopDetector: ({ context }) => context.detector.stop(),
  },
}).createMachine({
  id: 'idCapture',
  initial: 'loadingDetector',
  context: ({ input }) => ({
    ...input,
    passes: 0,
    feedback: null,
    overlay: 'none',
    frame: null,
    result: null,
    detectorError: null,
    source: 'camera',
    captured: null,
    shutterOffered: false,
    unpassedShot: false,
    cameraUnavailable: input.uploadOnly === true,
    tramiteError: null,
  }),
  output: ({ context }) => context.captured as CapturedDocument,
  states: {
    loadingDetector: {
      entry: 'clearDetectorError',
      invoke: {
        id: 'loadDetector',
        src: 'loadDetector',
        input: ({ context }) => context.detector,
        onDone: [{ guard: 'uploadOnly', target: 'upload' }, { target: 'camera' }],
        onError: {
          target: 'detectorFailed',
          actions: { type: 'detectorFailed', params: DOCUMENT_FEEDBACK.loadFailed },
        },
      },
    },
    detectorFailed: {
      tags: ['detectorFailed'],
      entry: 'stopDetector',
      after: { reloadDelay: 'loadingDetector' },
      on: { 'capture.restartCamera': 'loadingDetector' },
    },
    camera: {
      tags: ['camera'],
      entry: ['resetSearch', 'useCamera'],
      invoke: {
        id: 'camera',
        src: 'camera',
        input: ({ context, event }) => cameraInput('document', context, event),
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
                guard: { type: 'critical', params: ({ event }) => event.output },
                target: '#idCapture.detectorFailed',
                actions: { type: 'detectorFailed', params: DOCUMENT_FEEDBACK.critical },
              },
              {
                guard: { type: 'enoughPasses', params: ({ event }) => event.output },
                target: 'readingStill',
                actions: [{ type: 'judged', params: ({ event }) => event.output }, 'showCaptured'],
              },
              { target: 'waiting', actions: { type: 'judged', params: ({ event }) => event.output } },
            ],
            onError: {
              target: '#idCapture.detectorFailed',
              actions: { type: 'detectorFailed', params: DOCUMENT_FEEDBACK.critical },
            },
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
                guard: { type: 'critical', params: ({ event }) => event.output },
                target: '#idCapture.detectorFailed',
                actions: { type: 'detectorFailed', params: DOCUMENT_FEEDBACK.critical },
              },
              {
                guard: { type: 'stillPassed', params: ({ event }) => event.output },
                target: 'readingStill',
                actions: [{ type: 'judged', params: ({ event }) => event.output }, 'showCaptured'],
              },
              {
                guard: { type: 'cardFound', params: ({ event }) => event.output },
                target: 'readingStill',
                actions: [
                  { type: 'judged', params: ({ event }) => event.output },
                  'showCaptured',
                  'markUnpassedShot',
                ],
              },
              { target: 'waiting', actions: { type: 'judged', params: ({ event }) => event.output } },
            ],
            onError: {
              target: '#idCapture.detectorFailed',
              actions: { type: 'detectorFailed', params: DOCUMENT_FEEDBACK.critical },
            },
          },
        },
        readingStill: {
          invoke: {
            id: 'readStill',
            src: 'readStill',
            input: ({ context }) => ({
              camera: context.camera,
              detector: context.detector,
              wantsBarcode: context.side === 'front' || context.needsBarcode === true,
              frame: context.frame as Frame,
              result: context.result as DocumentResult,
            }),
            onDone: {
              target: 'capturing',
              actions: { type: 'keepStillBarcode', params: ({ event }) => event.output },
            },
            // The live frame's answer stands.
            onError: 'capturing',
          },
        },
        capturing: {
          invoke: {
            id: 'encode',
            src: 'encode',
            input: encodeInput,
            onDone: {
              target: 'captured',
              actions: { type: 'keepCaptured', params: ({ event }) => event.output },
            },
            onError: '#idCapture.camera',
          },
        },
        captured: { after: { previewDelay: '#idCapture.preview' } },
      },
    },
    upload: {
      tags: ['upload'],
      initial: 'choosing',
      entry: ['useFile', 'resetSearch'],
      states: {
        choosing: { on: { 'capture.file': 'checking', 'capture.useCamera': '#idCapture.camera' } },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'judgeFile',
            src: 'judgeFile',
            input: ({ context, event }) => ({
              frame: (event as Extract<IdCaptureEvent, { type: 'capture.file' }>).frame,
              detector: context.detector,
            }),
            onDone: [
              {
                guard: { type: 'fileAccepted', params: ({ event }) => event.output },
                target: 'encoding',
                actions: [{ type: 'judged', params: ({ event }) => event.output }, 'showCaptured'],
              },
              {
                target: 'choosing',
                actions: [
                  { type: 'judged', params: ({ event }) => event.output },
                  { type: 'explainRefusedFile', params: ({ event }) => event.output },
                ],
              },
            ],
            onError: {
              target: 'choosing',
              actions: { type: 'detectorFailed', params: DOCUMENT_FEEDBACK.critical },
            },
          },
        },
        encoding: {
          tags: ['busy'],
          invoke: {
            id: 'encode',
            src: 'encode',
            input: encodeInput,
            onDone: {
              target: '#idCapture.preview',
              actions: { type: 'keepCaptured', params: ({ event }) => event.output },
            },
            onError: { target: 'choosing', actions: 'resetSearch' },
          },
        },
      },
    },
    preview: {
      tags: ['preview'],
      initial: 'reviewing',
      on: {
        'capture.retake': [
          { guard: 'fromFile', target: 'upload', actions: 'dropCaptured' },
          { target: 'camera', actions: 'dropCaptured' },
        ],
        'capture.confirm': { guard: 'hasNeededBarcode', target: 'done' },
      },
      states: {
        reviewing: {
          on: { 'capture.typeTramite': { guard: 'tramiteMissing', target: 'typingTramite' } },
        },
        typingTramite: {
          tags: ['tramite'],
          on: {
            'capture.cancelTramite': { target: 'reviewing', actions: 'clearTramiteError' },
            'capture.tramite': [
              {
                guard: { type: 'tramiteValid', params: ({ event }) => event.value },
                target: '#idCapture.done',
                actions: { type: 'keepTypedTramite', params: ({ event }) => event.value },
              },
              { actions: { type: 'refuseTramite', params: ({ event }) => event.value } },
            ],
          },
        },
      },
    },
    done: { type: 'final', tags: ['preview'] },
  },
});
