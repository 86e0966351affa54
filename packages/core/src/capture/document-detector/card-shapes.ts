// The quads an ID card could be among the lines of a frame: two pairs of nearly parallel lines,
// nearly perpendicular to each other, whose corners lie in the image and whose rectangle, the
// perspective undone, has the ID's ratio. Thousands of pairs meet per frame, so pairs are bucketed by
// direction and nothing is allocated until a shape is known to fit.
import type { Point } from '../detector-port.ts';
import { ID_ASPECT_RATIO, rectifiedAspectOf } from './card-geometry.ts';
import type { Line } from './hough-lines.ts';
import {
  angleBetween,
  type DirectedLine,
  intersect,
  meetInto,
  type Pair,
  parallelPairs,
  withDirection,
} from './line-pairs.ts';
import type { GrayImage } from './luminance.ts';

const DEG = Math.PI / 180;

/** How far a shape may stray from a rectangle seen square on. */
export interface ShapeLimits {
  /** Most angle between opposite sides. */
  maxParallel: number;
  /** Long over short side as drawn. */
  minRatio: number;
  maxRatio: number;
  /** Only the shapes beyond the usual limits (a second look, when none within them was a card). */
  beyondUsual: boolean;
}

/** Opposite sides of a card seen at a slant are not quite parallel, and the perspective can stretch
 * its ratio by a third either way. */
export const USUAL_LIMITS: ShapeLimits = {
  maxParallel: 24 * DEG,
  minRatio: 1.2,
  maxRatio: 2.0,
  beyondUsual: false,
};

/** A card tilted 35–50° close up (a wide lens a hand's width away): opposite sides up to 72° apart
 * (development scenes reach 70°: 52° before decision 109 left four of them unformed), the near one up
 * to 2.3 times the far one's neighbours (they reach 2.2). */
export const STRONG_SLANT_LIMITS: ShapeLimits = {
  maxParallel: 72 * DEG,
  minRatio: 1.05,
  maxRatio: 2.3,
  beyondUsual: true,
};
/** Within these a card is seen as a phone held over it sees it; beyond them (up to the limits above)
 * only a strong slant makes one, and such a shape must show more of a card (find-card). */
export const USUAL_PARALLEL = 16 * DEG;
export const USUAL_APPARENT_RATIO = 1.3;
/** How far the ratio of a shape's gaps may lie beyond the bounds before its sides are measured. */
const GAP_SLACK = 1.25;
/** Adjacent sides, under perspective and rotation. */
const MIN_PERPENDICULAR = 68 * DEG;

export interface Shape {
  /** The two pairs of lines (see shapeSides for the quad they make). */
  p: Pair;
  q: Pair;
  longSide: number;
  /** √(long × short): what the score is scaled by. */
  size: number;
  /** Only a strong slant makes this shape (see USUAL_PARALLEL), or only the reading with the
   * optical axis at the card's centre gives the ID's ratio. */
  strained: boolean;
}

/** Every quad of an ID card's shape among the lines (see shapeOf). */
export function cardShapes(
  lines: readonly Line[],
  img: GrayImage,
  minShortSide: number,
  aspectBelow: number,
  aspectAbove: number,
  limits: ShapeLimits = USUAL_LIMITS,
): Shape[] {
  const pairs = parallelPairs(
    lines.map((line, id) => withDirection(line, id)),
    minShortSide,
    img.width / 2,
    img.height / 2,
    limits.maxParallel,
  );
  return perpendicularShapes(pairs, img, minShortSide, aspectBelow, aspectAbove, limits);
}

/**
 * The corners and sides of a shape: made only for the shapes the finder looks at (thousands fit per
 * frame, a few hundred are looked at), from the same intersections shapeOf measured.
 */
export function shapeSides({ p, q }: Shape): {
  corners: [Point, Point, Point, Point];
  sides: [Point, Point, Line][];
} {
  const c0 = intersect(p.a, q.a) as Point;
  const c1 = intersect(p.a, q.b) as Point;
  const c2 = intersect(p.b, q.b) as Point;
  const c3 = intersect(p.b, q.a) as Point;
  return {
    corners: [c0, c1, c2, c3],
    sides: [
      [c0, c1, p.a],
      [c1, c2, q.b],
      [c2, c3, p.b],
      [c3, c0, q.a],
    ],
  };
}

/**
 * A number naming side k of the shape among all the frame's shapes: side k runs along one line of
 * one pair, from where it meets the other pair's first line to where it meets its second (or back),
 * so every shape with that line and that other pair has the same side, walked the same way. Finders
 * keep what they learnt about a side under it.
 */
export function sideKey({ p, q }: Shape, k: number, lineCount: number): number {
  const [line, other] = k === 0 ? [p.a, q] : k === 1 ? [q.b, p] : k === 2 ? [p.b, q] : [q.a, p];
  return (other.id * lineCount + line.id) * 4 + k;
}

/** Corners may lie this far (gray pixels) outside the image: a card's rounded corner is inside it. */
const CORNER_MARGIN = 3;

/** The corners being weighed by shapeOf, x and y in turn (scalars: nothing is allocated per pair). */
const at = new Float64Array(8);

/** Writes the meeting point of two lines to corner `slot` of `at`, and whether it lies in the image. */
function meetInImage(l1: DirectedLine, l2: DirectedLine, slot: number, img: GrayImage): boolean {
  if (!meetInto(l1, l2, at, slot)) return false;
  const x = at[2 * slot] as number;
  const y = at[2 * slot + 1] as number;
  return (
    x >= -CORNER_MARGIN &&
    y >= -CORNER_MARGIN &&
    x <= img.width + CORNER_MARGIN &&
    y <= img.height + CORNER_MARGIN
  );
}

/** Distance between corners i and j of `at` (a square root: Math.hypot is several times slower). */
function apart(i: number, j: number): number {
  const dx = (at[2 * i] as number) - (at[2 * j] as number);
  const dy = (at[2 * i + 1] as number) - (at[2 * j + 1] as number);
  return Math.sqrt(dx * dx + dy * dy);
}

/** The quad two pairs of lines make, if it has an ID card's shape and lies in the image. */
function shapeOf(
  p: Pair,
  q: Pair,
  img: GrayImage,
  minShortSide: number,
  aspectBelow: number,
  aspectAbove: number,
  limits: ShapeLimits,
): Shape | undefined {
  // A first, cheap look at the shape from the gaps, which are measured at the image's centre and not
  // at the card: looser than the look at the sides below.
  const gaps = Math.max(p.gap, q.gap) / Math.min(p.gap, q.gap);
  if (gaps < limits.minRatio / GAP_SLACK || gaps > limits.maxRatio * GAP_SLACK) return undefined;
  if (
    !meetInImage(p.a, q.a, 0, img) ||
    !meetInImage(p.a, q.b, 1, img) ||
    !meetInImage(p.b, q.b, 2, img) ||
    !meetInImage(p.b, q.a, 3, img)
  )
    return undefined;
  const alongP = (apart(0, 1) + apart(2, 3)) / 2;
  const alongQ = (apart(1, 2) + apart(3, 0)) / 2;
  const longSide = Math.max(alongP, alongQ);
  const shortSide = Math.min(alongP, alongQ);
  if (shortSide < minShortSide) return undefined;
  const ratio = longSide / shortSide;
  if (ratio < limits.minRatio || ratio > limits.maxRatio) return undefined;
  if (
    limits.beyondUsual &&
    ratio >= USUAL_LIMITS.minRatio &&
    ratio <= USUAL_LIMITS.maxRatio &&
    p.spread <= USUAL_LIMITS.maxParallel &&
    q.spread <= USUAL_LIMITS.maxParallel
  )
    return undefined;
  // The rectangle's own ratio, the perspective undone: an A4 sheet (1.414) or a passport page (1.42)
  // seen at a slant must not pass for a card, a card seen at a slant must.
  // The optical axis is the image's centre in a camera's own frame, the card's in a cropped picture
  // (card-geometry.ts): either reading may show the card.
  const low = ID_ASPECT_RATIO * (1 - aspectBelow);
  const high = ID_ASPECT_RATIO * (1 + aspectAbove);
  // Scalars, not a destructured array: this runs for thousands of pairs a frame (see `at`).
  const tlx = at[0] as number;
  const tly = at[1] as number;
  const trx = at[2] as number;
  const try_ = at[3] as number;
  const brx = at[4] as number;
  const bry = at[5] as number;
  const blx = at[6] as number;
  const bly = at[7] as number;
  const aspect = rectifiedAspectOf(tlx, tly, trx, try_, brx, bry, blx, bly, img.width, img.height);
  let strained = ratio < USUAL_APPARENT_RATIO || p.spread > USUAL_PARALLEL || q.spread > USUAL_PARALLEL;
  if (aspect < low || aspect > high) {
    const other = rectifiedAspectOf(tlx, tly, trx, try_, brx, bry, blx, bly, img.width, img.height, 'card');
    if (other < low || other > high) return undefined;
    strained = true;
  }
  return { p, q, longSide, size: Math.sqrt(longSide * shortSide), strained: strained || limits.beyondUsual };
}

/**
 * Every quad of the right shape that two pairs of lines make. Pairs are bucketed by direction (1°),
 * so that each pair meets only those within the perpendicular range of it, not all of them.
 */
function perpendicularShapes(
  pairs: readonly Pair[],
  img: GrayImage,
  minShortSide: number,
  aspectBelow: number,
  aspectAbove: number,
  limits: ShapeLimits,
): Shape[] {
  const byDegree: number[][] = Array.from({ length: 180 }, () => []);
  for (const [i, p] of pairs.entries()) byDegree[Math.floor(p.theta / DEG) % 180]?.push(i);
  // A pair's bucket holds directions up to 1° above its own: the window is widened by one bucket.
  const reach = Math.ceil((Math.PI / 2 - MIN_PERPENDICULAR) / DEG) + 1;
  const shapes: Shape[] = [];
  for (let i = 0; i < pairs.length; i++) {
    const p = pairs[i] as Pair;
    const d = Math.floor(p.theta / DEG) % 180;
    for (let e = d + 90 - reach; e <= d + 90 + reach; e++) {
      for (const j of byDegree[e % 180] as number[]) {
        // Each couple once, as the pair with the lower index.
        if (j <= i) continue;
        const q = pairs[j] as Pair;
        if (angleBetween(p.theta, q.theta) < MIN_PERPENDICULAR) continue;
        const shape = shapeOf(p, q, img, minShortSide, aspectBelow, aspectAbove, limits);
        if (shape) shapes.push(shape);
      }
    }
  }
  return shapes;
}
