// A second look at a far card (issue 23: far cards answering 901). The card mask sees the frame 128
// cells wide, so a card a third of the frame across covers a dozen of its output cells and a few of
// them hold its border: the mask reads such cards badly (further development far cards it likes
// 0.14–0.39 while all four borders are among the lines). The same net, shown a window of the frame
// round the shape, sees the card at the size it was trained on most.
import type { Frame, Point } from '../detector-port';
import type { CardMask } from './card-mask';
import { maskAgreement } from './mask-agreement';

/** The window's size over the shape's bounding box, along the side that binds. */
const ROOM = 1.8;
/** A window wider than this share of the frame shows the card hardly larger: not worth a run. */
const MOST_SHARE = 0.75;

/** The window of the frame (same aspect) round `q`, with q's points in its pixels; none when it is
 * not much smaller than the frame. */
export function zoomWindow(frame: Frame, q: readonly Point[]) {
  const xs = q.map((p) => p.x);
  const ys = q.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const f = ROOM * Math.max((x1 - x0) / frame.width, (y1 - y0) / frame.height);
  if (f > MOST_SHARE) return undefined;
  const w = Math.round(f * frame.width);
  const h = Math.round(f * frame.height);
  const left = Math.round(Math.min(Math.max(0, (x0 + x1) / 2 - w / 2), frame.width - w));
  const top = Math.round(Math.min(Math.max(0, (y0 + y1) / 2 - h / 2), frame.height - h));
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const from = ((top + y) * frame.width + left) * 4;
    data.set(frame.data.subarray(from, from + w * 4), y * w * 4);
  }
  return {
    frame: { data, width: w, height: h } as Frame,
    quad: q.map((p) => ({ x: p.x - left, y: p.y - top })),
  };
}

/** The mask's likeness of a far shape seen in a window round it; undefined when no window helps. */
export function zoomedLikeness(
  model: (frame: Frame) => CardMask,
  frame: Frame,
  q: readonly Point[],
): number | undefined {
  const zoom = zoomWindow(frame, q);
  if (!zoom) return undefined;
  return maskAgreement(model(zoom.frame), zoom.quad, zoom.frame);
}
