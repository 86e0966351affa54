// What the capture models share: ports (the replay fakes every actor, so only stop() is ever called,
// and the objects hold no state: the graph serialises the context, ports included), faked actors
// and the events both capture machines take.
import type { CameraPort } from '../../src/capture/camera-port.ts';
import type { DetectorPort } from '../../src/capture/detector-port.ts';
import { tinyFrame } from './fake-camera.ts';

const never = () => Promise.reject(new Error('the model fakes every actor'));

export const INERT_CAMERA: CameraPort = { start: never, grab: never, encode: never, stop: () => {} };
export const inertDetector = <R>(): DetectorPort<R> => ({ start: never, detect: never, stop: () => {} });

export const FRAME = tinyFrame(1);
export const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

/** A camera frame, or a chosen file, judged as the path says. */
export const judgedFrame = (result: unknown) => ({
  type: 'xstate.done.actor.judgeFrame',
  output: { frame: FRAME, result },
});
export const judgedFile = (result: unknown) => ({
  type: 'xstate.done.actor.judgeFile',
  output: { frame: FRAME, result },
});

/** What both capture models fake, the camera child included (camera.model.ts walks it). */
export const CAPTURE_ACTORS = {
  loadDetector: 'loadDetector',
  camera: 'camera',
  judgeFrame: 'judgeFrame',
  judgeFile: 'judgeFile',
  encode: 'encode',
};

/** The events both capture machines take alike; each model adds its detector's codes and timers. */
export const captureEvents = (machineId: string, captured: unknown) => [
  { type: 'xstate.done.actor.loadDetector' },
  { type: 'xstate.error.actor.loadDetector', error: new Error('load') },
  { type: 'xstate.done.actor.camera', output: 'running' },
  { type: 'xstate.done.actor.camera', output: 'upload' },
  { type: 'xstate.error.actor.judgeFrame', error: new Error('worker') },
  { type: `xstate.after.retryDelay.${machineId}.live.waiting` },
  { type: 'xstate.done.actor.encode', output: captured },
  { type: 'xstate.error.actor.encode', error: new Error('canvas') },
  { type: 'capture.restartCamera' },
  { type: 'capture.useUpload' },
  { type: 'capture.file', frame: FRAME },
  { type: 'xstate.error.actor.judgeFile', error: new Error('worker') },
  { type: 'capture.retake' },
  { type: 'capture.confirm' },
];
