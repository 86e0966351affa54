// The quad a candidate's sides give once fitted to their edge pixels, and which reading of it has an
// ID card's ratio: finer than the Hough lines (1° and a pixel), closely enough to tell a card from a
// passport page at a slant and to give two frames of a still card the same corners.
import type { Point, Quad } from '../detector-port.ts';
import { ID_ASPECT_RATIO, type OpticalAxis, rectifiedAspect } from './card-geometry.ts';
import { type DirectedLine, intersect, withDirection } from './line-pairs.ts';
import type { Line } from './hough-lines.ts';
import type { GrayImage } from './luminance.ts';
import { fitSide } from './side-fit.ts';
import { dist, type Evidence } from './side-evidence.ts';

/** Which reading of the fitted quad (the optical axis at the image's centre or, for a cropped picture,
 * at the card's: card-geometry.ts) gives an ID card's ratio, if either does. */
export function fittedShape(quad: Quad, img: GrayImage, aspectAbove: number): OpticalAxis | undefined {
  const low = ID_ASPECT_RATIO * (1 - FITTED_BELOW);
  const high = ID_ASPECT_RATIO * (1 + aspectAbove);
  const inBand = (r: number) => r >= low && r <= high;
  if (inBand(rectifiedAspect(quad, img.width, img.height))) return 'image';
  return inBand(rectifiedAspect(quad, img.width, img.height, 'card')) ? 'card' : undefined;
}

/** How far the fitted quad's ratio may fall below the ID's: 1.50, above any passport page's 1.46. */
const FITTED_BELOW = 0.054;

/** A candidate's side: from one corner to the next, along a line. */
export type Side = readonly [Point, Point, Line];

/**
 * The quad again from lines fitted (least squares) to the edge pixels along each side: the Hough
 * lines are quantised to 1° and a pixel, and two frames of a still card must give the same corners.
 * With it, the candidate's sides along the fitted lines, in its own order (side k from its corner k to
 * corner k + 1). Undefined where a fit is pulled away by clutter.
 */
export function fitSides(
  sides: readonly Side[],
  found: readonly Evidence[],
): { quad: Quad; sides: Side[] } | undefined {
  const lines = sides.map(([s, e, line], k) => fitSide(s, e, line, found[k] as Evidence) ?? line);
  const fitted = lines.map((line) => withDirection(line));
  const corners = [0, 1, 2, 3].map((k) =>
    intersect(fitted[(k + 3) % 4] as DirectedLine, fitted[k] as DirectedLine),
  );
  if (corners.some((c) => !c)) return undefined;
  const at = corners as Point[];
  const quad = orderCorners(at);
  // A fit pulled away by clutter is worse than the Hough lines it started from.
  const before = orderCorners(sides.map(([s]) => s));
  if (!quad.every((p, k) => dist(p, before[k] as Point) < 0.05 * dist(before[0], before[2])))
    return undefined;
  return {
    quad,
    sides: [0, 1, 2, 3].map((k) => [at[k] as Point, at[(k + 1) % 4] as Point, lines[k] as Line] as const),
  };
}

/** Reorders four corners clockwise starting from the one nearest the top-left. */
export function orderCorners(points: readonly Point[]): Quad {
  const cx = points.reduce((s, p) => s + p.x, 0) / 4;
  const cy = points.reduce((s, p) => s + p.y, 0) / 4;
  const sorted = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  // atan2 order starts at the left (−π); the top-left is the one with the smallest x+y.
  const sums = sorted.map((p) => p.x + p.y);
  const first = sums.indexOf(Math.min(...sums));
  return [0, 1, 2, 3].map((k) => sorted[(first + k) % 4]) as unknown as Quad;
}

export function quadArea(q: Quad): number {
  const [a, b, c, d] = q;
  const twice = a.x * b.y - b.x * a.y + b.x * c.y - c.x * b.y + c.x * d.y - d.x * c.y + d.x * a.y - a.x * d.y;
  return Math.abs(twice) / 2;
}
