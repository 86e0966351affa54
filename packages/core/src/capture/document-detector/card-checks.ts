// Looks at a candidate card besides its borders: print in every quarter inside, and no larger block
// around it (its photo when the card itself is cut by the frame). (A plain margin all round was
// required too until issue 23: real IDs have coloured bands, photos and holograms along their sides, and the
// perspective-corrected ratio and the borders' run-on check now reject what it was there for.)
import type { Point } from '../detector-port.ts';
import { type EdgeMap, NO_EDGE } from './edges.ts';
import type { Line } from './hough-lines.ts';
import { dist, evidence } from './side-evidence.ts';

/** Least share of a quarter's pixels that are edges for it to count as printed. */
const MIN_BUSY = 0.004;
/**
 * How many quarters may be blank: a licence's plain top right, a hologram field or a dim, noisy
 * frame leave one quarter of a real card without print (one blank quarter lost 17 of 408 drawn
 * development cards; allowing it captured no frame without a card that was not captured before).
 */
const MAX_BLANK = 1;

/**
 * Whether the inside has something printed on it in all its quarters but at most one (edges on at
 * least 0.4% of a quarter's pixels): an ID is printed over most of it, front and back, where a sheet
 * of paper, a screen or a table's panel is blank in most quarters.
 */
export function busyInside(edges: EdgeMap, corners: readonly Point[]): boolean {
  const [a, b, c, d] = corners as [Point, Point, Point, Point];
  // Bilinear point at (u, v) of the quad.
  const at = (u: number, v: number) => ({
    x: (1 - v) * ((1 - u) * a.x + u * b.x) + v * ((1 - u) * d.x + u * c.x),
    y: (1 - v) * ((1 - u) * a.y + u * b.y) + v * ((1 - u) * d.y + u * c.y),
  });
  const steps = 24;
  let blank = 0;
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
    if (hits < MIN_BUSY * steps * steps && ++blank > MAX_BLANK) return false;
  }
  return true;
}

/** How far beyond a side (a share of the sides meeting it) a larger block's border is looked for. */
const ENCLOSING_REACH = 0.3;
/** Parallel to the side within this many degrees (the larger block's border, seen at a slant). */
const ENCLOSING_TURN = 4;
/** The border must run on past both corners by this share of the side, and be covered this much. */
const ENCLOSING_OVERHANG = 0.15;
const ENCLOSING_SHARE = 0.8;

/**
 * Whether the candidate is a block in a corner of something larger and card-like: on two sides that
 * meet, a straight, unbroken border runs parallel just outside it and on past both its corners. That is what
 * a card's photo or barcode panel looks like when the card itself is cut by the frame (a whole card
 * outscores its own inner blocks); a card on a table has at most one such line beside it (the
 * table's edge, or a keyboard's above and below), and print, keys or a texture are broken lines.
 */
export function insideLargerBlock(
  maps: readonly EdgeMap[],
  sides: readonly (readonly [Point, Point, Line])[],
  lines: readonly Line[],
): boolean {
  const cx = sides.reduce((s, [p]) => s + p.x, 0) / 4;
  const cy = sides.reduce((s, [p]) => s + p.y, 0) / 4;
  const enclosed = [false, false, false, false];
  for (let k = 0; k < 4; k++) {
    const [s, e, line] = sides[k] as readonly [Point, Point, Line];
    const reach = ENCLOSING_REACH * dist(e, (sides[(k + 1) % 4] as readonly [Point, Point, Line])[1]);
    // Outward: away from the centre.
    const out = cx * Math.cos(line.theta) + cy * Math.sin(line.theta) < line.rho ? 1 : -1;
    for (const other of lines) {
      let theta = other.theta;
      let rho = other.rho;
      if (Math.abs(theta - line.theta) > Math.PI / 2) {
        theta += theta < line.theta ? Math.PI : -Math.PI;
        rho = -rho;
      }
      if (Math.abs(theta - line.theta) > (ENCLOSING_TURN * Math.PI) / 180) continue;
      const beyond = (rho - line.rho) * out;
      if (beyond < 3 || beyond > reach) continue;
      // The side moved onto that line and lengthened past both corners.
      const nx = Math.cos(theta);
      const ny = Math.sin(theta);
      const onto = (p: Point, t: number): Point => {
        const x = p.x + (e.x - s.x) * t;
        const y = p.y + (e.y - s.y) * t;
        const d = rho - (x * nx + y * ny);
        return { x: x + d * nx, y: y + d * ny };
      };
      const a = onto(s, -ENCLOSING_OVERHANG);
      const b = onto(e, ENCLOSING_OVERHANG);
      const moved = { theta, rho, votes: other.votes };
      if (maps.some((m) => evidence(m, a, b, moved, 0, 1, 1).share >= ENCLOSING_SHARE)) {
        enclosed[k] = true;
        break;
      }
    }
  }
  // Two sides that meet: the candidate sits in a corner of the larger block.
  return enclosed.some((here, k) => here && enclosed[(k + 1) % 4]);
}
