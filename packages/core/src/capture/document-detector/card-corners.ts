// Whether a quad's corners are a card's: an ID-1 card's corners are rounded (ISO/IEC 7810: a radius of
// 3.18 mm, 3.7% of its width), a sheet of paper's, a pad's or a book's are square. Along a rounded
// corner's bisector the outline lies 0.414 r, about 1.5% of the card's width, inside the point where
// its sides' lines meet; along a square corner's, at that point. The judge refuses a shape whose
// corners read square (a pad of the card's ratio filling the frame has nothing else to tell it by).
import type { Frame, Point } from '../detector-port';
import { luma } from './luminance';
import { median } from './middle-values';
import { dist } from './side-evidence';

/** A corner reads square when its outline lies within this share of the card's width of the corner
 * point. The development photos' cards read 0.8–2.2% (1.5% expected); their drawn cards, with radii
 * from 1.5% of the width, 0.6% and more. */
export const SQUARE_INSET = 0.0035;
/** How many corners must read square for the shape to be refused: a finger or a glint may make one
 * of a card's corners read so, never three on the development photos. Two would refuse drawn cards
 * with fingers behind two corners, or a side on a tablecloth's check line (decision 101). */
export const SQUARE_CORNERS = 3;
/** A corner reads rounded when its outline lies ROUNDED_INSET to ROUNDED_MOST of the card's width
 * inside the corner point: a radius from about 1.5% to 8.5% of the width (decision 103's reading). A
 * far card on a sheet reads 1.3–3.1% at three or four corners (mixed far #70973, #17164). */
export const ROUNDED_INSET = 0.006;
const ROUNDED_MOST = 0.035;
/** How many corners must read rounded for a shape's corners to be a card's: one of a card's may read
 * square when a line of the ground meets it, or not be read at all. */
export const ROUNDED_CORNERS = 3;
/** Least difference (grey levels) between the table and the card at a corner for it to be read. */
const MIN_CONTRAST = 25;
/** The profile along the bisector: from OUTSIDE to INSIDE widths past the corner point, in steps. */
const OUTSIDE = -0.03;
const INSIDE = 0.08;
const STEP = 0.001;
/** The table's level is read before this point, the card's after the next. */
const TABLE_UNTIL = -0.012;
const CARD_FROM = 0.045;

function grey(frame: Frame, p: Point): number | undefined {
  const x = Math.round(p.x);
  const y = Math.round(p.y);
  if (x < 0 || y < 0 || x >= frame.width || y >= frame.height) return undefined;
  return luma(frame.data, (y * frame.width + x) * 4) / 256;
}

/**
 * Where the outline crosses each corner's bisector, as a share of the card's width past the corner
 * point (positive inside), or undefined where the corner cannot be read (too little contrast, or the
 * frame's edge too near).
 */
export function cornerInsets(frame: Frame, quad: readonly Point[]): (number | undefined)[] {
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  const width = Math.max((dist(a, b) + dist(d, c)) / 2, (dist(a, d) + dist(b, c)) / 2);
  return quad.map((corner, k) => {
    const before = quad[(k + 3) % 4] as Point;
    const after = quad[(k + 1) % 4] as Point;
    const u = {
      x: (before.x - corner.x) / dist(before, corner),
      y: (before.y - corner.y) / dist(before, corner),
    };
    const v = {
      x: (after.x - corner.x) / dist(after, corner),
      y: (after.y - corner.y) / dist(after, corner),
    };
    const norm = Math.hypot(u.x + v.x, u.y + v.y);
    const step = { x: ((u.x + v.x) / norm) * width, y: ((u.y + v.y) / norm) * width };
    const profile: [number, number][] = [];
    for (let i = 0; OUTSIDE + i * STEP <= INSIDE + 1e-9; i++) {
      const t = OUTSIDE + i * STEP;
      const level = grey(frame, { x: corner.x + step.x * t, y: corner.y + step.y * t });
      if (level !== undefined) profile.push([t, level]);
    }
    const table = profile.filter(([t]) => t <= TABLE_UNTIL).map(([, level]) => level);
    const card = profile.filter(([t]) => t >= CARD_FROM).map(([, level]) => level);
    if (table.length < 5 || card.length < 5) return undefined;
    const [outer, inner] = [median(table), median(card)];
    if (Math.abs(inner - outer) < MIN_CONTRAST) return undefined;
    const mid = (outer + inner) / 2;
    const sign = Math.sign(inner - outer);
    // The last step from the table's side of the middle level to the card's, before the card's stretch.
    let crossing: number | undefined;
    for (let i = 1; i < profile.length; i++) {
      const [t0, l0] = profile[i - 1] as [number, number];
      const [t1, l1] = profile[i] as [number, number];
      if (t1 >= CARD_FROM) break;
      if (sign * (l0 - mid) < 0 && sign * (l1 - mid) >= 0)
        crossing = t0 + ((t1 - t0) * (mid - l0)) / (l1 - l0);
    }
    return crossing;
  });
}

/** Whether at least SQUARE_CORNERS of the quad's corners read square: paper, not a card. */
export function squareCorners(frame: Frame, quad: readonly Point[]): boolean {
  const square = cornerInsets(frame, quad).filter(
    (inset) => inset !== undefined && Math.abs(inset) < SQUARE_INSET,
  );
  return square.length >= SQUARE_CORNERS;
}

/** Whether at least ROUNDED_CORNERS of the quad's corners read rounded: an ID-1 card's, not a block of
 * its print, the check of a tablecloth or a sheet's corner. */
export function roundedCorners(frame: Frame, quad: readonly Point[]): boolean {
  const rounded = cornerInsets(frame, quad).filter(
    (inset) => inset !== undefined && inset >= ROUNDED_INSET && inset <= ROUNDED_MOST,
  );
  return rounded.length >= ROUNDED_CORNERS;
}
