// The face detector of the selfie screen (load it with a dynamic import from that route only: the
// model and TensorFlow.js weigh several hundred kilobytes).
import type { FaceDetector } from '@alta/core/capture/detector-port';
import type { FaceWorkerOptions } from './face-worker';
import { workerDetector } from './worker-detector';

export function createFaceDetector(options: FaceWorkerOptions = {}): FaceDetector {
  return workerDetector(
    () => new Worker(new URL('./face-worker.ts', import.meta.url), { type: 'module', name: 'face-detector' }),
    options,
  );
}
