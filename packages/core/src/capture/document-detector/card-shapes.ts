// The quads an ID card could be among the lines of a frame: two pairs of nearly parallel lines,
// nearly perpendicular to each other, whose corners lie in the image and whose rectangle, the
// perspective undone, has the ID's ratio. Thousands of pairs meet per frame, so pairs are bucketed by
// direction and nothing is allocated until a shape is known to fit.
import type { Point } from '../detector-port.ts';
import { ID_ASPECT_RATIO, rectifiedAspect } from './card-geometry.ts';
import type { Line } from './hough-lines.ts';
import type { GrayImage } from './luminance.ts';
import { dist } from './side-evidence.ts';

const DEG = Math.PI / 180;
/** Opposite sides of a card seen at a slant are not quite parallel. */
const MAX_PARALLEL = 16 * DEG;
const MIN_APPARENT_RATIO = 1.3;
const MAX_APPARENT_RATIO = 2.0;
/** Adjacent sides, under perspective and rotation. */
const MIN_PERPENDICULAR = 68 * DEG;

/** A Hough line with its normal's cosine and sine, which every intersection needs. */
export interface DirectedLine extends Line {
  cos: number;
  sin: number;
}

export function withDirection(line: Line): DirectedLine {
  return {
    theta: line.theta,
    rho: line.rho,
    votes: line.votes,
    cos: Math.cos(line.theta),
    sin: Math.sin(line.theta),
  };
}

interface Pair {
  a: DirectedLine;
  b: DirectedLine;
  theta: number;
  /** Distance between the two lines: the length of the other pair's sides. */
  gap: number;
}

export interface Shape {
  corners: [Point, Point, Point, Point];
  sides: [Point, Point, Line][];
  longSide: number;
  /** √(long × short): what the score is scaled by. */
  size: number;
}

/** Every quad of an ID card's shape among the lines (see shapeOf). */
export function cardShapes(
  lines: readonly Line[],
  img: GrayImage,
  minShortSide: number,
  aspectBelow: number,
  aspectAbove: number,
): Shape[] {
  const pairs = parallelPairs(lines.map(withDirection), minShortSide);
  return perpendicularShapes(pairs, img, minShortSide, aspectBelow, aspectAbove);
}

/** Corners may lie this far (gray pixels) outside the image: a card's rounded corner is inside it. */
const CORNER_MARGIN = 3;

function inImage(c: Point, img: GrayImage): boolean {
  return (
    c.x >= -CORNER_MARGIN &&
    c.y >= -CORNER_MARGIN &&
    c.x <= img.width + CORNER_MARGIN &&
    c.y <= img.height + CORNER_MARGIN
  );
}

/** The quad two pairs of lines make, if it has an ID card's shape and lies in the image. */
function shapeOf(
  p: Pair,
  q: Pair,
  img: GrayImage,
  minShortSide: number,
  aspectBelow: number,
  aspectAbove: number,
): Shape | undefined {
  const ratio = Math.max(p.gap, q.gap) / Math.min(p.gap, q.gap);
  // A first, loose look at the shape: the perspective can stretch the apparent ratio by a third.
  if (ratio < MIN_APPARENT_RATIO || ratio > MAX_APPARENT_RATIO) return undefined;
  // Thousands of pairs per frame: nothing is allocated until the shape is known to fit.
  const c0 = intersect(p.a, q.a);
  const c1 = c0 && intersect(p.a, q.b);
  const c2 = c1 && intersect(p.b, q.b);
  const c3 = c2 && intersect(p.b, q.a);
  if (!c0 || !c1 || !c2 || !c3) return undefined;
  if (!inImage(c0, img) || !inImage(c1, img) || !inImage(c2, img) || !inImage(c3, img)) return undefined;
  const alongP = (dist(c0, c1) + dist(c2, c3)) / 2;
  const alongQ = (dist(c1, c2) + dist(c3, c0)) / 2;
  const longSide = Math.max(alongP, alongQ);
  const shortSide = Math.min(alongP, alongQ);
  if (shortSide < minShortSide) return undefined;
  // The rectangle's own ratio, the perspective undone: an A4 sheet (1.414) or a passport page (1.42)
  // seen at a slant must not pass for a card, a card seen at a slant must.
  const aspect = rectifiedAspect([c0, c1, c2, c3], img.width, img.height);
  if (aspect < ID_ASPECT_RATIO * (1 - aspectBelow) || aspect > ID_ASPECT_RATIO * (1 + aspectAbove))
    return undefined;
  const sides: [Point, Point, Line][] = [
    [c0, c1, p.a],
    [c1, c2, q.b],
    [c2, c3, p.b],
    [c3, c0, q.a],
  ];
  return { corners: [c0, c1, c2, c3], sides, longSide, size: Math.sqrt(longSide * shortSide) };
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
        const shape = shapeOf(p, q, img, minShortSide, aspectBelow, aspectAbove);
        if (shape) shapes.push(shape);
      }
    }
  }
  return shapes;
}

function parallelPairs(lines: readonly DirectedLine[], minGap: number): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i] as DirectedLine;
    for (let j = i + 1; j < lines.length; j++) {
      const b = lines[j] as DirectedLine;
      if (angleBetween(a.theta, b.theta) > MAX_PARALLEL) continue;
      // Across the wrap at π the same direction has the opposite ρ.
      const rhoB = Math.abs(a.theta - b.theta) > Math.PI / 2 ? -b.rho : b.rho;
      const gap = Math.abs(a.rho - rhoB);
      if (gap < minGap) continue;
      const theta = Math.abs(a.theta - b.theta) > Math.PI / 2 ? a.theta : (a.theta + b.theta) / 2;
      pairs.push({ a, b, theta, gap });
    }
  }
  return pairs;
}

/** Angle between two line directions, in [0, π/2]. */
function angleBetween(t1: number, t2: number): number {
  const d = Math.abs(t1 - t2) % Math.PI;
  return Math.min(d, Math.PI - d);
}

export function intersect(l1: DirectedLine, l2: DirectedLine): Point | undefined {
  const a = l1.cos;
  const b = l1.sin;
  const c = l2.cos;
  const d = l2.sin;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-6) return undefined;
  return { x: (l1.rho * d - b * l2.rho) / det, y: (a * l2.rho - l1.rho * c) / det };
}
