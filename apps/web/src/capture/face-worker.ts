// Web Worker: the tiny face detector of @vladmandic/face-api (TensorFlow.js inside the package) with
// its weights served from our own origin. Frames arrive as pixels; the boxes are judged against the
// oval by core.
import type { FaceResult } from '@alta/core/capture/detector-port';
import { defaultOval, judgeFaces } from '@alta/core/capture/face-detector/judge-face';
import * as faceapi from '@vladmandic/face-api';
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
import type { WorkerScope } from './worker-protocol';

export interface FaceWorkerOptions {
  /** The model's input size (multiple of 32): 160 still sees a face that fills the oval, at half the cost of 224. */
  inputSize?: number;
  /** Force a TensorFlow.js backend (tests, benchmark); by default WebGL when available, else CPU. */
  backend?: 'webgl' | 'cpu';
}

const scope = self as unknown as WorkerScope<FaceWorkerOptions, FaceResult>;
let detectorOptions: faceapi.TinyFaceDetectorOptions | undefined;

// The package exports all of TensorFlow.js as `tf` but types only part of it.
const tf = faceapi.tf as typeof faceapi.tf & {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
};

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

/**
 * WebGL on a real GPU; not on a software rasteriser (SwiftShader, llvmpipe: machines without a GPU),
 * where the CPU backend measured faster (about 0.7 s against 1.3 s a frame, 1.4 s against 6.3 s to start).
 */
function hardwareWebgl(): boolean {
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2') as WebGL2RenderingContext | null;
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(
      info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
    );
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !/swiftshader|llvmpipe|software/i.test(renderer);
  } catch {
    return false;
  }
}

async function load(options: FaceWorkerOptions): Promise<void> {
  faceapi.env.setEnv(workerEnvironment());
  // WebGL when the worker has it (OffscreenCanvas); the CPU backend otherwise. No wasm backend,
  // so the CSP needs no 'wasm-unsafe-eval'.
  const wantWebgl = options.backend === 'webgl' || (options.backend !== 'cpu' && hardwareWebgl());
  const webgl = wantWebgl && (await tf.setBackend('webgl').catch(() => false));
  if (!webgl) await tf.setBackend('cpu');
  await tf.ready();
  const response = await fetch(weightsUrl);
  if (!response.ok) throw new Error(`face model: HTTP ${response.status}`);
  const [group] = manifest as { weights: Parameters<typeof tf.io.decodeWeights>[1] }[];
  if (!group) throw new Error('face model: empty manifest');
  const weights = tf.io.decodeWeights(await response.arrayBuffer(), group.weights);
  faceapi.nets.tinyFaceDetector.loadFromWeightMap(weights);
  detectorOptions = new faceapi.TinyFaceDetectorOptions({
    inputSize: options.inputSize ?? 160,
    scoreThreshold: 0.3,
  });
  // One pass on a blank frame compiles the backend's kernels now, so start() (which the screen waits
  // for) carries that cost and the first camera frame does not.
  const blank = tf.zeros([64, 64, 3]) as faceapi.tf.Tensor3D;
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
    );
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
