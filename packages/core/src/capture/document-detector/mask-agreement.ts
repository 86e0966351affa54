// How much a quad looks like the card the card-mask model marks (card-mask.ts): find-card weighs
// its candidates by it, and a shape with no card inside, or a piece of a card, scores low.
import type { Frame, Point } from '../detector-port';
import type { CardMask } from './card-mask';
import { nearestColour, type Rgb } from './frame-looks';
import { type OutwardSide, outwardSides, quadPoint, shortSide } from './quad-points';

/** The mask at a frame point, interpolated between the cells' centres (0 outside the frame). */
export function maskAt(mask: CardMask, p: Point): number {
  const { turned, scale, frameWidth, frameHeight, width, height, data } = mask;
  if (p.x < 0 || p.y < 0 || p.x >= frameWidth || p.y >= frameHeight) return 0;
  const lx = (turned ? p.y : p.x) / scale - 0.5;
  const ly = (turned ? frameWidth - 1 - p.x : p.y) / scale - 0.5;
  const x0 = Math.max(0, Math.min(width - 1, Math.floor(lx)));
  const y0 = Math.max(0, Math.min(height - 1, Math.floor(ly)));
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, lx - x0));
  const fy = Math.max(0, Math.min(1, ly - y0));
  const at = (x: number, y: number) => data[y * width + x] as number;
  return (
    (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy
  );
}

const GRID = [0.1, 0.3, 0.5, 0.7, 0.9];
const ALONG = [0.2, 0.4, 0.6, 0.8];
/** How far outside a side the ring is looked at, as a share of the quad's short side... */
const RING = 0.2;
/** ...and at least this many of the mask's cells, so that the ring clears the card's own cells. */
const RING_CELLS = 1.5;

/** A side's ring this much card is the card going on: no whole card's side comes near it (at most
 * 0.55 on the drawn development scenes, 0.46 on the development photos), a piece of a card's does. */
const PIECE_RING = 0.75;

/** How far outside a side the ring around the quad is looked at, in frame pixels. */
export function ringOffset(mask: CardMask, quad: readonly Point[]): number {
  return Math.max(RING * shortSide(quad), RING_CELLS * mask.scale);
}

/** Least share of the frame a shape's longest side spans for it to be checked for a piece. */
const PIECE_LEAST_SHARE = 0.5;

/**
 * The quad's longest side over the frame's side it runs along. Not card-guide.ts's longShare, which the
 * judge's 901 is read from: that one takes the mean of the two longer opposite sides, a little shorter
 * in perspective, and would leave a few more shapes unchecked.
 */
function longestSideShare(quad: readonly Point[], width: number, height: number): number {
  let best = 0;
  for (let k = 0; k < 4; k++) {
    const s = quad[k] as Point;
    const e = quad[(k + 1) % 4] as Point;
    const dx = Math.abs(e.x - s.x);
    const dy = Math.abs(e.y - s.y);
    best = Math.max(best, Math.hypot(dx, dy) / (dx >= dy ? width : height));
  }
  return best;
}

/** The mask's mean over a grid of points inside a quad (frame pixels). */
export function maskInside(mask: CardMask, quad: readonly Point[]): number {
  let inside = 0;
  for (const v of GRID) for (const u of GRID) inside += maskAt(mask, quadPoint(quad, u, v));
  return inside / (GRID.length * GRID.length);
}

/**
 * How much a quad (frame pixels, in order around it) looks like the card the mask marks: the mask's
 * mean inside it times one minus its mean in a ring just outside it (points beyond the frame are not
 * looked at). A card scores near 1; a piece of a card (a photo, a block of print, the part the
 * frame's edge leaves) has card around it and a larger shape around a card has little card inside,
 * so both score low, as does a shape with no card. The ring is averaged over the four sides, not
 * taken at its worst: a card often lies beside something the mask half marks (a sheet, another card).
 * With the frame, a side whose ring the mask marks as card but whose colours are the table's is no
 * piece's (ringCardColoured).
 */
export function maskAgreement(mask: CardMask, quad: readonly Point[], frame?: Frame): number {
  const inside = maskInside(mask, quad);
  const offset = ringOffset(mask, quad);
  let ring = 0;
  let n = 0;
  let worst = 0;
  let worstK = -1;
  const ringPoints: Point[][] = [];
  const sides = outwardSides(quad);
  for (const { s, e, nx, ny } of sides) {
    let side = 0;
    let m = 0;
    const pts: Point[] = [];
    for (const t of ALONG) {
      const p = { x: s.x + t * (e.x - s.x) + offset * nx, y: s.y + t * (e.y - s.y) + offset * ny };
      if (p.x < 0 || p.y < 0 || p.x >= mask.frameWidth || p.y >= mask.frameHeight) continue;
      side += maskAt(mask, p);
      m++;
      pts.push(p);
    }
    ringPoints.push(pts);
    ring += side;
    n += m;
    if (m && side / m > worst) {
      worst = side / m;
      worstK = ringPoints.length - 1;
    }
  }
  // The card goes on past a side: a piece of one (its photo, a block of print beside a border). Only
  // a shape large enough to pass is asked: around a small one the mask's coarse cells take in the
  // hand holding it or a cup beside it, and a small shape is sent nearer (901), not captured. Laptops
  // and fingers beside a card read as more card to the mask; their colours are not the card's
  // (decision 077). The colours are read last, and only for a large shape: a page of print gives
  // thousands of small shapes a frame, each ringed by more page.
  if (
    worst >= PIECE_RING &&
    longestSideShare(quad, mask.frameWidth, mask.frameHeight) >= PIECE_LEAST_SHARE &&
    (!frame || ringCardColoured(frame, quad, sides[worstK] as OutwardSide, ringPoints, worstK, offset))
  )
    return 0;
  return inside * (1 - (n ? ring / n : 0));
}

function colourAt(frame: Frame, p: Point): Rgb {
  const x = Math.min(frame.width - 1, Math.max(0, Math.round(p.x)));
  const y = Math.min(frame.height - 1, Math.max(0, Math.round(p.y)));
  const i = (y * frame.width + x) * 4;
  return [frame.data[i] as number, frame.data[i + 1] as number, frame.data[i + 2] as number];
}

/** Share of a side's ring colours nearer the card's than the table's above which the ring is card. */
const RING_CARD_COLOURED = 0.1;
/** A quad with a corner this near the frame's edge (share of the frame's short side) gets no relief:
 * the frame may cut the card by a sliver, and the sheet under it may have the card's colours. */
const EDGE_CORNER = 0.02;

/**
 * Whether the ring past `side` (the quad's side k), which the mask marks as more card, has the card's colours: 18 points
 * (9 along the side, half and all of the ring's offset out), each nearer the card's 25 inside colours
 * or the other sides' ring colours (the table). True, too, when the frame may cut the card there.
 */
function ringCardColoured(
  frame: Frame,
  quad: readonly Point[],
  side: OutwardSide,
  ring: Point[][],
  k: number,
  offset: number,
): boolean {
  // The cheap looks first: near the frame's edge no colour is read.
  const near = EDGE_CORNER * Math.min(frame.width, frame.height);
  const atEdge = (p: Point) => Math.min(p.x, p.y, frame.width - 1 - p.x, frame.height - 1 - p.y) <= near;
  if (quad.some(atEdge)) return true;
  const inside: Rgb[] = [];
  for (const v of GRID) for (const u of GRID) inside.push(colourAt(frame, quadPoint(quad, u, v)));
  const table = ring.flatMap((pts, j) => (j === k ? [] : pts.map((p) => colourAt(frame, p))));
  if (!table.length) return true;
  const mine: Rgb[] = [];
  for (const t of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9])
    for (const r of [0.5, 1]) {
      const p = {
        x: side.s.x + t * (side.e.x - side.s.x) + r * offset * side.nx,
        y: side.s.y + t * (side.e.y - side.s.y) + r * offset * side.ny,
      };
      if (p.x < 0 || p.y < 0 || p.x >= frame.width || p.y >= frame.height) continue;
      mine.push(colourAt(frame, p));
    }
  if (mine.length < 4) return true;
  return (
    mine.filter((c) => nearestColour(c, inside) < nearestColour(c, table)).length >
    RING_CARD_COLOURED * mine.length
  );
}
