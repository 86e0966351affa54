// The camera of a capture (identity §5, §8, §9), invoked by the ID and the face capture machines
// until there is a stream to judge frames from or the user takes the upload instead.
// opening: failed when there is a failure already (the parent's stream broke while capturing),
//   starting otherwise; a restart clears the failure and comes back here.
// starting: the stream opens at the kind's ideal size (rear camera for the ID on a phone, front
//   otherwise); below the kind's minimum it is refused with 912 and closed.
// failed: no stream (denied, missing, busy, other) or one below the minimum (912); restart (not for
//   912) or upload instead. Tagged unavailable: the capture shows why, with those two ways on.
// running: final; the stream is open and the parent's live loop takes it over (and stops it).
// upload: final; the user chose the upload alternative.
import { assign, fromPromise, setup } from 'xstate';
import {
  type CameraFailure,
  type CameraPort,
  type CameraStarted,
  type CaptureKind,
  cameraFailure,
  cameraRequest,
  type Device,
  LOW_RESOLUTION,
  meetsMinimum,
} from './camera-port.ts';

export interface CameraInput {
  camera: CameraPort;
  kind: CaptureKind;
  device: Device;
  /** What broke the stream while the parent was capturing (a rejected grab or encode), if anything. */
  broken?: unknown;
}

export interface CameraContext {
  camera: CameraPort;
  kind: CaptureKind;
  device: Device;
  error: CameraFailure | null;
}

export type CameraEvent = { type: 'camera.restart' } | { type: 'camera.useUpload' };

/** How the camera step ended: a running stream, or the upload alternative. */
export type CameraOutcome = 'running' | 'upload';

/** The child's input: when the parent came back because an actor failed, the stream is broken. */
export const cameraInput = (
  kind: CaptureKind,
  context: { camera: CameraPort; device: Device },
  event: { type: string; error?: unknown },
): CameraInput => ({
  camera: context.camera,
  kind,
  device: context.device,
  ...(event.type.startsWith('xstate.error.actor.') ? { broken: event.error } : {}),
});

export const cameraMachine = setup({
  types: {
    context: {} as CameraContext,
    events: {} as CameraEvent,
    input: {} as CameraInput,
    output: {} as CameraOutcome,
    tags: {} as 'unavailable',
  },
  actors: {
    startCamera: fromPromise<CameraStarted, { camera: CameraPort; kind: CaptureKind; device: Device }>(
      ({ input }) => input.camera.start(cameraRequest(input.kind, input.device)),
    ),
  },
  guards: {
    broken: ({ context }) => context.error !== null,
    lowResolution: ({ context }, started: CameraStarted) => !meetsMinimum(started, context.kind),
    canRestart: ({ context }) => context.error?.code !== LOW_RESOLUTION.code,
  },
  actions: {
    failed: assign({ error: (_, params: { error: unknown }) => cameraFailure(params.error) }),
    lowResolution: assign({ error: LOW_RESOLUTION }),
    clearError: assign({ error: null }),
    stopCamera: ({ context }) => context.camera.stop(),
  },
}).createMachine({
  id: 'camera',
  initial: 'opening',
  context: ({ input }) => ({
    camera: input.camera,
    kind: input.kind,
    device: input.device,
    error: input.broken === undefined ? null : cameraFailure(input.broken),
  }),
  output: ({ event }) => event.output as CameraOutcome,
  states: {
    opening: {
      always: [{ guard: 'broken', target: 'failed' }, { target: 'starting' }],
    },
    starting: {
      invoke: {
        id: 'startCamera',
        src: 'startCamera',
        input: ({ context }) => ({ camera: context.camera, kind: context.kind, device: context.device }),
        onDone: [
          {
            guard: { type: 'lowResolution', params: ({ event }) => event.output },
            target: 'failed',
            actions: ['lowResolution', 'stopCamera'],
          },
          { target: 'running' },
        ],
        onError: { target: 'failed', actions: { type: 'failed', params: ({ event }) => event } },
      },
    },
    failed: {
      tags: ['unavailable'],
      on: {
        'camera.restart': { guard: 'canRestart', target: 'opening', actions: 'clearError' },
        'camera.useUpload': 'upload',
      },
    },
    running: { type: 'final', output: 'running' },
    upload: { type: 'final', output: 'upload' },
  },
});
