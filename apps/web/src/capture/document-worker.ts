// Web Worker: the document judge of core, off the main thread so the camera preview stays smooth.
import type { DocumentResult } from '@alta/core/capture/detector-port';
import { createDocumentJudge } from '@alta/core/capture/document-detector/document-judge';
import type {
  DocumentJudge,
  DocumentJudgeOptions,
} from '@alta/core/capture/document-detector/document-judge-options';
import { readBarcodeInStill } from '@alta/core/capture/still-barcode-reader';
import type { WorkerScope } from './worker-protocol';

const scope = self as unknown as WorkerScope<DocumentJudgeOptions, DocumentResult>;
let judge: DocumentJudge | undefined;

scope.onmessage = (event) => {
  const msg = event.data;
  if (msg.type === 'start') {
    judge = createDocumentJudge(msg.options);
    scope.postMessage({ type: 'ready' });
    return;
  }
  if (!judge) {
    scope.postMessage({ type: 'error', id: msg.id, message: 'document detector not started' });
    return;
  }
  if (msg.type === 'barcode') {
    try {
      scope.postMessage({
        type: 'barcode',
        id: msg.id,
        barcodeText: readBarcodeInStill(msg.frame, msg.quad),
      });
    } catch (error) {
      scope.postMessage({ type: 'error', id: msg.id, message: String(error) });
    }
    return;
  }
  scope.postMessage({ type: 'result', id: msg.id, result: judge.judge(msg.frame) });
};
