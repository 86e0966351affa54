// Real cut cards made from real close ones (issue 23: "a card cut by the frame's edge never passes").
// MIDV-500's excerpt has only 9 photos whose card leaves the frame, too few to say much; a close card's
// photo cropped so that the frame's edge crosses the card is a real cut card: real print, real
// surface, a real border running into the image's edge. Each close photo gives one crop per side of
// the frame, the depth of the cut (share of the card's extent across that side) rotating through
// DEPTHS so every side meets every depth. The window keeps the photo's aspect ratio, as a camera
// frame does, and is centred on the card along the other axis (it may cut the card there too).
import type { Point } from '../packages/core/src/capture/detector-port.ts';
import type { FrameWindow } from '../packages/core/src/capture/document-detector/crop-frame.ts';
import { measureCard } from '../apps/web/e2e/card-scenes/pose.ts';

export type Side = 'left' | 'top' | 'right' | 'bottom';
const SIDES: readonly Side[] = ['left', 'top', 'right', 'bottom'];
/** How much of the card the frame's edge cuts off, as a share of its extent across that edge. */
export const DEPTHS = [0.03, 0.08, 0.15, 0.3] as const;

/** A window of the photo, in its pixels (integers, x1 and y1 exclusive). */
export type Window = FrameWindow;

export interface Crop extends Window {
  side: Side;
  depth: number;
  /** The card's ground truth in the window's pixels. */
  quad: Point[];
}

/** Every depth `--all-crops` cuts each side by: finer near the edge, where a card's own print closes it. */
export const ALL_DEPTHS = [0.02, 0.03, 0.05, 0.08, 0.12, 0.2, 0.3] as const;

/** The four crops of the `index`-th close photo; a crop that does not cut the card is left out. */
export function cropsOf(quad: readonly Point[], width: number, height: number, index: number): Crop[] {
  return SIDES.flatMap((side, k) => {
    const crop = cropAt(quad, width, height, side, DEPTHS[(index + k) % DEPTHS.length] as number);
    return crop ? [crop] : [];
  });
}

/** Every side cut at every one of ALL_DEPTHS (`bench:cards --real DIR --all-crops`). */
export function allCropsOf(quad: readonly Point[], width: number, height: number): Crop[] {
  return SIDES.flatMap((side) =>
    ALL_DEPTHS.flatMap((depth) => {
      const crop = cropAt(quad, width, height, side, depth);
      return crop ? [crop] : [];
    }),
  );
}

/** The window whose `side` edge cuts `depth` of the card's extent across it, or none when it cuts nothing. */
function cropAt(
  quad: readonly Point[],
  width: number,
  height: number,
  side: Side,
  depth: number,
): Crop | undefined {
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // The edge's position, then the window's scale f (same aspect ratio as the photo).
  let f: number;
  let x0: number;
  let y0: number;
  if (side === 'left' || side === 'right') {
    const edge = side === 'left' ? minX + depth * (maxX - minX) : maxX - depth * (maxX - minX);
    f = side === 'left' ? (width - edge) / width : edge / width;
    x0 = side === 'left' ? edge : 0;
    y0 = (minY + maxY) / 2 - (f * height) / 2;
    y0 = Math.min(Math.max(0, y0), height - f * height);
  } else {
    const edge = side === 'top' ? minY + depth * (maxY - minY) : maxY - depth * (maxY - minY);
    f = side === 'top' ? (height - edge) / height : edge / height;
    y0 = side === 'top' ? edge : 0;
    x0 = (minX + maxX) / 2 - (f * width) / 2;
    x0 = Math.min(Math.max(0, x0), width - f * width);
  }
  const w = Math.round(f * width);
  const h = Math.round(f * height);
  if (w < 200 || h < 200) return undefined;
  const rx = Math.round(x0);
  const ry = Math.round(y0);
  const moved = quad.map((p) => ({ x: p.x - rx, y: p.y - ry }));
  if (!measureCard(moved, w, h).cut) return undefined;
  return { side, depth, x0: rx, y0: ry, x1: rx + w, y1: ry + h, quad: moved };
}
