// Messages between a detector client (main thread) and its Web Worker.
import type { Frame } from '@alta/core/capture/detector-port';

export type ToWorker<O> = { type: 'start'; options: O } | { type: 'detect'; id: number; frame: Frame };

export type FromWorker<R> =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; result: R }
  | { type: 'error'; id: number; message: string };

/** The worker's global scope, typed here because the app compiles against the DOM library. */
export interface WorkerScope<O, R> {
  onmessage: ((event: MessageEvent<ToWorker<O>>) => void) | null;
  postMessage(message: FromWorker<R>): void;
}
