// The states a capture has whether it looks for a document or a face (identity §2, §8, §9), built
// for one machine by captureSkeleton: the camera child; the live loop with its judging (searching,
// waiting, the manual shutter's shooting, capturing); the upload alternative; the preview's retake
// and confirm; done. The machines (id-capture.machine.ts, face-capture.machine.ts) lay these out in
// their own order and give what differs: where a judged frame goes, what a broken judge does, the
// states only they have. Every guard and action is named in capture-setup.ts or the machine's setup,
// and each machine's createMachine checks the names these states use against its own setup.
import type { CameraPort, CaptureKind, Device } from './camera-port.ts';
import { cameraInput } from './camera.machine.ts';
import type { CaptureTag } from './capture-tags.ts';
import type { CaptureEvent } from './capture-setup.ts';
import type { AnyEventObject } from 'xstate';

/** The output of a done actor, as the params of the guard or action that reads it. */
export const output = <T>({ event }: { event: { output: T } }): T => event.output;

/** The transition taken when no guard before it held: the frame is kept as judged, then `actions`. */
export const otherwise = <const T extends string, const A extends unknown[]>(target: T, ...actions: A) => ({
  target,
  actions: [{ type: 'judged' as const, params: output }, ...actions],
});

/** A judged frame's transition when `guard` holds for it (the frame and its result are kept, too). */
export const onJudged = <const T extends string, const G extends string, const A extends string[]>(
  target: T,
  guard: G,
  ...actions: A
) => ({ guard: { type: guard, params: output }, ...otherwise(target, ...actions) });

const tags = <const T extends CaptureTag[]>(...names: T) => names;

// Only while searching or between frames: a frame already kept is being captured.
const shutter = { 'capture.shutter': { guard: 'shutterOffered', target: 'shooting' } } as const;

interface CameraArgs {
  context: { camera: CameraPort; device: Device };
  event: AnyEventObject;
}

const ports = <D>({ context }: { context: { camera: CameraPort; detector: D } }) => ({
  camera: context.camera,
  detector: context.detector,
});

/**
 * One machine's capture states. id: the machine's id (for targets outside a compound state);
 * kind: what the camera child opens; encodeInput: what the encode actor gets of the kept frame.
 */
export const captureSkeleton = <const Id extends string, F extends (args: { context: never }) => unknown>(
  id: Id,
  kind: CaptureKind,
  encodeInput: F,
) => {
  const camera = `#${id}.camera` as const;
  /** A judge on the live stream: searching's, shooting's, or another look at the frame. */
  const judging = <const S extends 'judgeFrame' | 'shootStill', const D, const R>(
    src: S,
    onDone: D,
    onError: R,
  ) => ({
    invoke: { id: src, src, input: ports, onDone, onError },
  });
  /** The kept frame encoded into what the capture keeps; then `target` (within the same parent). */
  const encoding = <const T extends string, const R>(target: T, onError: R) =>
    ({
      invoke: {
        id: 'encode',
        src: 'encode',
        input: encodeInput,
        onDone: { target, actions: { type: 'keepCaptured', params: output } },
        onError,
      },
    }) as const;

  return {
    camera: {
      tags: tags('camera'),
      entry: ['resetSearch', 'useCamera'],
      invoke: {
        id: 'camera',
        src: 'camera',
        input: ({ context, event }: CameraArgs) => cameraInput(kind, context, event),
        onDone: [
          {
            guard: { type: 'choseUpload', params: output },
            target: 'upload',
            actions: 'noteCameraUnavailable',
          },
          { target: 'live', actions: 'noteCameraWorks' },
        ],
      },
    },
    /** The camera runs (it stops on leaving); after a while without a capture the shutter is offered. */
    live: <const S>(states: S) =>
      ({
        tags: tags('live'),
        initial: 'searching',
        exit: 'stopCamera',
        after: { shutterDelay: { actions: 'offerShutter' } },
        on: { 'capture.useUpload': 'upload' },
        states,
      }) as const,
    searching: <const D, const R>(onDone: D, onError: R) => ({
      on: shutter,
      ...judging('judgeFrame', onDone, onError),
    }),
    looking: <const D, const R>(onDone: D, onError: R) => judging('judgeFrame', onDone, onError),
    waiting: { after: { retryDelay: 'searching' }, on: shutter },
    shooting: <const D, const R>(onDone: D, onError: R) => judging('shootStill', onDone, onError),
    capturing: <const T extends string>(target: T) => encoding(target, camera),
    /**
     * A chosen file (decoded to a frame by the view) is judged: `checked` says where it goes; a judge
     * that breaks leaves the choice open and says so (brokenJudge).
     */
    upload: <const D>(checked: D, brokenJudge: string) =>
      ({
        tags: tags('upload'),
        initial: 'choosing',
        entry: ['useFile', 'resetSearch'],
        states: {
          choosing: { on: { 'capture.file': 'checking', 'capture.useCamera': camera } },
          checking: {
            tags: tags('busy'),
            invoke: {
              id: 'judgeFile',
              src: 'judgeFile',
              input: <D>({ context, event }: { context: { detector: D }; event: AnyEventObject }) => ({
                frame: (event as Extract<CaptureEvent, { type: 'capture.file' }>).frame,
                detector: context.detector,
              }),
              onDone: checked,
              onError: { target: 'choosing', actions: { type: 'detectorFailed', params: brokenJudge } },
            },
          },
          encoding: {
            tags: tags('busy'),
            ...encoding(`#${id}.preview`, { target: 'choosing', actions: 'resetSearch' }),
          },
        },
      }) as const,
    /** The preview's own events: a retake goes back where the image came from. */
    previewOn: <const C>(confirm: C) =>
      ({
        'capture.retake': [
          { guard: 'fromFile', target: 'upload', actions: 'dropCaptured' },
          { target: 'camera', actions: 'dropCaptured' },
        ],
        'capture.confirm': confirm,
      }) as const,
    done: { type: 'final', tags: tags('preview') },
  } as const;
};
