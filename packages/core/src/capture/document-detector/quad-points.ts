// Points on and around a quad (corners in order around it), shared by the looks inside a candidate
// and around it: the mask's agreement, the print inside, what lies between a side and the frame's edge.
import type { Point } from '../detector-port.ts';

/** The bilinear point at (u, v) of the quad: (0, 0) its first corner, (1, 1) its third. */
export function quadPoint(quad: readonly Point[], u: number, v: number): Point {
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  return {
    x: (1 - v) * ((1 - u) * a.x + u * b.x) + v * ((1 - u) * d.x + u * c.x),
    y: (1 - v) * ((1 - u) * a.y + u * b.y) + v * ((1 - u) * d.y + u * c.y),
  };
}

/** The shorter of the quad's first two sides (its first corner's): a card's short side. */
export function shortSide(quad: readonly Point[]): number {
  const [a, b, , d] = quad as [Point, Point, Point, Point];
  return Math.min(Math.hypot(b.x - a.x, b.y - a.y), Math.hypot(d.x - a.x, d.y - a.y));
}

export interface OutwardSide {
  s: Point;
  e: Point;
  /** The unit normal pointing away from the quad's centre. */
  nx: number;
  ny: number;
}

/** The quad's four sides, each with its normal turned away from the quad's centre. */
export function outwardSides(quad: readonly Point[]): OutwardSide[] {
  const cx = quad.reduce((sum, p) => sum + p.x, 0) / quad.length;
  const cy = quad.reduce((sum, p) => sum + p.y, 0) / quad.length;
  return quad.map((s, k) => {
    const e = quad[(k + 1) % quad.length] as Point;
    const len = Math.hypot(e.x - s.x, e.y - s.y) || 1;
    let nx = -(e.y - s.y) / len;
    let ny = (e.x - s.x) / len;
    if (nx * ((s.x + e.x) / 2 - cx) + ny * ((s.y + e.y) / 2 - cy) < 0) {
      nx = -nx;
      ny = -ny;
    }
    return { s, e, nx, ny };
  });
}

/** Whether p lies inside the convex quad, or outside it by at most `slack` pixels. */
export function insideQuad(quad: readonly Point[], p: Point, slack = 0): boolean {
  return insideSides(outwardSides(quad), p, slack);
}

/** insideQuad for a quad's outwardSides, worked out once for the many points looked at in it. */
export function insideSides(sides: readonly OutwardSide[], p: Point, slack = 0): boolean {
  return sides.every(({ s, nx, ny }) => (p.x - s.x) * nx + (p.y - s.y) * ny <= slack);
}

/** Whether every point lies inside the quad, or outside it by at most `slack` of its short side. */
export function holdsPoints(quad: readonly Point[], points: readonly Point[], slack: number): boolean {
  const by = slack * shortSide(quad);
  return points.every((p) => insideQuad(quad, p, by));
}

/** Whether each quad covers `least` or more of the other's area (an 8 × 8 grid of points inside each). */
export function overlapEach(a: readonly Point[], b: readonly Point[], least: number): boolean {
  const share = (p: readonly Point[], q: readonly Point[]) => {
    const sides = outwardSides(q);
    let inside = 0;
    for (let i = 0; i < 8; i++)
      for (let j = 0; j < 8; j++)
        if (insideSides(sides, quadPoint(p, (i + 0.5) / 8, (j + 0.5) / 8))) inside++;
    return inside / 64;
  };
  return share(a, b) >= least && share(b, a) >= least;
}
