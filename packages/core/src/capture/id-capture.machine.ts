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
// Tags: what the capture view shows (capture-tags.ts). Named actors, guards and actions: id-capture.setup.ts.
import type { DocumentResult, Frame } from './detector-port.ts';
import { DOCUMENT_FEEDBACK } from './capture-texts.ts';
import { cameraInput } from './camera.machine.ts';
import type { CapturedDocument, IdCaptureEvent } from './id-capture.types.ts';
import { encodeInput, idCaptureSetup } from './id-capture.setup.ts';

export const idCaptureMachine = idCaptureSetup.createMachine({
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
