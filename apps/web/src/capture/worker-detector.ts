// The client half of a detector that runs in a Web Worker: implements the port by posting each
// frame's pixels to the worker as a transferable (no copy) and resolving when the answer comes.
// start() may be called early to preload (the flow does while its info screens are read): a second
// call waits for the same load, and a load that failed is tried afresh.
import type { DetectorPort, Frame, Quad } from '@alta/core/capture/detector-port';
import type { FromWorker, ToWorker } from './worker-protocol';

export interface WorkerDetector<R> extends DetectorPort<R> {
  /** The document worker's barcode read in a still (the still's buffer is transferred). */
  readBarcode(still: Frame, quad: Quad): Promise<string | undefined>;
}

export function workerDetector<O, R>(createWorker: () => Worker, options: O): WorkerDetector<R> {
  let worker: Worker | undefined;
  let starting: Promise<void> | undefined;
  let nextId = 1;
  // Each request's answer: a judged frame's result, or a still's barcode text.
  const pending = new Map<number, { resolve: (r: never) => void; reject: (e: Error) => void }>();

  function failAll(error: Error) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  }

  return {
    start() {
      if (starting) return starting;
      const w = createWorker();
      worker = w;
      const loading = new Promise<void>((resolve, reject) => {
        w.onerror = (event) => {
          const error = new Error(event.message || 'detector worker failed to load');
          failAll(error);
          reject(error);
        };
        w.onmessage = (event: MessageEvent<FromWorker<R>>) => {
          const msg = event.data;
          if (msg.type === 'ready') resolve();
          else if (msg.type === 'failed') reject(new Error(msg.message));
          else {
            const p = pending.get(msg.id);
            pending.delete(msg.id);
            if (msg.type === 'result') p?.resolve(msg.result as never);
            else if (msg.type === 'barcode') p?.resolve(msg.barcodeText as never);
            else p?.reject(new Error(msg.message));
          }
        };
        w.postMessage({ type: 'start', options } satisfies ToWorker<O>);
      });
      starting = loading;
      loading.catch(() => {
        if (starting !== loading) return;
        w.terminate();
        worker = undefined;
        starting = undefined;
      });
      return loading;
    },

    /** The frame's buffer is transferred to the worker: the caller must not read it afterwards. */
    detect(frame: Frame) {
      const w = worker;
      if (!w) return Promise.reject(new Error('detector not started'));
      const id = nextId++;
      const plain: Frame = { data: frame.data, width: frame.width, height: frame.height };
      return new Promise<R>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ type: 'detect', id, frame: plain } satisfies ToWorker<O>, [frame.data.buffer]);
      });
    },

    readBarcode(still: Frame, quad: Quad) {
      const w = worker;
      if (!w) return Promise.reject(new Error('detector not started'));
      const id = nextId++;
      const plain: Frame = { data: still.data, width: still.width, height: still.height };
      return new Promise<string | undefined>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.postMessage({ type: 'barcode', id, frame: plain, quad } satisfies ToWorker<O>, [still.data.buffer]);
      });
    },
    stop() {
      worker?.terminate();
      worker = undefined;
      starting = undefined;
      failAll(new Error('detector stopped'));
    },
  };
}
