// Where a side's edge lies exactly and whether it goes on past the side's corners: the line fitted
// to the pixels side-evidence.ts walks (two frames of a still card must give the same corners), and the
// look past each corner that tells a card's border from a line of the table running through it.
import type { Point } from '../detector-port.ts';
import type { EdgeMap } from './edges.ts';
import type { Line } from './hough-lines.ts';
import { dist, type Evidence, evidence, walkSide } from './side-evidence.ts';

/**
 * The side's line fitted (least squares) to its edge pixels of the evidence's polarity, the
 * first one across the side per sample: the Hough lines are quantised to 1° and a pixel, and two frames of a still card must
 * give the same corners.
 */
export function fitSide(s: Point, e: Point, line: Line, own: Evidence): Line | undefined {
  let last = -1;
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  walkSide(own.edges, s, e, line, 0.07, 0.93, 2, (k, x, y, polarity) => {
    if (polarity !== own.polarity || k === last) return;
    last = k;
    n++;
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  });
  if (n < 8) return undefined;
  const mx = sx / n;
  const my = sy / n;
  const cxx = sxx / n - mx * mx;
  const cyy = syy / n - my * my;
  const cxy = sxy / n - mx * my;
  // The normal is the direction of least spread of the points.
  let theta = 0.5 * Math.atan2(2 * cxy, cxx - cyy) + Math.PI / 2;
  if (theta < 0) theta += Math.PI;
  if (theta >= Math.PI) theta -= Math.PI;
  return { theta, rho: mx * Math.cos(theta) + my * Math.sin(theta), votes: n };
}

/**
 * Whether the side s→e's own edge goes on past either of its corners, about as strong and with the
 * same polarity (a parallel wood grain near the border is weaker; a line of mortar or a sheet's edge
 * is not; an edge of the other polarity lined up with it is something else, not the side going on).
 */
export function runsOn(s: Point, e: Point, line: Line, own: Evidence): boolean {
  const { edges } = own;
  const length = dist(s, e);
  const reach = Math.max(8, 0.1 * length) / length;
  // Clipped to the image: a sheet that leaves the frame still runs on as far as it is seen.
  const past = (from: number, to: number): boolean => {
    const clipped = clipToImage(edges, s, e, from, to);
    if (!clipped || Math.abs(clipped[1] - clipped[0]) * length < 8) return false;
    // Within a pixel of the side's own line: a parallel joint or grain a few pixels off is not it.
    const ext = evidence(edges, s, e, line, Math.min(...clipped), Math.max(...clipped), 1);
    return ext.share > 0.8 && ext.strength >= 0.5 * own.strength && ext.polarity === own.polarity;
  };
  return past(1.02, 1.02 + reach) || past(-0.02, -0.02 - reach);
}

/** The part of [from, to] (fractions along s→e) that lies inside the image, if it starts inside. */
function clipToImage(
  edges: EdgeMap,
  s: Point,
  e: Point,
  from: number,
  to: number,
): [number, number] | undefined {
  const at = (t: number): Point => ({ x: s.x + (e.x - s.x) * t, y: s.y + (e.y - s.y) * t });
  if (!inside(edges, at(from))) return undefined;
  let lo = from;
  let hi = to;
  if (!inside(edges, at(to))) {
    for (let k = 0; k < 12; k++) {
      const mid = (lo + hi) / 2;
      if (inside(edges, at(mid))) lo = mid;
      else hi = mid;
    }
    return [from, lo];
  }
  return [from, to];
}

function inside(edges: EdgeMap, p: Point): boolean {
  return p.x >= 0 && p.y >= 0 && p.x < edges.width && p.y < edges.height;
}
