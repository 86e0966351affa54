// A window of a frame as a frame of its own: the judge's second look at a far card (zoomed-likeness.ts),
// the camera's JPEG of a card's box (apps/web camera.ts) and the benchmark's cut cards and card-free
// windows of real photos (scripts/bench-real*.ts).
import type { Frame } from '../detector-port';

/** A window of a frame, in its pixels (integers, x1 and y1 exclusive). */
export interface FrameWindow {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The window's pixels, copied. */
export function cropFrame(frame: Frame, crop: FrameWindow): Frame {
  const width = crop.x1 - crop.x0;
  const height = crop.y1 - crop.y0;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((crop.y0 + y) * frame.width + crop.x0) * 4;
    data.set(frame.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}
