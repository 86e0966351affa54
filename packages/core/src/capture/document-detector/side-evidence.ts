// What the edge map says along one side of a candidate card: how much of it an edge covers. The line
// fitted through those edge pixels, and whether the edge runs on past the side's corners, are
// side-fit.ts's; all walk the side the same way (walkSide), so they agree on what counts as its edge.
import type { Point } from '../detector-port.ts';
import { ANGLE_BINS, type EdgeMap } from './edges.ts';
import type { Line } from './hough-lines.ts';

const DEG = Math.PI / 180;
/** An edge pixel runs along the side when its gradient is within this many degrees of the normal. */
const MAX_TURN = 12;

/**
 * For a side's direction d (whole degrees, -179..179: a line's theta may be negative) and an edge
 * pixel's angle a, at [(d + 180) * 256 + a]: 1 when the pixel's gradient is within MAX_TURN of the
 * side's normal, 2 when within MAX_TURN of it reversed (near 0° and 180° the bins wrap, and the
 * direction flips with them), 0 otherwise and for NO_EDGE. A lookup: the walks below ask it of
 * millions of pixels a frame.
 */
const ALONG = (() => {
  const table = new Uint8Array(2 * ANGLE_BINS * 256);
  for (let d = 1 - ANGLE_BINS; d < ANGLE_BINS; d++) {
    for (let a = 0; a < ANGLE_BINS; a++) {
      const diff = Math.abs(a - d);
      table[(d + ANGLE_BINS) * 256 + a] = diff <= MAX_TURN ? 1 : ANGLE_BINS - diff <= MAX_TURN ? 2 : 0;
    }
  }
  return table;
})();

/** Where the row of ALONG for a side along `line` starts. */
function alongRow(line: Line): number {
  return ((Math.round(line.theta / DEG) % ANGLE_BINS) + ANGLE_BINS) * 256;
}

export interface Evidence {
  /** Share of the samples with an edge pixel of the dominant polarity. */
  share: number;
  /** Which polarity dominates: 1 as `angle`, 2 reversed. */
  polarity: 1 | 2;
  /** Mean strength of those edge pixels. */
  strength: number;
  /** The edge map it was found in (luminance or hue). */
  edges: EdgeMap;
}

/**
 * Walks the side from s to e between the fractions `from` and `to` of its length, one sample per 1.3
 * px, and at each sample visits the edge pixels within `across` px across the side that run the same
 * way (gradient within 12° of the side's normal), in order across the side, with their polarity
 * (1: as the edge map's `angle`, 2: reversed; a card's border keeps one polarity all along, the card
 * lighter or darker than the table, where a texture's chance edges take either). Returns the number
 * of samples. `evidence`, asked of thousands of sides a frame, walks the same way in a copy of its own
 * (see there).
 */
export function walkSide(
  edges: EdgeMap,
  s: Point,
  e: Point,
  line: Line,
  from: number,
  to: number,
  across: number,
  visit: (sample: number, x: number, y: number, polarity: 1 | 2, strength: number) => void,
): number {
  const { width: w, height: h, angle, flipped, strength } = edges;
  const samples = sampleCount(s, e, from, to);
  const nx = Math.cos(line.theta);
  const ny = Math.sin(line.theta);
  const base = alongRow(line);
  for (let k = 0; k < samples; k++) {
    const t = from + ((to - from) * (k + 0.5)) / samples;
    const px = s.x + (e.x - s.x) * t;
    const py = s.y + (e.y - s.y) * t;
    for (let o = -across; o <= across; o++) {
      const x = Math.round(px + o * nx);
      const y = Math.round(py + o * ny);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      const along = ALONG[base + (angle[i] as number)] as number;
      if (along) visit(k, x, y, (flipped[i] ? 3 - along : along) as 1 | 2, strength[i] as number);
    }
  }
  return samples;
}

function sampleCount(s: Point, e: Point, from: number, to: number): number {
  return Math.max(12, Math.round((dist(s, e) * Math.abs(to - from)) / 1.3));
}

let scratch = new Float32Array(1024);

/**
 * The edges along the side in one edge map (see walkSide). With `atLeast`, the walk ends once the
 * share can no longer reach it; the share returned is then below it, and no more than that.
 */
export function evidence(
  edges: EdgeMap,
  s: Point,
  e: Point,
  line: Line,
  from = 0.07,
  to = 0.93,
  across = 2,
  atLeast = 0,
  oneSwitch = false,
): Evidence {
  // Per sample, the strongest edge pixel of each polarity (a scratch buffer: this runs thousands of
  // times per frame).
  const length = 2 * sampleCount(s, e, from, to);
  if (scratch.length < length) scratch = new Float32Array(2 * length);
  const best = scratch;
  best.fill(0, 0, length);
  // walkSide's walk, copied on purpose (decision 118): the visit keeps the strongest pixel per sample
  // and polarity, and a closure called per pixel from a walk two callers share is not inlined (a fifth
  // of the finder's time went here); the copy must keep walkSide's samples and pixels.
  // Samples with an edge of either polarity so far: the dominant one's hits are at most these.
  let seen = 0;
  let short = -1;
  const { width: w, height: h, angle, flipped, strength } = edges;
  const samples = length >> 1;
  const nx = Math.cos(line.theta);
  const ny = Math.sin(line.theta);
  const base = alongRow(line);
  // Whether some sample's pixels may lie outside the image: only then is each one checked.
  const check = !within(s, e, from, to, across, w, h);
  for (let k = 0; k < samples; k++) {
    if (k && atLeast > 0) {
      if (best[2 * k - 2] || best[2 * k - 1]) seen++;
      if (seen + samples - k < atLeast * samples) {
        short = seen + samples - k;
        break;
      }
    }
    const t = from + ((to - from) * (k + 0.5)) / samples;
    const px = s.x + (e.x - s.x) * t;
    const py = s.y + (e.y - s.y) * t;
    for (let o = -across; o <= across; o++) {
      const x = Math.round(px + o * nx);
      const y = Math.round(py + o * ny);
      if (check && (x < 0 || y < 0 || x >= w || y >= h)) continue;
      const i = y * w + x;
      const along = ALONG[base + (angle[i] as number)] as number;
      if (!along) continue;
      const slot = 2 * k + (flipped[i] ? 2 - along : along - 1);
      const v = strength[i] as number;
      if (v > (best[slot] as number)) best[slot] = v;
    }
  }
  if (short >= 0) return { share: short / samples, polarity: 1, strength: 0, edges };
  return switchedOnce(best, samples, edges, oneSwitch);
}

/** Whether every pixel a walk from `from` to `to` of the side visits, up to `across` px either side
 * of it, lies in a w × h image (with a pixel to spare for the rounding). */
function within(s: Point, e: Point, from: number, to: number, across: number, w: number, h: number): boolean {
  const ax = s.x + (e.x - s.x) * from;
  const ay = s.y + (e.y - s.y) * from;
  const bx = s.x + (e.x - s.x) * to;
  const by = s.y + (e.y - s.y) * to;
  const pad = across + 1;
  return (
    Math.min(ax, bx) >= pad &&
    Math.min(ay, by) >= pad &&
    Math.max(ax, bx) <= w - 1 - pad &&
    Math.max(ay, by) <= h - 1 - pad
  );
}

/**
 * The most samples covered by one polarity, or (with `oneSwitch`) by one polarity up to a point along
 * the side and the other past it. A card's ground may change along a side (a band, a picture, a
 * two-tone face) and turn from lighter than the table to darker there. A texture's chance edges take
 * either polarity all along: each hit of the other polarity within a run costs one, so only two clean
 * runs gain by the switch. The polarity and strength stay the dominant polarity's (the side's line is
 * fitted to its pixels).
 */
function switchedOnce(best: Float32Array, samples: number, edges: EdgeMap, oneSwitch: boolean): Evidence {
  const n = samples;
  let total1 = 0;
  let total2 = 0;
  let sum1 = 0;
  let sum2 = 0;
  for (let k = 0; k < n; k++) {
    const a = best[2 * k] as number;
    const b = best[2 * k + 1] as number;
    if (a) {
      total1++;
      sum1 += a;
    }
    if (b) {
      total2++;
      sum2 += b;
    }
  }
  const polarity: 1 | 2 = total1 >= total2 ? 1 : 2;
  let hits = Math.max(total1, total2);
  const strength = hits ? (polarity === 1 ? sum1 : sum2) / hits : 0;
  // Hits of each polarity before sample j; each split point with polarity 1 before it and 2 after, or
  // the reverse.
  let before1 = 0;
  let before2 = 0;
  for (let j = 1; oneSwitch && j < n; j++) {
    if (best[2 * j - 2]) before1++;
    if (best[2 * j - 1]) before2++;
    const after1 = total1 - before1;
    const after2 = total2 - before2;
    hits = Math.max(hits, before1 + after2 - before2 - after1, before2 + after1 - before1 - after2);
  }
  return { share: hits / samples, polarity, strength, edges };
}

/**
 * A quick, generous estimate of the side's coverage: one sample every 4 px, an edge pixel of either
 * polarity in any map counting. It is never far below `evidence`'s share, so a side it finds bare
 * needs no closer look (the card finder weighs thousands of candidates per frame). With `atLeast`,
 * the walk stops once the share can no longer reach it (what it returns is then below it too).
 */
export function roughShare(maps: readonly EdgeMap[], s: Point, e: Point, line: Line, atLeast = 0): number {
  const first = maps[0] as EdgeMap;
  const { width: w, height: h } = first;
  const samples = Math.max(8, Math.round((dist(s, e) * 0.86) / 4));
  const nx = Math.cos(line.theta);
  const ny = Math.sin(line.theta);
  const base = alongRow(line);
  let hits = 0;
  for (let k = 0; k < samples; k++) {
    const t = 0.07 + (0.86 * (k + 0.5)) / samples;
    const px = s.x + (e.x - s.x) * t;
    const py = s.y + (e.y - s.y) * t;
    let hit = false;
    for (let o = -2; o <= 2 && !hit; o++) {
      const x = Math.round(px + o * nx);
      const y = Math.round(py + o * ny);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      for (let m = 0; m < maps.length && !hit; m++)
        hit = ALONG[base + ((maps[m] as EdgeMap).angle[y * w + x] as number)] !== 0;
    }
    if (hit) hits++;
    else if (hits + samples - k - 1 < atLeast * samples) return (hits + samples - k - 1) / samples;
  }
  return hits / samples;
}

/** A side with an end nearer the image's edge than this share of the image's short side takes no switch. */
const SWITCH_CLEAR = 0.08;

/**
 * The better covered of the side's evidence in each edge map. A map that cannot reach `atLeast`, or
 * the share an earlier map found, is walked only until that is certain (its share is then below
 * `atLeast`, and so is the result's when no map reaches it; the earlier map wins a tie either way).
 * A side clear of the image's edge may switch polarity once along it (see switchedOnce); near the
 * edge, a line of print across a card the frame cuts does the same.
 */
export function bestEvidence(
  maps: readonly EdgeMap[],
  s: Point,
  e: Point,
  line: Line,
  atLeast = 0,
): Evidence {
  const { width, height } = maps[0] as EdgeMap;
  const clear = SWITCH_CLEAR * Math.min(width, height);
  const edgeGap = (p: Point) => Math.min(p.x, p.y, width - 1 - p.x, height - 1 - p.y);
  const oneSwitch = Math.min(edgeGap(s), edgeGap(e)) > clear;
  let best: Evidence | undefined;
  for (const edges of maps) {
    const ask = best ? Math.max(atLeast, best.share) : atLeast;
    const found = evidence(edges, s, e, line, 0.07, 0.93, 2, ask, oneSwitch);
    if (!best || found.share > best.share) best = found;
  }
  return best as Evidence;
}

export function dist(a: Point, b: Point): number {
  // Not Math.hypot: this runs for every side weighed, and hypot is several times slower.
  return Math.hypot(a.x - b.x, a.y - b.y);
}
