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
// Tags: what the capture view shows (capture-tags.ts). Named actors, guards and actions: id-capture.setup.ts;
// the states a face capture has too: capture-skeleton.ts.
import type { DocumentResult, Frame } from './detector-port.ts';
import { captureContext } from './capture-setup.ts';
import { captureSkeleton, onJudged, otherwise, output } from './capture-skeleton.ts';
import { DOCUMENT_FEEDBACK } from './capture-texts.ts';
import type { CapturedDocument } from './id-capture.types.ts';
import { encodeInput, idCaptureSetup } from './id-capture.setup.ts';

const id = captureSkeleton('idCapture', 'document', encodeInput);

// The detector broke (500 on a frame, or its call failed): it is loaded again.
const brokeDown = {
  target: '#idCapture.detectorFailed',
  actions: { type: 'detectorFailed', params: DOCUMENT_FEEDBACK.critical },
} as const;
const critical = { guard: { type: 'critical', params: output }, ...brokeDown } as const;

export const idCaptureMachine = idCaptureSetup.createMachine({
  id: 'idCapture',
  initial: 'loadingDetector',
  context: ({ input }) => ({
    ...captureContext(input),
    overlay: 'none',
    unpassedShot: false,
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
    camera: id.camera,
    live: id.live({
      searching: id.searching(
        [critical, onJudged('readingStill', 'enoughPasses', 'showCaptured'), otherwise('waiting')],
        brokeDown,
      ),
      waiting: id.waiting,
      shooting: id.shooting(
        [
          critical,
          onJudged('readingStill', 'stillPassed', 'showCaptured'),
          onJudged('readingStill', 'cardFound', 'showCaptured', 'markUnpassedShot'),
          otherwise('waiting'),
        ],
        brokeDown,
      ),
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
      capturing: id.capturing('captured'),
      captured: { after: { previewDelay: '#idCapture.preview' } },
    }),
    upload: id.upload(
      [
        onJudged('encoding', 'fileAccepted', 'showCaptured'),
        otherwise('choosing', { type: 'explainRefusedFile', params: output }),
      ],
      DOCUMENT_FEEDBACK.critical,
    ),
    preview: {
      tags: ['preview'],
      initial: 'reviewing',
      on: id.previewOn({ guard: 'hasNeededBarcode', target: 'done' }),
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
    done: id.done,
  },
});
