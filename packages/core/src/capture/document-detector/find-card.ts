// Finds an ID-card-shaped outline in a small gray image: Sobel edges, the regions the edges enclose
// (a flood fill from the image border marks everything outside any closed outline), then the
// enclosed region whose four extreme corners make a rectangle of the ID's aspect ratio. Works
// whether the card is lighter or darker than the table, and ignores what is printed on the card
// (it is inside the outline).

import type { Point, Quad } from '../detector-port';
import type { GrayImage } from './luminance';

/** ISO/IEC 7810 ID-1 (85.60 × 53.98 mm), the Argentine DNI's format. */
export const ID_ASPECT_RATIO = 1.5858;

export interface CardCandidate {
  /** Corners in the gray image's pixels: top-left, top-right, bottom-right, bottom-left. */
  quad: Quad;
  /** Long side / short side, averaged over opposite sides. */
  aspect: number;
  /** Mean length of the long sides, in the gray image's pixels. */
  longSide: number;
}

export interface FindCardOptions {
  /** Sobel magnitude (|gx|+|gy|) above which a pixel is an edge; ~12 gray levels of step. */
  edgeThreshold?: number;
  /** How far the aspect ratio may stray from 1.5858 (fraction), for perspective and blur. */
  aspectTolerance?: number;
  /** Smallest outline, in gray pixels of area, worth considering. */
  minArea?: number;
}

const EDGE = 1;
const OUTSIDE = 2;

export function findCard(img: GrayImage, options: FindCardOptions = {}): CardCandidate | undefined {
  const { edgeThreshold = 48, aspectTolerance = 0.16, minArea = 300 } = options;
  const { width: w, height: h } = img;
  const marks = edgeMap(img, edgeThreshold);
  floodOutside(marks, w, h);

  let best: CardCandidate | undefined;
  let bestArea = 0;
  const seen = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  for (let start = 0; start < marks.length; start++) {
    if (marks[start] === OUTSIDE || seen[start]) continue;
    const region = collectRegion(marks, seen, stack, start, w, h);
    if (region.area < minArea || region.touchesBorder || region.area <= bestArea) continue;
    const candidate = judgeRegion(region);
    if (!candidate) continue;
    const fill = region.area / quadArea(candidate.quad);
    if (fill < 0.85 || fill > 1.2) continue;
    if (Math.abs(candidate.aspect - ID_ASPECT_RATIO) / ID_ASPECT_RATIO > aspectTolerance) continue;
    best = candidate;
    bestArea = region.area;
  }
  return best;
}

/** Edge pixels, thickened by one pixel so that a faint outline with gaps still closes. */
function edgeMap(img: GrayImage, threshold: number): Uint8Array {
  const { data: g, width: w, height: h } = img;
  const raw = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const nw = g[i - w - 1] as number;
      const n = g[i - w] as number;
      const ne = g[i - w + 1] as number;
      const west = g[i - 1] as number;
      const east = g[i + 1] as number;
      const sw = g[i + w - 1] as number;
      const s = g[i + w] as number;
      const se = g[i + w + 1] as number;
      const gx = ne + 2 * east + se - nw - 2 * west - sw;
      const gy = sw + 2 * s + se - nw - 2 * n - ne;
      if (Math.abs(gx) + Math.abs(gy) > threshold) raw[i] = EDGE;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!raw[y * w + x]) continue;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < w) out[yy * w + xx] = EDGE;
        }
      }
    }
  }
  return out;
}

/** Marks every non-edge pixel reachable from the border: what is left is enclosed by outlines. */
function floodOutside(marks: Uint8Array, w: number, h: number): void {
  const stack = new Int32Array(w * h);
  let top = 0;
  const push = (i: number) => {
    if (marks[i] === 0) {
      marks[i] = OUTSIDE;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (top > 0) {
    const i = stack[--top] as number;
    const x = i % w;
    if (x > 0) push(i - 1);
    if (x < w - 1) push(i + 1);
    if (i >= w) push(i - w);
    if (i < (h - 1) * w) push(i + w);
  }
}

interface Region {
  area: number;
  touchesBorder: boolean;
  /** Extremes along the diagonals and the axes, for either orientation of the card. */
  minSum: Point;
  maxSum: Point;
  minDiff: Point;
  maxDiff: Point;
  minX: Point;
  maxX: Point;
  minY: Point;
  maxY: Point;
}

function collectRegion(
  marks: Uint8Array,
  seen: Uint8Array,
  stack: Int32Array,
  start: number,
  w: number,
  h: number,
): Region {
  const x0 = start % w;
  const y0 = (start - x0) / w;
  const p0 = { x: x0, y: y0 };
  const r: Region = {
    area: 0,
    touchesBorder: false,
    minSum: p0,
    maxSum: p0,
    minDiff: p0,
    maxDiff: p0,
    minX: p0,
    maxX: p0,
    minY: p0,
    maxY: p0,
  };
  let top = 0;
  stack[top++] = start;
  seen[start] = 1;
  while (top > 0) {
    const i = stack[--top] as number;
    const x = i % w;
    const y = (i - x) / w;
    r.area++;
    if (x === 0 || y === 0 || x === w - 1 || y === h - 1) r.touchesBorder = true;
    const s = x + y;
    const d = x - y;
    if (s < r.minSum.x + r.minSum.y) r.minSum = { x, y };
    if (s > r.maxSum.x + r.maxSum.y) r.maxSum = { x, y };
    if (d < r.minDiff.x - r.minDiff.y) r.minDiff = { x, y };
    if (d > r.maxDiff.x - r.maxDiff.y) r.maxDiff = { x, y };
    if (x < r.minX.x) r.minX = { x, y };
    if (x > r.maxX.x) r.maxX = { x, y };
    if (y < r.minY.y) r.minY = { x, y };
    if (y > r.maxY.y) r.maxY = { x, y };
    const visit = (j: number) => {
      if (!seen[j] && marks[j] !== OUTSIDE) {
        seen[j] = 1;
        stack[top++] = j;
      }
    };
    if (x > 0) visit(i - 1);
    if (x < w - 1) visit(i + 1);
    if (y > 0) visit(i - w);
    if (y < h - 1) visit(i + w);
  }
  return r;
}

/** The larger of the two corner sets (a card near 45° has its corners at the axis extremes). */
function judgeRegion(r: Region): CardCandidate | undefined {
  const diagonal: Quad = [r.minSum, r.maxDiff, r.maxSum, r.minDiff];
  const axes: Quad = orderCorners([r.minY, r.maxX, r.maxY, r.minX]);
  const quad = quadArea(diagonal) >= quadArea(axes) ? diagonal : axes;
  const top = dist(quad[0], quad[1]);
  const bottom = dist(quad[3], quad[2]);
  const left = dist(quad[0], quad[3]);
  const right = dist(quad[1], quad[2]);
  const horizontal = (top + bottom) / 2;
  const vertical = (left + right) / 2;
  const short = Math.min(horizontal, vertical);
  if (short < 4) return undefined;
  const longSide = Math.max(horizontal, vertical);
  return { quad, aspect: longSide / short, longSide };
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
