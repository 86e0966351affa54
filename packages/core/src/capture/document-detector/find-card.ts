// Finds an ID card in a small gray image as four straight borders rather than a closed outline: a
// thumb over an edge, fingers or a hand touching the card, glare or a textured table break an
// outline but leave most of each border standing. Lines come from an oriented Hough transform
// (hough-lines.ts); two pairs of nearly parallel lines, nearly perpendicular to each other and
// spaced in the ID's 1.5858 ratio, make a candidate; a candidate is kept when edges running along
// each of its four sides cover most of it, and the best one is the best supported, larger ones
// preferred (an inner block of the card is a rectangle too).
import type { Point, Quad } from '../detector-port.ts';
import { ANGLE_BINS, type EdgeMap, edgeMap, NO_EDGE } from './edges.ts';
import { houghLines, type Line } from './hough-lines.ts';
import type { GrayImage } from './luminance.ts';

/** ISO/IEC 7810 ID-1 (85.60 × 53.98 mm), the Argentine DNI's format. */
export const ID_ASPECT_RATIO = 1.5858;

export interface CardCandidate {
  /** Corners in the gray image's pixels: top-left, top-right, bottom-right, bottom-left. */
  quad: Quad;
  /** Long side / short side, averaged over opposite sides. */
  aspect: number;
  /** Mean length of the long sides, in the gray image's pixels. */
  longSide: number;
  /** Share of the four sides covered by edges along them (mean over the sides), 0..1. */
  support: number;
  /** The least covered side's share. */
  minSupport: number;
}

export interface FindCardOptions {
  /** Gradient (gray levels per pixel) below which a pixel is no edge. */
  minStrength?: number;
  /** How far the aspect ratio may fall below / rise above 1.5858 (fractions), for a tilted card. */
  aspectBelow?: number;
  aspectAbove?: number;
  /** Shortest card side worth considering, in gray pixels. */
  minShortSide?: number;
  /** Least mean coverage of the sides, and least coverage of any one side. */
  minSupport?: number;
  minSideSupport?: number;
}

const DEG = Math.PI / 180;
/** Opposite sides of a card seen at a slant are not quite parallel. */
const MAX_PARALLEL = 12 * DEG;
/** Adjacent sides, under perspective and rotation. */
const MIN_PERPENDICULAR = 68 * DEG;

interface Pair {
  a: Line;
  b: Line;
  theta: number;
  /** Distance between the two lines: the length of the other pair's sides. */
  gap: number;
}

export function findCard(img: GrayImage, options: FindCardOptions = {}): CardCandidate | undefined {
  const {
    minStrength = 3,
    aspectBelow = 0.06,
    aspectAbove = 0.09,
    minShortSide = 14,
    minSupport = 0.55,
    minSideSupport = 0.45,
  } = options;
  const edges = edgeMap(img, minStrength);
  const lines = houghLines(edges, {
    minVotes: minShortSide,
    maxLines: 80,
    maxPerDirection: 18,
    fullStrength: 10,
  });
  const pairs = parallelPairs(lines, minShortSide);
  const margin = 3;
  let best: CardCandidate | undefined;
  let bestScore = 0;
  for (let i = 0; i < pairs.length; i++) {
    const p = pairs[i] as Pair;
    for (let j = i + 1; j < pairs.length; j++) {
      const q = pairs[j] as Pair;
      if (angleBetween(p.theta, q.theta) < MIN_PERPENDICULAR) continue;
      const ratio = Math.max(p.gap, q.gap) / Math.min(p.gap, q.gap);
      if (
        ratio < ID_ASPECT_RATIO * (1 - aspectBelow - 0.06) ||
        ratio > ID_ASPECT_RATIO * (1 + aspectAbove + 0.06)
      )
        continue;
      const corners = [intersect(p.a, q.a), intersect(p.a, q.b), intersect(p.b, q.b), intersect(p.b, q.a)];
      if (
        corners.some(
          (c) =>
            !c || c.x < -margin || c.y < -margin || c.x > img.width + margin || c.y > img.height + margin,
        )
      ) {
        continue;
      }
      const [c0, c1, c2, c3] = corners as [Point, Point, Point, Point];
      const sides: [Point, Point, Line][] = [
        [c0, c1, p.a],
        [c1, c2, q.b],
        [c2, c3, p.b],
        [c3, c0, q.a],
      ];
      const lengths = sides.map(([s, e]) => dist(s, e));
      const alongP = ((lengths[0] as number) + (lengths[2] as number)) / 2;
      const alongQ = ((lengths[1] as number) + (lengths[3] as number)) / 2;
      const longSide = Math.max(alongP, alongQ);
      const shortSide = Math.min(alongP, alongQ);
      if (shortSide < minShortSide) continue;
      const aspect = longSide / shortSide;
      // Narrower than the ID only as far as a tilt foreshortens its long side (an A4 sheet, 1.414,
      // must not pass for a card); wider as far as a tilt foreshortens the short side.
      if (aspect < ID_ASPECT_RATIO * (1 - aspectBelow) || aspect > ID_ASPECT_RATIO * (1 + aspectAbove))
        continue;
      const found = sides.map(([s, e, line]) => evidence(edges, s, e, line));
      const covered = found.map((f) => f.share);
      const least = Math.min(...covered);
      if (least < minSideSupport) continue;
      const support = covered.reduce((sum, c) => sum + c, 0) / 4;
      if (support < minSupport) continue;
      if (!evenMargin(img, [c0, c1, c2, c3])) continue;
      if (!busyInside(edges, [c0, c1, c2, c3])) continue;
      // A card's borders end at its corners; lines that run on past them belong to something larger
      // (a sheet of paper, a table's edge, a line of print) that the candidate only cuts a piece of.
      if (sides.some(([s, e, line], k) => runsOn(edges, s, e, line, found[k] as Evidence))) continue;
      const score = support * support * Math.sqrt(least) * Math.sqrt(longSide * shortSide);
      if (score <= bestScore) continue;
      bestScore = score;
      best = {
        quad: refine(edges, sides, found) ?? orderCorners([c0, c1, c2, c3]),
        aspect,
        longSide,
        support,
        minSupport: least,
      };
    }
  }
  return best;
}

function parallelPairs(lines: readonly Line[], minGap: number): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i] as Line;
    for (let j = i + 1; j < lines.length; j++) {
      const b = lines[j] as Line;
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

function intersect(l1: Line, l2: Line): Point | undefined {
  const a = Math.cos(l1.theta);
  const b = Math.sin(l1.theta);
  const c = Math.cos(l2.theta);
  const d = Math.sin(l2.theta);
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-6) return undefined;
  return { x: (l1.rho * d - b * l2.rho) / det, y: (a * l2.rho - l1.rho * c) / det };
}

/**
 * The quad again from lines fitted (least squares) to the edge pixels along each side: the Hough
 * lines are quantised to 1° and a pixel, and two frames of a still card must give the same corners.
 */
function refine(
  edges: EdgeMap,
  sides: readonly [Point, Point, Line][],
  found: readonly Evidence[],
): Quad | undefined {
  const fitted = sides.map(
    ([s, e, line], k) => fitSide(edges, s, e, line, (found[k] as Evidence).polarity) ?? line,
  );
  const corners = [0, 1, 2, 3].map((k) => intersect(fitted[(k + 3) % 4] as Line, fitted[k] as Line));
  if (corners.some((c) => !c)) return undefined;
  const quad = orderCorners(corners as Point[]);
  // A fit pulled away by clutter is worse than the Hough lines it started from.
  const before = orderCorners(sides.map(([s]) => s));
  return quad.every((p, k) => dist(p, before[k] as Point) < 0.05 * dist(before[0], before[2]))
    ? quad
    : undefined;
}

function fitSide(edges: EdgeMap, s: Point, e: Point, line: Line, polarity: 1 | 2): Line | undefined {
  const { width: w, angle, flipped } = edges;
  const nx = Math.cos(line.theta);
  const ny = Math.sin(line.theta);
  const lineDeg = Math.round(line.theta / DEG) % ANGLE_BINS;
  const samples = Math.max(12, Math.round(dist(s, e)));
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let k = 0; k < samples; k++) {
    const t = 0.07 + (0.86 * (k + 0.5)) / samples;
    const px = s.x + (e.x - s.x) * t;
    const py = s.y + (e.y - s.y) * t;
    for (let o = -2; o <= 2; o++) {
      const x = Math.round(px + o * nx);
      const y = Math.round(py + o * ny);
      if (x < 0 || y < 0 || x >= w || y >= edges.height) continue;
      const i = y * w + x;
      const a = angle[i] as number;
      if (a === NO_EDGE) continue;
      const diff = Math.abs(a - lineDeg);
      const p = diff <= 12 ? (flipped[i] ? 2 : 1) : ANGLE_BINS - diff <= 12 ? (flipped[i] ? 1 : 2) : 0;
      if (p !== polarity) continue;
      n++;
      sx += x;
      sy += y;
      sxx += x * x;
      syy += y * y;
      sxy += x * y;
      break;
    }
  }
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

interface Evidence {
  /** Share of the samples with an edge pixel of the dominant polarity. */
  share: number;
  /** Which polarity dominates: 1 as `angle`, 2 reversed. */
  polarity: 1 | 2;
  /** Mean strength of those edge pixels. */
  strength: number;
}

/**
 * The edges along the side from s to e, between the fractions `from` and `to` of its length: at each
 * sample, an edge pixel within two pixels across the side, running the same way (its gradient within
 * 12° of the side's normal). A card's border keeps one polarity (the card lighter or darker than the
 * table all along) where the chance edges of a texture take either, so the two are counted apart.
 */
function evidence(
  edges: EdgeMap,
  s: Point,
  e: Point,
  line: Line,
  from = 0.07,
  to = 0.93,
  across = 2,
): Evidence {
  const { width: w, height: h, angle, flipped, strength } = edges;
  const samples = Math.max(12, Math.round((dist(s, e) * (to - from)) / 1.3));
  const nx = Math.cos(line.theta);
  const ny = Math.sin(line.theta);
  const lineDeg = Math.round(line.theta / DEG) % ANGLE_BINS;
  const count = [0, 0, 0];
  const sum = [0, 0, 0];
  for (let k = 0; k < samples; k++) {
    const t = from + ((to - from) * (k + 0.5)) / samples;
    const px = s.x + (e.x - s.x) * t;
    const py = s.y + (e.y - s.y) * t;
    const best = [0, 0, 0];
    for (let o = -across; o <= across; o++) {
      const x = Math.round(px + o * nx);
      const y = Math.round(py + o * ny);
      if (x < 0 || y < 0 || x >= w || y >= h) continue;
      const i = y * w + x;
      const a = angle[i] as number;
      if (a === NO_EDGE) continue;
      // Near 0° and 180° the bins wrap, and the direction flips with them.
      const diff = Math.abs(a - lineDeg);
      let polarity = 0;
      if (diff <= 12) polarity = flipped[i] ? 2 : 1;
      else if (ANGLE_BINS - diff <= 12) polarity = flipped[i] ? 1 : 2;
      if (polarity) best[polarity] = Math.max(best[polarity] as number, strength[i] as number);
    }
    for (const p of [1, 2]) {
      if (!best[p]) continue;
      count[p] = (count[p] as number) + 1;
      sum[p] = (sum[p] as number) + (best[p] as number);
    }
  }
  const polarity = (count[1] as number) >= (count[2] as number) ? 1 : 2;
  const hits = count[polarity] as number;
  return { share: hits / samples, polarity, strength: hits ? (sum[polarity] as number) / hits : 0 };
}

/**
 * Whether the band just inside the four sides has one colour, as a card's plain margin has all round:
 * a candidate that borrows one side from the table (a wood grain, a line of print) has table inside it
 * along that side.
 */
function evenMargin(img: GrayImage, corners: readonly Point[]): boolean {
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
  return Math.max(...medians) - Math.min(...medians) <= MARGIN_SPREAD;
}

/**
 * Whether every quarter of the inside has something printed on it (edges on at least 0.4% of its
 * pixels): an ID is printed all over, front and back, where a sheet of paper, a screen or a table's
 * panel has blank quarters.
 */
function busyInside(edges: EdgeMap, corners: readonly Point[]): boolean {
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

const MIN_BUSY = 0.004;

/** Gray levels by which the medians of the four inner bands may differ (light falls off across a card). */
const MARGIN_SPREAD = 40;

/**
 * Whether the side s→e's own edge goes on past either of its corners, about as strong (a parallel
 * wood grain near the border is weaker; a line of mortar or a sheet's edge is not).
 */
function runsOn(edges: EdgeMap, s: Point, e: Point, line: Line, own: Evidence): boolean {
  const length = dist(s, e);
  const reach = Math.max(8, 0.1 * length) / length;
  // Clipped to the image: a sheet that leaves the frame still runs on as far as it is seen.
  const past = (from: number, to: number): boolean => {
    const clipped = clipToImage(edges, s, e, from, to);
    if (!clipped || Math.abs(clipped[1] - clipped[0]) * length < 8) return false;
    // Within a pixel of the side's own line: a parallel joint or grain a few pixels off is not it.
    const ext = evidence(edges, s, e, line, Math.min(...clipped), Math.max(...clipped), 1);
    return ext.share > 0.8 && ext.strength >= 0.5 * own.strength;
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

/** Reorders four corners clockwise starting from the one nearest the top-left. */
function orderCorners(points: readonly Point[]): Quad {
  const cx = points.reduce((s, p) => s + p.x, 0) / 4;
  const cy = points.reduce((s, p) => s + p.y, 0) / 4;
  const sorted = [...points].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  // atan2 order starts at the left (−π); the top-left is the one with the smallest x+y.
  const sums = sorted.map((p) => p.x + p.y);
  const first = sums.indexOf(Math.min(...sums));
  return [0, 1, 2, 3].map((k) => sorted[(first + k) % 4]) as unknown as Quad;
}

export function quadArea(q: Quad): number {
  const [a, b, c, d] = q;
  const twice = a.x * b.y - b.x * a.y + b.x * c.y - c.x * b.y + c.x * d.y - d.x * c.y + d.x * a.y - a.x * d.y;
  return Math.abs(twice) / 2;
}

export function dist(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
