// One side of the ID (identity §2 screens 5-7, §4, §8, §9), front or back, with the camera and the
// document detector injected as ports (input), so it never touches the DOM.
// loadingDetector: the detector (worker + wasm) is loading.
// detectorFailed: it failed to load or crashed (500); it is loaded again after 5000 ms.
// camera: the camera child (camera.machine.ts) opens the stream, or says why it cannot (912 and
//   others) until a restart or the upload; a stream that breaks while capturing comes back here.
// live: the camera runs (it stops on leaving); searching judges a frame, waiting pauses 200 or 500 ms
//   before the next, capturing encodes the kept frame, captured shows 'Capturado!!' for 500 ms.
//   After 20 s without a capture the manual shutter is offered; shooting judges the frame it takes
//   as a still (as an upload is), so nothing reaches the preview unjudged.
// upload: the upload alternative; a chosen file (decoded to a frame by the view) gets the same check.
// preview: the processed and unprocessed images; retake or confirm (a side that must give the
//   trámite number and did not read it only retakes).
// done: confirmed; the output is the captured side.
// Tags: what the capture view shows (capture-tags.ts).
import type { CaptureTag } from './capture-tags.ts';
import { assign, fromPromise, setup } from 'xstate';
import type { CameraPort } from './camera-port.ts';
import { type CameraOutcome, cameraInput, cameraMachine } from './camera.machine.ts';
import { CAPTURE_TIMING, DOCUMENT_FEEDBACK, PASSES_REQUIRED } from './capture-texts.ts';
import type { DocumentDetector, DocumentResult, Frame } from './detector-port.ts';
import { judgeStill } from './judge-still.ts';
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
    showCaptured: assign({ feedback: DOCUMENT_FEEDBACK.captured, overlay: 'green' as Overlay }),
    resetSearch: assign({
      passes: 0,
      feedback: null,
      overlay: 'none' as Overlay,
      frame: null,
      result: null,
      shutterOffered: false,
    }),
    offerShutter: assign({ shutterOffered: true }),
    keepCaptured: assign({
      captured: ({ context }, captured: CapturedDocument) => withBarcodeIssues(captured, context),
      frame: null,
    }),
    dropCaptured: assign({ captured: null }),
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
  }),
  output: ({ context }) => context.captured as CapturedDocument,
  states: {
    loadingDetector: {
      entry: 'clearDetectorError',
      invoke: {
        id: 'loadDetector',
        src: 'loadDetector',
        input: ({ context }) => context.detector,
        onDone: 'camera',
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
          { guard: { type: 'choseUpload', params: ({ event }) => event.output }, target: 'upload' },
          { target: 'live' },
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
                target: 'capturing',
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
                guard: { type: 'fileAccepted', params: ({ event }) => event.output },
                target: 'capturing',
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
        choosing: { on: { 'capture.file': 'checking' } },
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
              { target: 'choosing', actions: { type: 'judged', params: ({ event }) => event.output } },
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
      on: {
        'capture.retake': [
          { guard: 'fromFile', target: 'upload', actions: 'dropCaptured' },
          { target: 'camera', actions: 'dropCaptured' },
        ],
        'capture.confirm': { guard: 'hasNeededBarcode', target: 'done' },
      },
    },
    done: { type: 'final', tags: ['preview'] },
  },
});
