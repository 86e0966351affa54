// A second look at a far card (issue 23: far cards answering 901). The card mask sees the frame 128
// cells wide, so a card a third of the frame across covers a dozen of its output cells and a few of
// them hold its border: the mask reads such cards badly (further development far cards it likes
// 0.14–0.39 while all four borders are among the lines). The same net, shown a window of the frame
// round the shape, sees the card at the size it was trained on most.
import type { Frame, Point, Quad } from '../detector-port';
import type { CardMask } from './card-mask';
import { cropFrame } from './crop-frame';
import { maskAgreement } from './mask-agreement';
import { cardAtEdge, partOfLargerCard } from './mask-blob';
import { FAR_MIN_LIKENESS } from './mask-word';

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
  return {
    frame: cropFrame(frame, { x0: left, y0: top, x1: left + w, y1: top + h }),
    quad: q.map((p) => ({ x: p.x - left, y: p.y - top })),
  };
}

/** The first mask run on a window round a far shape: its likeness there, and its quad in the window. */
export interface WindowView {
  likeness: number;
  mask: CardMask;
  quad: Quad;
}

/** The mask's view of a far shape in a window round it; undefined when no window helps. */
export function zoomedView(
  model: (frame: Frame) => CardMask,
  frame: Frame,
  q: readonly Point[],
): WindowView | undefined {
  const zoom = zoomWindow(frame, q);
  if (!zoom) return undefined;
  const mask = model(zoom.frame);
  const quad = zoom.quad as unknown as Quad;
  return { likeness: maskAgreement(mask, quad, zoom.frame), mask, quad };
}

/**
 * Whether a far shape stands apart in its window (decision 117): the net likes it there as a far card,
 * and the card it marks under the shape neither reaches the window's edge nor is much larger than the
 * shape, read as the frame's mask is read (`cardAtEdge`, `partOfLargerCard`). A piece of a larger card
 * (its photo, a block of print) runs on past a window 1.8 times its size.
 */
export function standsApart(view: WindowView): boolean {
  return (
    view.likeness >= FAR_MIN_LIKENESS &&
    !cardAtEdge(view.mask, view.quad) &&
    !partOfLargerCard(view.mask, view.quad)
  );
}

/** Whether two quads are the same shape, whatever corner each starts at: every corner of one lies
 * within a twentieth of the other's larger extent of some corner of the other. */
export function sameShape(a: readonly Point[], b: readonly Point[]): boolean {
  const xs = b.map((p) => p.x);
  const ys = b.map((p) => p.y);
  const near = 0.05 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return a.every((p) => b.some((o) => Math.hypot(p.x - o.x, p.y - o.y) <= near));
}
