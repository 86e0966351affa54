// A look inside a candidate card: print in every quarter. (A plain margin all round was required too
// until issue 23: real IDs have coloured bands, photos and holograms along their sides, and the
// perspective-corrected ratio and the borders' run-on check now reject what it was there for.)
import type { Point } from '../detector-port.ts';
import { type EdgeMap, NO_EDGE } from './edges.ts';

/** Least share of a quarter's pixels that are edges for it to count as printed. */
const MIN_BUSY = 0.004;

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
