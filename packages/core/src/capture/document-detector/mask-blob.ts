// A card the mask marks where the borders close no shape: at a distance a card's edges are a few
// pixels long, a hand covers one, and the line search finds nothing to measure. Such a card is only
// ever used to ask the applicant to come nearer (901), never to capture: its outline is a coarse
// rectangle of the mask's cells, good enough to say "small", not to rectify. The same blobs tell a
// quad the borders did close apart from a piece of a larger card (partOfLargerCard), and a small one
// from a shape on a card the frame's edge cuts (cardAtEdge).
import type { Point, Quad } from '../detector-port';
import type { CardMask } from './card-mask';
import { quadArea } from './fitted-quad';
import { shortSide } from './quad-points';
import { longShare, MIN_FRAME_SHARE } from '../card-guide';

/**
 * A blob is called far below this share of the frame (card-guide.ts longShare), well under the 55% the
 * judge's 901 is read at: the blob's outline is a few cells coarse, and a card near 55% the borders
 * did not close is better left 'not found' than sent nearer past the point it fills the guide.
 */
export const BLOB_FAR_SHARE = 0.45;

/** A cell this likely is the card's. */
const ON = 0.5;
/** Fewest cells a blob needs: below it, a fleck of print or a button says "card" as well. */
const MIN_CELLS = 12;
/** The blob's mean likelihood, at least: a card is marked firmly, a card-coloured surface faintly. */
const MIN_MEAN = 0.8;
/**
 * Share of its rectangle the blob fills, at least, and the rectangle's greatest ratio: a small card's
 * blob is a few cells across, rounded by the mask's blur and bitten by the fingers holding it, so
 * only what is plainly no card is left out: a strip (a sheet's edge, a ruler), an L, scattered marks.
 */
const MIN_FILL = 0.5;
const MAX_RATIO = 2.4;

/**
 * The largest blob of card the mask marks, as a rectangle of frame pixels, when it is card-like: firm,
 * compact, and clear of the mask's edges (a blob the frame's edge cuts may be a card
 * too close, which must never be asked to come nearer). Undefined otherwise.
 */
export function maskBlob(mask: CardMask): Quad | undefined {
  const { width, height, data } = mask;
  const seen = new Uint8Array(width * height);
  let best: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || (data[start] as number) < ON) continue;
    const cells = flood(mask, start, seen);
    if (cells.length > best.length) best = cells;
  }
  if (best.length < MIN_CELLS) return undefined;

  let sum = 0;
  for (const i of best) {
    if (onEdge(mask, i)) return undefined;
    sum += data[i] as number;
  }
  if (sum / best.length < MIN_MEAN) return undefined;
  const outline = outlineOf(mask, best);
  if (outline.ratio > MAX_RATIO || outline.fill < MIN_FILL) return undefined;
  return outline.corners;
}

/**
 * The rectangle round a blob's cells along its main axis (from their second moments), cell centres ±
 * half a cell, in frame pixels; with its long/short ratio and the share of it the cells fill.
 */
function outlineOf(mask: CardMask, cells: readonly number[]): { corners: Quad; ratio: number; fill: number } {
  const { width } = mask;
  let mx = 0;
  let my = 0;
  for (const i of cells) {
    const x = i % width;
    mx += x;
    my += (i - x) / width;
  }
  mx /= cells.length;
  my /= cells.length;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const i of cells) {
    const x = (i % width) - mx;
    const y = (i - (i % width)) / width - my;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (const i of cells) {
    const x = (i % width) - mx;
    const y = (i - (i % width)) / width - my;
    const u = x * ux + y * uy;
    const v = -x * uy + y * ux;
    minU = Math.min(minU, u);
    maxU = Math.max(maxU, u);
    minV = Math.min(minV, v);
    maxV = Math.max(maxV, v);
  }
  const long = maxU - minU + 1;
  const short = maxV - minV + 1;
  const corner = (u: number, v: number): Point => toFrame(mask, mx + u * ux - v * uy, my + u * uy + v * ux);
  const [u0, u1, v0, v1] = [minU - 0.5, maxU + 0.5, minV - 0.5, maxV + 0.5];
  return {
    corners: [corner(u0, v0), corner(u1, v0), corner(u1, v1), corner(u0, v1)],
    ratio: long / short,
    fill: cells.length / (long * short),
  };
}

/**
 * How far (mask cells) inside the frame the outline the finder is guided by must lie. A card the frame
 * cuts by a sliver can leave the cells at the edge under ON, so its blob looks clear of the edge;
 * its outline, a rectangle round a tilted blob, then reaches past it (a real photo cut by 3% on the
 * left: 1.5 cells past the edge; it passed on lines found near it). The planks' card this search is
 * for lies 1.5 cells inside.
 */
const GUIDE_CLEARANCE = 0.5;

/** maskBlob's card when it lies GUIDE_CLEARANCE cells or more inside the frame: where find-card's guided
 * search looks for its borders (guided-lines.ts). */
export function guideOutline(mask: CardMask): Quad | undefined {
  const blob = maskBlob(mask);
  const margin = GUIDE_CLEARANCE * mask.scale;
  const clear = (p: Point) =>
    p.x >= margin && p.y >= margin && p.x <= mask.frameWidth - margin && p.y <= mask.frameHeight - margin;
  return blob?.every(clear) ? blob : undefined;
}

/** The cells of card (≥ ON) joined to `start` (4-connected), marked in `seen` as they are taken. */
function flood(mask: CardMask, start: number, seen: Uint8Array): number[] {
  const { width, height, data } = mask;
  const cells: number[] = [];
  const stack = [start];
  seen[start] = 1;
  while (stack.length > 0) {
    const i = stack.pop() as number;
    cells.push(i);
    const x = i % width;
    const y = (i - x) / width;
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ] as const) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (!seen[j] && (data[j] as number) >= ON) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return cells;
}

/**
 * The card the mask marks around a quad covers at least this many times the quad grown by half a cell
 * all round (the mask's cells blur a card's outline by about that): a far card's own blob at the
 * frame's edge covers 1.6 times it at most, a piece of a cut card's 2–2.8 times (drawn development
 * scenes, --per 12).
 */
const PIECE_AREA = 1.8;

/**
 * Under PIECE_AREA, the card round the quad is still a cut one when it covers this many times the grown
 * quad and meets the frame's edge along at least the quad's short side (decision 084). Pieces of cut
 * cards that were sent nearer covered 1.56–1.77 times their grown quad and met the edge along 1.3–2
 * times their short side (drawn wider part; real development crops 1.76–1.77). A far card whose blob
 * ran into a cup at the edge: 1.57 times, along 0.86. No whole card that passed comes near 1.5 (at most
 * 1.36).
 */
const PIECE_AREA_AT_EDGE = 1.5;

/**
 * A card the mask marks whose outline spans this share of the frame (card-guide.ts longShare) is close,
 * whatever quad the borders closed inside it: the judge's own 901 bar (MIN_FRAME_SHARE).
 */
const LARGE_SHARE = MIN_FRAME_SHARE;

/**
 * A close card the borders did not close, round a block of its print, is marked in its own outline
 * (ID-1: 1.586, less in perspective); a blob squarer than this is a far card joined to the hand
 * holding it or a cup beside it, which the mask marks too (development far #10890: 1.13). The close
 * cards round a block on the development parts' scenes read 1.29 or more.
 */
const CARD_OUTLINE_RATIO = 1.2;

/**
 * Whether a quad is part of a larger card, so that neither capturing it nor "come nearer" is right:
 * the mask's card under the quad's centre is much larger than the quad (PIECE_AREA), and either
 * - reaches the frame's edge: a piece of a card the frame cuts (its photo, a block of print), small or
 *   large enough to pass (decision 081); nearer, the applicant would cut it more. From
 *   PIECE_AREA_AT_EDGE, when the edge cuts it along the quad's short side or more (decision 084); or
 * - is itself no small card (its outline spans LARGE_SHARE of the frame or more, and is a card's, not
 *   squarer than CARD_OUTLINE_RATIO): a block of print or a face inside a close card the borders did
 *   not close (issue 23: 901 only for a card that is really small).
 * No whole card that passed comes near PIECE_AREA: at most 1.36 on the drawn development parts and
 * 1.10 on the real development photos (decision 081).
 */
export function partOfLargerCard(mask: CardMask, quad: Quad): boolean {
  const { scale } = mask;
  const cells = cardUnder(mask, quad);
  if (!cells) return false;
  let perimeter = 0;
  for (let k = 0; k < 4; k++) {
    const a = quad[k] as Point;
    const b = quad[(k + 1) % 4] as Point;
    perimeter += Math.hypot(b.x - a.x, b.y - a.y);
  }
  const grown = quadArea(quad) + (perimeter * scale) / 2 + scale * scale;
  const area = cells.length * scale * scale;
  if (area < PIECE_AREA_AT_EDGE * grown) return false;
  // How far the frame's edge cuts the card: a cell's width for each of its cells on the edge.
  const atEdge = cells.filter((i) => onEdge(mask, i)).length * scale;
  if (area < PIECE_AREA * grown) return atEdge >= shortSide(quad);
  if (atEdge > 0) return true;
  const outline = outlineOf(mask, cells);
  return (
    outline.ratio >= CARD_OUTLINE_RATIO &&
    longShare(outline.corners, mask.frameWidth, mask.frameHeight) >= LARGE_SHARE
  );
}

/**
 * Whether the card the mask marks under a quad's centre reaches two opposite edges of the frame. A card
 * held whole in the frame seldom does, nor does the part of one the frame cuts on a side or at a
 * corner; a mask that spread from the card over a pale, grainy ground (terrazzo, a sheet) does. So
 * does a card wider than the frame, or a cut one ending within a cell of the other edge: the caller
 * asks the second mask, which marks such a card too (decision 107).
 */
export function cardAcrossFrame(mask: CardMask, quad: Quad): boolean {
  const cells = cardUnder(mask, quad);
  if (!cells) return false;
  const { width, height } = mask;
  const xs = cells.map((i) => i % width);
  const ys = cells.map((i) => Math.floor(i / width));
  return (xs.includes(0) && xs.includes(width - 1)) || (ys.includes(0) && ys.includes(height - 1));
}

/**
 * Whether the card the mask marks under a quad's centre reaches the frame's edge. For a shape too small
 * to capture, that card is one the frame cuts and the shape a piece of it (its photo, a block of
 * print, or the card's part beside the table next to it): nearer, the applicant would cut it more, so
 * it is not asked nearer (decision 104), as maskBlob asks no blob at the edge nearer.
 */
export function cardAtEdge(mask: CardMask, quad: Quad): boolean {
  return cardUnder(mask, quad)?.some((i) => onEdge(mask, i)) ?? false;
}

/**
 * Whether the card the mask marks under a quad's centre reaches the frame's edge only through cells it
 * half believes (none there as firm as MIN_MEAN). A card the frame cuts runs firmly to the edge; a
 * mask spread faintly from a whole card over a warm-lit table does not, and the judge asks the second
 * mask about it as about a mask spread from edge to edge (decision 111).
 */
export function cardFaintAtEdge(mask: CardMask, quad: Quad): boolean {
  const atEdge = cardUnder(mask, quad)?.filter((i) => onEdge(mask, i)) ?? [];
  return atEdge.length > 0 && atEdge.every((i) => (mask.data[i] as number) < MIN_MEAN);
}

/** The cells of card joined to the one under the quad's centre; undefined when that one is no card. */
function cardUnder(mask: CardMask, quad: Quad): number[] | undefined {
  const { width, height, data, scale } = mask;
  const cx = quad.reduce((sum, p) => sum + p.x, 0) / 4;
  const cy = quad.reduce((sum, p) => sum + p.y, 0) / 4;
  const lx = Math.round((mask.turned ? cy : cx) / scale - 0.5);
  const ly = Math.round((mask.turned ? mask.frameWidth - 1 - cx : cy) / scale - 0.5);
  if (lx < 0 || ly < 0 || lx >= width || ly >= height) return undefined;
  const start = ly * width + lx;
  if ((data[start] as number) < ON) return undefined;
  return flood(mask, start, new Uint8Array(width * height));
}

/** Whether cell i lies on the mask's outer row or column (the frame's edge). */
function onEdge(mask: CardMask, i: number): boolean {
  const x = i % mask.width;
  const y = (i - x) / mask.width;
  return x === 0 || y === 0 || x === mask.width - 1 || y === mask.height - 1;
}

/** A point of the mask's cell grid (cell centres at integers) in frame pixels: maskAt's inverse. */
function toFrame(mask: CardMask, cx: number, cy: number): Point {
  const lx = (cx + 0.5) * mask.scale;
  const ly = (cy + 0.5) * mask.scale;
  return mask.turned ? { x: mask.frameWidth - 1 - ly, y: lx } : { x: lx, y: ly };
}
