// Web Worker: the tiny face detector of @vladmandic/face-api on TensorFlow.js's WebAssembly backend
// (SIMD, one thread), with the .wasm binaries and the weights served from our own origin. Frames
// arrive as pixels; the boxes are judged against the oval by core.
import type { FaceResult } from '@alta/core/capture/detector-port';
import { defaultOval, judgeFaces } from '@alta/core/capture/face-detector/judge-face';
import '@tensorflow/tfjs-backend-cpu';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import simdWasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import plainWasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import * as tf from '@tensorflow/tfjs-core';
import * as faceapi from '@vladmandic/face-api/dist/face-api.esm-nobundle.js';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import type { WorkerScope } from './worker-protocol';

export interface FaceWorkerOptions {
  /**
   * The model's input size (multiple of 32). 320: in a 1280x720 frame it still finds a face a third of
   * the oval's height, so "too far" gets 903 instead of "no face" (at 160 the face had to fill half
   * the oval to be seen at all); on WebAssembly it costs ~60 ms a frame on the 2-core test machine.
   * The CPU fallback stays at 160 (~0.3 s a frame there; 320 took over a second).
   */
  inputSize?: number;
  /**
   * Force a backend, with no fallback (tests, benchmark: a forced 'wasm' that cannot start fails
   * loudly). By default WebAssembly, else the CPU backend (about ten times slower) so that a browser
   * or a CSP without WebAssembly still gets a working, if slow, selfie screen.
   */
  backend?: 'wasm' | 'cpu';
}

const scope = self as unknown as WorkerScope<FaceWorkerOptions, FaceResult>;
let detectorOptions: faceapi.TinyFaceDetectorOptions | undefined;

/**
 * face-api looks for a browser window or Node at import and finds neither in a worker; it only needs
 * a canvas factory (OffscreenCanvas) when given tensors, so that is the environment it gets.
 */
function workerEnvironment(): faceapi.Environment {
  const unavailable = () => {
    throw new Error('not available in the face worker');
  };
  return {
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: class {},
    ImageData,
    Video: class {},
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: unavailable,
    createVideoElement: unavailable,
    fetch: (url: string, init?: RequestInit) => fetch(url, init),
    readFile: unavailable,
  } as unknown as faceapi.Environment;
}

async function startBackend(choice: FaceWorkerOptions['backend']): Promise<'wasm' | 'cpu'> {
  if (choice !== 'cpu') {
    // Threads would need SharedArrayBuffer, hence cross-origin isolation, which the app does not
    // have; saying so up front keeps the threaded binary from ever being asked for, so it is not shipped.
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
    setWasmPaths({
      'tfjs-backend-wasm.wasm': plainWasmUrl,
      'tfjs-backend-wasm-simd.wasm': simdWasmUrl,
      'tfjs-backend-wasm-threaded-simd.wasm': simdWasmUrl,
    });
    const wasm = await tf.setBackend('wasm').catch(() => false);
    if (wasm) return 'wasm';
    if (choice === 'wasm') throw new Error('the WebAssembly backend did not start');
  }
  if (!(await tf.setBackend('cpu'))) throw new Error('the CPU backend did not start');
  return 'cpu';
}

async function load(options: FaceWorkerOptions): Promise<void> {
  faceapi.env.setEnv(workerEnvironment());
  const backend = await startBackend(options.backend);
  await tf.ready();
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`face model: HTTP ${response.status}`);
  const [group] = manifest as { weights: Parameters<typeof tf.io.decodeWeights>[1] }[];
  if (!group) throw new Error('face model: empty manifest');
  const weights = tf.io.decodeWeights(await response.arrayBuffer(), group.weights);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(weights as unknown as faceapi.tf.NamedTensorMap);
  detectorOptions = new faceapi.TinyFaceDetectorOptions({
    inputSize: options.inputSize ?? (backend === 'wasm' ? 320 : 160),
    scoreThreshold: 0.3,
  });
  // One pass on a blank frame compiles the backend's kernels now, so start() (which the screen waits
  // for) carries that cost and the first camera frame does not.
  const blank = tf.zeros([64, 64, 3]) as unknown as faceapi.tf.Tensor3D;
  await faceapi.detectAllFaces(blank, detectorOptions);
  blank.dispose();
}

scope.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === 'start') {
    try {
      await load(msg.options);
      scope.postMessage({ type: 'ready' });
    } catch (error) {
      scope.postMessage({ type: 'failed', message: `Error loading face capture library: ${String(error)}` });
    }
    return;
  }
  const { frame, id } = msg;
  if (!detectorOptions) {
    scope.postMessage({ type: 'error', id, message: 'face detector not started' });
    return;
  }
  try {
    const input = tf.browser.fromPixels(
      new ImageData(frame.data as ImageDataArray, frame.width, frame.height),
    ) as unknown as faceapi.tf.Tensor3D;
    const found = await faceapi.detectAllFaces(input, detectorOptions);
    input.dispose();
    const boxes = found.map((d) => ({
      x: d.box.x,
      y: d.box.y,
      width: d.box.width,
      height: d.box.height,
      score: d.score,
    }));
    scope.postMessage({
      type: 'result',
      id,
      result: judgeFaces(boxes, defaultOval(frame.width, frame.height)),
    });
  } catch (error) {
    scope.postMessage({ type: 'error', id, message: String(error) });
  }
};
