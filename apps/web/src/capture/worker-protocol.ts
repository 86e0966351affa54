// Messages between a detector client (main thread) and its Web Worker.
import type { Frame, Quad } from '@alta/core/capture/detector-port';

export type ToWorker<O> =
  | { type: 'start'; options: O }
  | { type: 'detect'; id: number; frame: Frame }
  /** The document worker only: the PDF417 in a full-resolution still (issue 23). */
  | { type: 'barcode'; id: number; frame: Frame; quad: Quad };

export type FromWorker<R> =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; result: R }
  | { type: 'barcode'; id: number; barcodeText: string | undefined }
  | { type: 'error'; id: number; message: string };

/** The worker's global scope, typed here because the app compiles against the DOM library. */
export interface WorkerScope<O, R> {
  onmessage: ((event: MessageEvent<ToWorker<O>>) => void) | null;
  postMessage(message: FromWorker<R>): void;
}
