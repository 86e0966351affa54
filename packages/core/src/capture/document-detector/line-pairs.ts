// Lines with their direction's cosine and sine, where two of them meet, and pairs of nearly parallel
// ones: what card-shapes.ts builds its quads from, thousands of times a frame, so nothing here
// allocates per pair but the pair itself.
import type { Point } from '../detector-port.ts';
import type { Line } from './hough-lines.ts';

/** A Hough line with its normal's cosine and sine, which every intersection needs. */
export interface DirectedLine extends Line {
  cos: number;
  sin: number;
  /** Its index among the frame's lines (-1 for a line fitted later). */
  id: number;
}

export function withDirection(line: Line, id = -1): DirectedLine {
  return {
    theta: line.theta,
    rho: line.rho,
    votes: line.votes,
    cos: Math.cos(line.theta),
    sin: Math.sin(line.theta),
    id,
  };
}

export interface Pair {
  /** Its index among the frame's pairs. */
  id: number;
  a: DirectedLine;
  b: DirectedLine;
  theta: number;
  /** Angle between its two lines: how far from parallel the card's opposite sides are seen. */
  spread: number;
  /** Distance between the two lines: the length of the other pair's sides. */
  gap: number;
}

/**
 * Pairs of nearly parallel lines, each with the gap between its two lines measured through the image's
 * centre (cx, cy). Not as the difference of their ρ: that is the gap at the image's corner, where two
 * lines 16° apart differ by about 80 px from what they are at a card 300 px away.
 */
export function parallelPairs(
  lines: readonly DirectedLine[],
  minGap: number,
  cx: number,
  cy: number,
  maxParallel: number,
): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i] as DirectedLine;
    const fromA = cx * a.cos + cy * a.sin - a.rho;
    for (let j = i + 1; j < lines.length; j++) {
      const b = lines[j] as DirectedLine;
      const spread = angleBetween(a.theta, b.theta);
      if (spread > maxParallel) continue;
      // Across the wrap at π the same direction has the opposite normal.
      const wraps = Math.abs(a.theta - b.theta) > Math.PI / 2;
      const fromB = cx * b.cos + cy * b.sin - b.rho;
      const gap = Math.abs(fromA - (wraps ? -fromB : fromB));
      if (gap < minGap) continue;
      // Their mean direction, across the wrap too: there a.theta alone is off by half the spread, which
      // at a strong slant's 50° puts the pair 25° off and no pair meets it at a right angle.
      const theta = wraps ? ((a.theta + b.theta + Math.PI) / 2) % Math.PI : (a.theta + b.theta) / 2;
      pairs.push({ id: pairs.length, a, b, theta, spread, gap });
    }
  }
  return pairs;
}

/** Angle between two line directions, in [0, π/2]. */
export function angleBetween(t1: number, t2: number): number {
  const d = Math.abs(t1 - t2) % Math.PI;
  return Math.min(d, Math.PI - d);
}

/**
 * Writes where two lines meet to `out[2 * slot]` and `out[2 * slot + 1]`; false for parallel lines.
 * Into an array, so the shape search weighs its pairs without allocating a point each time.
 */
export function meetInto(l1: DirectedLine, l2: DirectedLine, out: Float64Array, slot: number): boolean {
  const a = l1.cos;
  const b = l1.sin;
  const c = l2.cos;
  const d = l2.sin;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-6) return false;
  out[2 * slot] = (l1.rho * d - b * l2.rho) / det;
  out[2 * slot + 1] = (a * l2.rho - l1.rho * c) / det;
  return true;
}

const met = new Float64Array(2);

export function intersect(l1: DirectedLine, l2: DirectedLine): Point | undefined {
  return meetInto(l1, l2, met, 0) ? { x: met[0] as number, y: met[1] as number } : undefined;
}
