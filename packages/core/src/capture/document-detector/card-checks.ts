// Two looks inside a candidate card: a plain margin all round, and print in every quarter.
import type { Point } from '../detector-port.ts';
import { type EdgeMap, NO_EDGE } from './edges.ts';
import type { GrayImage } from './luminance.ts';

/** Gray levels by which the medians of the four inner bands may differ (light falls off across a card). */
const MARGIN_SPREAD = 40;

/** Least share of a quarter's pixels that are edges for it to count as printed. */
const MIN_BUSY = 0.004;

/**
 * Whether the band just inside the four sides has one colour, as a card's plain margin has all round:
 * a candidate that borrows one side from the table (a wood grain, a line of print) has table inside it
 * along that side.
 */
export function evenMargin(img: GrayImage, corners: readonly Point[]): boolean {
  const cx = corners.reduce((sum, p) => sum + p.x, 0) / 4;
  const cy = corners.reduce((sum, p) => sum + p.y, 0) / 4;
  const medians = corners.map((s, k) => {
    const e = corners[(k + 1) % 4] as Point;
    const values: number[] = [];
    for (let t = 0.15; t <= 0.85; t += 0.05) {
      // 5% of the way from the side towards the centre.
      const x = Math.round(s.x + (e.x - s.x) * t + (cx - (s.x + (e.x - s.x) * t)) * 0.06);
      const y = Math.round(s.y + (e.y - s.y) * t + (cy - (s.y + (e.y - s.y) * t)) * 0.06);
      if (x >= 0 && y >= 0 && x < img.width && y < img.height)
        values.push(img.data[y * img.width + x] as number);
    }
    values.sort((a, b) => a - b);
    return values[values.length >> 1] ?? 0;
  });
  if (Math.max(...medians) - Math.min(...medians) <= MARGIN_SPREAD) return true;
  // Many IDs have a coloured band or a dark photo along one side: three sides that agree will do.
  return medians.some((_, odd) => {
    const rest = medians.filter((_, k) => k !== odd);
    return Math.max(...rest) - Math.min(...rest) <= MARGIN_SPREAD;
  });
}

/**
 * Whether every quarter of the inside has something printed on it (edges on at least 0.4% of its
 * pixels): an ID is printed all over, front and back, where a sheet of paper, a screen or a table's
 * panel has blank quarters.
 */
export function busyInside(edges: EdgeMap, corners: readonly Point[]): boolean {
  const [a, b, c, d] = corners as [Point, Point, Point, Point];
  // Bilinear point at (u, v) of the quad.
  const at = (u: number, v: number) => ({
    x: (1 - v) * ((1 - u) * a.x + u * b.x) + v * ((1 - u) * d.x + u * c.x),
    y: (1 - v) * ((1 - u) * a.y + u * b.y) + v * ((1 - u) * d.y + u * c.y),
  });
  const steps = 24;
  for (const [u0, v0] of [
    [0.1, 0.1],
    [0.5, 0.1],
    [0.1, 0.5],
    [0.5, 0.5],
  ] as const) {
    let hits = 0;
    for (let i = 0; i < steps; i++) {
      for (let j = 0; j < steps; j++) {
        const p = at(u0 + (0.4 * (i + 0.5)) / steps, v0 + (0.4 * (j + 0.5)) / steps);
        const x = Math.round(p.x);
        const y = Math.round(p.y);
        if (
          x >= 0 &&
          y >= 0 &&
          x < edges.width &&
          y < edges.height &&
          edges.angle[y * edges.width + x] !== NO_EDGE
        )
          hits++;
      }
    }
    if (hits < MIN_BUSY * steps * steps) return false;
  }
  return true;
}
