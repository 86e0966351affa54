// Ports for the capture models: the replay fakes every actor, so only stop() is ever called, and
// the objects hold no state (the graph serialises the context, ports included).
import type { CameraPort } from './camera-port.ts';
import type { DetectorPort } from './detector-port.ts';
import { tinyFrame } from './fake-camera.ts';

const never = () => Promise.reject(new Error('the model fakes every actor'));

export const INERT_CAMERA: CameraPort = { start: never, grab: never, encode: never, stop: () => {} };
export const inertDetector = <R>(): DetectorPort<R> => ({ start: never, detect: never, stop: () => {} });

export const FRAME = tinyFrame(1);
export const JPEG = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
