// Finds an ID card in a small gray image as four straight borders rather than a closed outline: a
// thumb over an edge, fingers or a hand touching the card, glare or a textured table break an
// outline but leave most of each border standing. Lines come from an oriented Hough transform
// (hough-lines.ts); two pairs of nearly parallel lines, nearly perpendicular to each other and
// spaced in the ID's 1.5858 ratio, make a candidate; a candidate is kept when edges running along
// each of its four sides cover most of it, and the best one is the best supported, larger ones
// preferred (an inner block of the card is a rectangle too). Edges are taken in luminance and in hue
// (red minus blue): a light blue card on white paper with print around it stands out in hue alone.
// The walk along a side lives in side-evidence.ts, the looks inside a candidate in card-checks.ts.
import type { Point, Quad } from '../detector-port.ts';
import { busyInside, insideLargerBlock } from './card-checks.ts';
import { rectifiedAspect } from './card-geometry.ts';
import { edgeMap } from './edges.ts';
import { houghLines, type Line } from './hough-lines.ts';
import type { GrayImage } from './luminance.ts';
import { bestEvidence, dist, type Evidence, fitSide, roughShare, runsOn } from './side-evidence.ts';

export { dist };

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
const MAX_PARALLEL = 16 * DEG;
const MIN_APPARENT_RATIO = 1.3;
const MAX_APPARENT_RATIO = 2.0;
/** Adjacent sides, under perspective and rotation. */
const MIN_PERPENDICULAR = 68 * DEG;
/** Gradient below which the hue image (luminance.ts's chroma, twice R − B) has no edge. */
const MIN_HUE_STRENGTH = 6;

/** A Hough line with its normal's cosine and sine, which every intersection needs. */
interface DirectedLine extends Line {
  cos: number;
  sin: number;
}

function withDirection(line: Line): DirectedLine {
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

export function findCard(img: GrayImage, options: FindCardOptions = {}): CardCandidate | undefined {
  const {
    minStrength = 3,
    aspectBelow = 0.075,
    aspectAbove = 0.085,
    minShortSide = 14,
    minSupport = 0.55,
    minSideSupport = 0.45,
  } = options;
  const edges = edgeMap(img, minStrength);
  // The hue's edges too: a light blue card on white paper barely differs from it in brightness.
  const maps = img.chroma
    ? [edges, edgeMap({ data: img.chroma, width: img.width, height: img.height }, MIN_HUE_STRENGTH)]
    : [edges];
  const lines = houghLines(maps, {
    minVotes: minShortSide,
    maxLines: 80,
    maxPerDirection: 18,
    fullStrength: 10,
  });
  const pairs = parallelPairs(lines.map(withDirection), minShortSide);
  const shapes = perpendicularShapes(pairs, img, minShortSide, aspectBelow, aspectAbove);
  // Largest first: a candidate scores no more than its size, so once one is kept, every smaller
  // shape is out of the running and the walk along the sides stops there.
  shapes.sort((a, b) => b.size - a.size);
  let best: CardCandidate | undefined;
  let bestScore = 0;
  for (const { corners, sides, longSide, size } of shapes) {
    if (size <= bestScore) break;
    // The cheap looks first; the checks are all required, so their order changes nothing else.
    if (sides.some(([s, e, line]) => roughShare(maps, s, e, line) < minSideSupport - ROUGH_SLACK)) continue;
    const found: Evidence[] = [];
    for (const [s, e, line] of sides) {
      const side = bestEvidence(maps, s, e, line);
      if (side.share < minSideSupport) break;
      found.push(side);
    }
    if (found.length < 4) continue;
    const covered = found.map((f) => f.share);
    const least = Math.min(...covered);
    const support = covered.reduce((sum, c) => sum + c, 0) / 4;
    if (support < minSupport) continue;
    if (!busyInside(edges, corners)) continue;
    // A card's borders end at its corners; lines that run on past them belong to something larger
    // (a sheet of paper, a table's edge, a line of print) that the candidate only cuts a piece of.
    if (sides.some(([s, e, line], k) => runsOn(s, e, line, found[k] as Evidence))) continue;
    const score = support * support * Math.sqrt(least) * size;
    if (score <= bestScore) continue;
    if (insideLargerBlock(maps, sides, lines)) continue;
    // The lines' quad is quantised to 1° and a pixel; the fitted one tells the ratio more exactly,
    // closely enough to part a card from a passport page (1.42) at a slant.
    const quad = refine(sides, found) ?? orderCorners(corners);
    const fitted = rectifiedAspect(quad, img.width, img.height);
    if (fitted < ID_ASPECT_RATIO * (1 - FITTED_BELOW) || fitted > ID_ASPECT_RATIO * (1 + aspectAbove))
      continue;
    bestScore = score;
    best = {
      quad,
      aspect: fitted,
      longSide,
      support,
      minSupport: least,
    };
  }
  return best;
}

interface Shape {
  corners: [Point, Point, Point, Point];
  sides: [Point, Point, Line][];
  longSide: number;
  /** √(long × short): what the score is scaled by. */
  size: number;
}

/** How far the fitted quad's ratio may fall below the ID's: 1.50, above any passport page's 1.46. */
const FITTED_BELOW = 0.054;

/** How far below the least side support roughShare may fall before a side is called bare. */
const ROUGH_SLACK = 0.1;

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

function intersect(l1: DirectedLine, l2: DirectedLine): Point | undefined {
  const a = l1.cos;
  const b = l1.sin;
  const c = l2.cos;
  const d = l2.sin;
  const det = a * d - b * c;
  if (Math.abs(det) < 1e-6) return undefined;
  return { x: (l1.rho * d - b * l2.rho) / det, y: (a * l2.rho - l1.rho * c) / det };
}

/**
 * The quad again from lines fitted (least squares) to the edge pixels along each side: the Hough
 * lines are quantised to 1° and a pixel, and two frames of a still card must give the same corners.
 */
function refine(sides: readonly [Point, Point, Line][], found: readonly Evidence[]): Quad | undefined {
  const fitted = sides.map(([s, e, line], k) =>
    withDirection(fitSide(s, e, line, found[k] as Evidence) ?? line),
  );
  const corners = [0, 1, 2, 3].map((k) =>
    intersect(fitted[(k + 3) % 4] as DirectedLine, fitted[k] as DirectedLine),
  );
  if (corners.some((c) => !c)) return undefined;
  const quad = orderCorners(corners as Point[]);
  // A fit pulled away by clutter is worse than the Hough lines it started from.
  const before = orderCorners(sides.map(([s]) => s));
  return quad.every((p, k) => dist(p, before[k] as Point) < 0.05 * dist(before[0], before[2]))
    ? quad
    : undefined;
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
