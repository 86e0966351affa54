// The document detector the capture screens use (load it with a dynamic import: the worker and
// zxing stay out of the first bundle).
import type { DocumentDetector } from '@alta/core/capture/detector-port';
import type { DocumentJudgeOptions } from '@alta/core/capture/document-detector/document-judge-options';
import { workerDetector } from './worker-detector';

export type { DocumentJudgeOptions };

/** The judge and, for a full-resolution still, its barcode reader, both in one worker. */
export function createDocumentDetector(options: DocumentJudgeOptions = {}): DocumentDetector {
  return workerDetector(
    () =>
      new Worker(new URL('./document-worker.ts', import.meta.url), {
        type: 'module',
        name: 'document-detector',
      }),
    options,
  );
}
