// Looks at a candidate card besides its borders: print in its middle and in all its quarters but one,
// no larger block around it (its photo when the card itself is cut by the frame), no side standing off
// the card (a line beside it that the larger quad took for its border), and no side that is a line
// inside a larger shape (its neighbouring borders go on past it). (A plain margin all round was
// required too until issue 23: real IDs have coloured bands, photos and holograms along their sides, and the
// perspective-corrected ratio and the borders' run-on check now reject what it was there for.)
import type { Point } from '../detector-port.ts';
import { type EdgeMap, NO_EDGE } from './edges.ts';
import { intersect, withDirection } from './line-pairs.ts';
import type { Side } from './fitted-quad.ts';
import { type Line, offLine } from './hough-lines.ts';
import { dist, type Evidence, evidence } from './side-evidence.ts';
import { runsOn } from './side-fit.ts';
import type { GrayImage } from './luminance.ts';
import { BAND_UNLIKE, bandBeside, groundBand } from './outer-card.ts';
import { quadPoint } from './quad-points.ts';

/** Least share of a quarter's pixels that are edges for it to count as printed. */
const MIN_BUSY = 0.004;
/**
 * How many quarters may be blank: a licence's plain top right, a hologram field or a dim, noisy
 * frame leave one quarter of a real card without print (one blank quarter lost 17 of 408 drawn
 * development cards; allowing it captured no frame without a card that was not captured before).
 */
const MAX_BLANK = 1;

/** The square (in the card's own coordinates) round the middle that must hold print, and its side. */
const MIDDLE = { u: 0.3, v: 0.3, size: 0.4 };

/**
 * Whether the inside has something printed on it in all its quarters but at most one, and in its
 * middle (edges on at least 0.4% of the pixels): an ID is printed over most of it, front and back, where
 * a sheet of paper, a screen or a table's panel is blank in most quarters. A plain cover (a phone, a
 * notebook) in a shape that runs past it onto a checked cloth has the cloth in every quarter but
 * nothing in its middle (decision 143).
 */
export function busyInside(edges: EdgeMap, corners: readonly Point[]): boolean {
  const steps = 24;
  const printed = (u0: number, v0: number, size: number) => {
    let hits = 0;
    for (let i = 0; i < steps; i++) {
      for (let j = 0; j < steps; j++) {
        const p = quadPoint(corners, u0 + (size * (i + 0.5)) / steps, v0 + (size * (j + 0.5)) / steps);
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
    return hits >= MIN_BUSY * steps * steps;
  };
  if (!printed(MIDDLE.u, MIDDLE.v, MIDDLE.size)) return false;
  let blank = 0;
  for (const [u0, v0] of [
    [0.1, 0.1],
    [0.5, 0.1],
    [0.1, 0.5],
    [0.5, 0.5],
  ] as const) {
    if (!printed(u0, v0, 0.4) && ++blank > MAX_BLANK) return false;
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
 * Between them lies the larger card's margin, unlike the table past its border; a seam round a mat
 * has the mat on both sides (decision 086). Only a band like what lies past the line clears the
 * candidate: a cut card's margin carries print, uneven along the side, so evenness is not asked.
 */
export function insideLargerBlock(
  img: GrayImage,
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
      if (!maps.some((m) => evidence(m, a, b, moved, 0, 1, 1).share >= ENCLOSING_SHARE)) continue;
      const band = bandBeside(img, onto(s, 0), onto(e, 0), out * nx, out * ny, (p) => offLine(line, p));
      if (band.unlike < BAND_UNLIKE) continue;
      enclosed[k] = true;
      break;
    }
  }
  // Two sides that meet: the candidate sits in a corner of the larger block.
  return enclosed.some((here, k) => here && enclosed[(k + 1) % 4]);
}

/** The stretch of a side next to a corner where the neighbouring border must show (fractions of
 * the side from the corner): past the rounded corner, beyond the part the side's support skips. */
const REACH_FROM = 0.02;
const REACH_TO = 0.15;
/** Below this coverage on that stretch, a border stops short of the corner. */
const REACH_SHARE = 0.5;
/**
 * How far another border for a side may turn from it: at least OTHER_MIN_TURN, since what a card prints
 * along its border (a band, a panel's edge, the photo) runs parallel to it, within the Hough lines' 1°
 * and a degree of perspective, while an object lying beside the card runs its own way; at most as
 * far as opposite sides of a card at a slant (card-shapes.ts's MAX_PARALLEL).
 */
const OTHER_MIN_TURN = (3 * Math.PI) / 180;
const OTHER_MAX_TURN = (16 * Math.PI) / 180;

/**
 * Whether a side stands off the card: the borders meeting it stop short of it at one of its corners
 * or both, and they do reach another border, inside and about parallel to it. A side's support skips 7% at
 * each end (the rounded corners), so a line just outside the card (a cable, another object's edge)
 * lengthens the two sides meeting it past the card's corners at little cost, and the larger quad
 * outscores the card. Clutter over two corners hides the borders' ends too, but then they reach no
 * other border inside either, and the side is the card's own. And what the side adds past that
 * border must be the table (outer-card.ts groundBand, past a line that may be another object's: like
 * what lies past the side, or uneven along it): a coloured band along the card's edge, as dark as the
 * table, hides the borders meeting the side up to the band, and its inner edge turns a few degrees at
 * a slant (decision 086); the title printed on such a band does not make it the table's (decision
 * 094). A line that meets the card at one corner and leaves it at the other (a wedge of table between
 * them, as a card filling the frame leaves beside a line of the table near the frame's edge) is one
 * too: at the corner they share, the border meeting the side reaches it, and the other border meets
 * the card's own side there (decision 087).
 */
export function detachedSide(
  img: GrayImage,
  maps: readonly EdgeMap[],
  sides: readonly Side[],
  found: readonly Evidence[],
  lines: readonly Line[],
  minSideSupport: number,
): boolean {
  // Whether side k's border, running s→e, shows next to e (atEnd) or next to s.
  const reaches = (k: number, s: Point, e: Point, atEnd: boolean): boolean => {
    const line = (sides[k] as Side)[2];
    const [from, to] = atEnd ? [1 - REACH_TO, 1 - REACH_FROM] : [REACH_FROM, REACH_TO];
    return evidence((found[k] as Evidence).edges, s, e, line, from, to).share >= REACH_SHARE;
  };
  return [0, 1, 2, 3].some((k) => {
    const before = sides[(k + 3) % 4] as Side;
    const after = sides[(k + 1) % 4] as Side;
    // Side k runs from the end of side k − 1 to the start of side k + 1.
    const reachedBefore = reaches((k + 3) % 4, before[0], before[1], true);
    const reachedAfter = reaches((k + 1) % 4, after[0], after[1], false);
    if (reachedBefore && reachedAfter) return false;
    // Where a border reaches the side, the card's own side may meet it at that corner, or a little
    // past it (the lines are quantised to 1° and a pixel).
    const fromBefore = reachedBefore ? -REACH_FROM : REACH_FROM;
    const fromAfter = reachedAfter ? -REACH_FROM : REACH_FROM;
    const line = (sides[k] as Side)[2];
    return lines.some((other) => {
      const angle = turn(line, other);
      if (angle < OTHER_MIN_TURN || angle > OTHER_MAX_TURN) return false;
      // Where the other line meets the neighbours: within their bare stretch, not beyond it.
      const moved = withDirection(other);
      const a = intersect(withDirection(before[2]), moved);
      const b = intersect(withDirection(after[2]), moved);
      if (!a || !b) return false;
      const t = along(before[1], before[0], a);
      const u = along(after[0], after[1], b);
      if (t < fromBefore || t > REACH_TO || u < fromAfter || u > REACH_TO) return false;
      // The quad with that border instead: its neighbours reach it, and it is covered as a side is.
      if (
        !reaches((k + 3) % 4, before[0], a, true) ||
        !reaches((k + 1) % 4, b, after[1], false) ||
        !maps.some((m) => evidence(m, a, b, other).share >= minSideSupport)
      )
        return false;
      const corners = sides.map(([s]) => s);
      const inner = [...corners];
      inner[k] = a;
      inner[(k + 1) % 4] = b;
      return groundBand(img, corners, inner, 'object');
    });
  });
}

/** Angle between two line directions, in [0, π/2]. */
function turn(l1: Line, l2: Line): number {
  const d = Math.abs(l1.theta - l2.theta) % Math.PI;
  return Math.min(d, Math.PI - d);
}

/** How far p lies from `from` towards `to`, as a share of that distance. */
function along(from: Point, to: Point, p: Point): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  return ((p.x - from.x) * dx + (p.y - from.y) * dy) / (dx * dx + dy * dy);
}

/** How far past a corner a border is followed (share of its length, and at least that many px)… */
const TRUNCATED_REACH = 0.05;
const TRUNCATED_MIN_PX = 3;
/** …and how much of that stretch it must cover, with its own polarity, to go on. */
const TRUNCATED_SHARE = 0.8;

/**
 * Whether one side is a line inside a larger shape: both borders meeting it go on past its corners,
 * each with its own polarity (a card's border ends at the corner; beyond it is the table). That is a
 * line of print closing a piece of a sheet, or of a card that the frame cuts, into a card's shape.
 */
export function truncatedSide(
  sides: readonly (readonly [Point, Point, Line])[],
  found: readonly Evidence[],
): boolean {
  for (let k = 0; k < 4; k++) {
    // The border ending at this side's start, and the one starting at its end.
    const [ps, pe, pl] = sides[(k + 3) % 4] as readonly [Point, Point, Line];
    const [ns, ne, nl] = sides[(k + 1) % 4] as readonly [Point, Point, Line];
    const prev = found[(k + 3) % 4] as Evidence;
    const next = found[(k + 1) % 4] as Evidence;
    const reach = (a: Point, b: Point) =>
      Math.max(TRUNCATED_REACH, TRUNCATED_MIN_PX / Math.max(1, dist(a, b)));
    const before = evidence(prev.edges, ps, pe, pl, 1, 1 + reach(ps, pe), 1);
    if (before.share < TRUNCATED_SHARE || before.polarity !== prev.polarity) continue;
    const after = evidence(next.edges, ns, ne, nl, -reach(ns, ne), 0, 1);
    if (after.share >= TRUNCATED_SHARE && after.polarity === next.polarity) return true;
  }
  return false;
}

/** Which of sideRefusal's checks refuses a candidate: the first that does, in the order they are made. */
export type SideRefusal = 'a side runs on' | 'inside a larger block' | 'a detached side' | 'a truncated side';

/**
 * Whether the candidate's sides say it is no whole card, and on which check. A card's borders end at
 * its corners; lines that run on past them belong to something larger (a sheet of paper, a table's
 * edge, a line of print) that the candidate only cuts a piece of. It may also sit in a corner of a
 * larger block; a line beside the card (a cable, another object) makes a larger quad with the card's
 * other three borders, whose side then stands off the card; and a line of print across a sheet (or
 * across a card the frame cuts) closes a piece of it into a card's shape, the borders meeting that line
 * going on past it.
 */
export function sideRefusal(
  img: GrayImage,
  maps: readonly EdgeMap[],
  sides: readonly Side[],
  found: readonly Evidence[],
  around: readonly Line[],
  minSideSupport: number,
): SideRefusal | undefined {
  if (sides.some(([s, e, line], k) => runsOn(s, e, line, found[k] as Evidence))) return 'a side runs on';
  if (insideLargerBlock(img, maps, sides, around)) return 'inside a larger block';
  if (detachedSide(img, maps, sides, found, around, minSideSupport)) return 'a detached side';
  if (truncatedSide(sides, found)) return 'a truncated side';
  return undefined;
}
