// Test and benchmark harness, never part of the app's build: opens the (fake) camera, loads a
// detector the way the capture screens do (dynamic import, Web Worker) and runs it on the stream.
// ?detector=document|face&ms=4000&until=passed; for the face, &backend=wasm|cpu forces a backend and
// &input=320 sets the model's input size; for the document, &barcode=off judges without reading the PDF417. Results land in window.__harness for Playwright.
import type { DocumentResult, FaceResult } from '@alta/core/capture/detector-port';
import { cameraRequest } from '@alta/core/capture/camera-port';
import { deviceOf } from '@alta/core/env/device';
import { createBrowserCamera } from '../src/capture/camera';

interface HarnessState {
  phase: 'loading' | 'running' | 'done' | 'error';
  camera?: { width: number; height: number };
  startMs?: number;
  frames: number;
  results: (DocumentResult | FaceResult)[];
  detectMs: number[];
  longestTaskMs: number;
  /** The longest main-thread task while frames were being detected (not while loading). */
  longestTaskWhileRunningMs: number;
  /** Time spent in the detection loop. */
  runMs?: number;
  error?: string;
}

const state: HarnessState = {
  phase: 'loading',
  frames: 0,
  results: [],
  detectMs: [],
  longestTaskMs: 0,
  longestTaskWhileRunningMs: 0,
};
(window as unknown as { __harness: HarnessState }).__harness = state;

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    state.longestTaskMs = Math.max(state.longestTaskMs, entry.duration);
    if (state.phase === 'running') {
      state.longestTaskWhileRunningMs = Math.max(state.longestTaskWhileRunningMs, entry.duration);
    }
  }
}).observe({ type: 'longtask', buffered: true });

async function run(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const kind = params.get('detector') === 'face' ? 'face' : 'document';
  const duration = Number(params.get('ms') ?? 4000);
  const until = params.get('until');
  const purpose = kind === 'face' ? 'selfie' : 'document';
  const video = document.getElementById('camera') as HTMLVideoElement;
  const camera = createBrowserCamera(purpose, video);
  state.camera = await camera.start(cameraRequest(purpose, deviceOf(navigator)));
  const started = performance.now();
  const detector =
    kind === 'face'
      ? (await import('../src/capture/face-detector-client')).createFaceDetector({
          backend: ((b) => (b === 'cpu' || b === 'wasm' ? b : undefined))(params.get('backend')),
          inputSize: Number(params.get('input')) || undefined,
        })
      : (await import('../src/capture/document-detector-client')).createDocumentDetector(
          params.get('barcode') === 'off' ? { readBarcode: false } : {},
        );
  await detector.start();
  state.startMs = performance.now() - started;
  state.phase = 'running';
  const loopStart = performance.now();
  const end = loopStart + duration;
  while (performance.now() < end) {
    const frame = await camera.grab();
    const t = performance.now();
    const result = (await detector.detect(frame)) as DocumentResult | FaceResult;
    state.detectMs.push(performance.now() - t);
    state.frames++;
    state.results.push(result);
    (document.getElementById('status') as HTMLOutputElement).textContent = JSON.stringify(result);
    if (until === 'passed' && 'status' in result && result.status === 'doc-passed' && result.isBarcodeFound)
      break;
  }
  state.runMs = performance.now() - loopStart;
  // Long tasks are reported after they end: give the last ones a frame to arrive.
  await new Promise((r) => setTimeout(r, 100));
  detector.stop();
  camera.stop();
  state.phase = 'done';
}

run().catch((error: unknown) => {
  state.phase = 'error';
  state.error = String(error);
});
