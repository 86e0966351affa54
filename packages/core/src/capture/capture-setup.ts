// What the ID and the face capture machines share below their states (capture-skeleton.ts): the
// ports of their input, the fields of the judging loop in their context, the events of the capture
// view, and the named actors, guards and actions that work alike for a document and a face. Each
// machine's own `setup` spreads these next to what only it has, so both keep the same names.
import { assign, type EventObject, fromPromise } from 'xstate';
import type { CameraPort, Device } from './camera-port.ts';
import { type CameraOutcome, cameraMachine } from './camera.machine.ts';
import type { DetectorPort, Frame } from './detector-port.ts';

export interface CaptureInput<D> {
  device: Device;
  camera: CameraPort;
  detector: D;
  /** A camera already failed in this flow: the capture opens on the upload alternative. */
  uploadOnly?: boolean;
}

/** The judging loop's fields: R is the detector's result, C what a capture keeps. */
export interface CaptureFields<R, C> {
  /** Passed frames in a row. */
  passes: number;
  feedback: string | null;
  /** The last judged frame and its result, kept until the next one. */
  frame: Frame | null;
  result: R | null;
  detectorError: string | null;
  source: 'camera' | 'file';
  captured: C | null;
  /** The manual shutter ('Tomar foto') is offered: the detector has not captured for a while. */
  shutterOffered: boolean;
  /** No camera so far: the capture opened on the upload (uploadOnly), or the camera child ended there. */
  cameraUnavailable: boolean;
}

export type CaptureEvent =
  | { type: 'capture.restartCamera' }
  | { type: 'capture.useUpload' }
  | { type: 'capture.shutter' }
  | { type: 'capture.file'; frame: Frame }
  | { type: 'capture.retake' }
  | { type: 'capture.confirm' }
  /** From the upload alternative: try the camera again (one appeared, or permission was given). */
  | { type: 'capture.useCamera' };

export interface Judged<R> {
  frame: Frame;
  result: R;
}

/** A capture's first context: its input, nothing judged, on the camera unless none works so far. */
export const captureContext = <I extends CaptureInput<unknown>>(input: I) => ({
  ...input,
  passes: 0,
  feedback: null,
  frame: null,
  result: null,
  detectorError: null,
  source: 'camera' as const,
  captured: null,
  shutterOffered: false,
  cameraUnavailable: input.uploadOnly === true,
});

/**
 * The calls on the ports. A live frame is judged once (the loop looks again); judgeStill judges a
 * frame nothing looks at again: the manual shutter's and a chosen file's.
 */
export const captureActors = <R, D extends DetectorPort<R>>(
  judgeStill: (detector: D, frame: Frame) => Promise<R>,
) => {
  const grabAndJudge = (judge: (detector: D, frame: Frame) => Promise<R>) =>
    fromPromise<Judged<R>, { camera: CameraPort; detector: D }>(async ({ input }) => {
      const frame = await input.camera.grab();
      return { frame, result: await judge(input.detector, frame) };
    });
  return {
    loadDetector: fromPromise<void, D>(({ input }) => input.start()),
    camera: cameraMachine,
    judgeFrame: grabAndJudge((detector, frame) => detector.detect(frame)),
    // The manual shutter: the current frame, judged as an uploaded photo is.
    shootStill: grabAndJudge(judgeStill),
    judgeFile: fromPromise<Judged<R>, { frame: Frame; detector: D }>(async ({ input }) => ({
      frame: input.frame,
      result: await judgeStill(input.detector, input.frame),
    })),
  };
};

type Fields = CaptureFields<unknown, unknown>;
type Ports = CaptureInput<DetectorPort<unknown>>;

export const captureGuards = {
  choseUpload: (_: unknown, outcome: CameraOutcome) => outcome === 'upload',
  fromFile: ({ context }: { context: Fields }) => context.source === 'file',
  shutterOffered: ({ context }: { context: Fields }) => context.shutterOffered,
};

/**
 * The actions both machines name alike. Built for one machine's context and events: an assign's
 * type carries the whole snapshot, so one built for another context would not fit.
 */
export const captureActions = <TContext extends Fields & Ports, TEvent extends EventObject>(
  /** What else a fresh search clears in this machine's context. */
  searchExtras: Partial<TContext>,
) => {
  const set = (fields: Partial<Fields> | Partial<TContext>) =>
    assign<TContext, TEvent, undefined, TEvent, never>(() => fields as Partial<TContext>);
  return {
    resetSearch: set({
      passes: 0,
      feedback: null,
      frame: null,
      result: null,
      shutterOffered: false,
      ...searchExtras,
    }),
    offerShutter: set({ shutterOffered: true }),
    noteCameraUnavailable: set({ cameraUnavailable: true }),
    noteCameraWorks: set({ cameraUnavailable: false }),
    clearDetectorError: set({ detectorError: null }),
    useCamera: set({ source: 'camera' }),
    useFile: set({ source: 'file' }),
    detectorFailed: assign<TContext, TEvent, string, TEvent, never>(
      (_, message) => ({ detectorError: message }) as Partial<TContext>,
    ),
    stopCamera: ({ context }: { context: TContext }) => context.camera.stop(),
    stopDetector: ({ context }: { context: TContext }) => context.detector.stop(),
  };
};
