import type { DocumentDetector } from '../detector-port';
import { createDocumentJudge } from './document-judge';
import type { DocumentJudgeOptions } from './document-judge-options';

/**
 * The document detector in the calling thread: the Web Worker wraps the same judge, and Node tests
 * and tools use this one directly.
 */
export function createLocalDocumentDetector(options: DocumentJudgeOptions = {}): DocumentDetector {
  let judge: ReturnType<typeof createDocumentJudge> | undefined;
  return {
    async start() {
      judge = createDocumentJudge(options);
    },
    async detect(frame) {
      if (!judge) throw new Error('document detector not started');
      return judge.judge(frame);
    },
    stop() {
      judge = undefined;
    },
  };
}
