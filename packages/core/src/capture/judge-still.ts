// One still image (an uploaded file, the manual shutter's frame, `npm run detect`) judged by the same
// document detector as the live camera. The detector answers 902 the first time it sees a card
// (steadiness needs two frames); a still cannot move, so it gets its second look at once.
import type { DocumentDetector, DocumentResult, Frame } from './detector-port.ts';

/** A still is judged at most this large on its longest side (a 12 MP photo would cost seconds). */
export const UPLOAD_MAX_SIDE = 1920;

export async function judgeStill(detector: DocumentDetector, frame: Frame): Promise<DocumentResult> {
  const first = await detector.detect(frame);
  return first.code === 902 ? detector.detect(frame) : first;
}
