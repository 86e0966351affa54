// Whether what lies between a side of a found card and the frame's edge looks like the table rather
// than the card (decision 129). On a pale ground (a white sheet, a light cloth) the table's colours are
// among the card's own, so the colour witness of card-past-edge.ts cannot tell; print in the strip is
// the card's, a plain strip may be either.
import type { Frame } from '../detector-port.ts';
import { nearestColour, type Rgb } from './frame-looks.ts';
import { luma } from './luminance.ts';
import { median } from './middle-values.ts';

/** A ground is pale when the table's colours around the card lie, at the median, within this distance
 * (RGB) of the card's own: a white bedsheet beside a white card reads 5–16, a dark keyboard 35–61. */
const PALE_GROUND = 24;
/** Where between a side and the edge the strip is looked at for print, as shares of the room there. */
const STRIP_DEPTHS = [0.2, 0.35, 0.5, 0.65, 0.8];
/** A point is print where the luminance in the 5×5 pixels round it spans more than PRINT_RANGE (a
 * letter's stroke on a card, not a fold of a sheet or JPEG's noise)... */
const PRINT_RANGE = 40;
/** ...and the strip is plain when fewer than PLAIN_SHARE of its points are. */
const PLAIN_SHARE = 0.1;

/** A point along a side with room enough to be read, and that room. */
export interface StripPoint {
  x: number;
  y: number;
  room: number;
}

/** Whether the table's colours lie among the card's own (PALE_GROUND, at the median). */
export function paleGround(card: readonly Rgb[], table: readonly Rgb[]): boolean {
  const distances = table.map((t) => nearestColour(t, card));
  return median(distances) < PALE_GROUND;
}

/** Whether the strip between a side and the edge holds none of a card's print (PLAIN_SHARE). */
export function stripPlain(frame: Frame, strip: readonly StripPoint[], nx: number, ny: number): boolean {
  if (!strip.length) return false;
  let print = 0;
  for (const { x, y, room } of strip)
    for (const r of STRIP_DEPTHS)
      if (lumaRange(frame, x + r * room * nx, y + r * room * ny) > PRINT_RANGE) print++;
  return print / (strip.length * STRIP_DEPTHS.length) < PLAIN_SHARE;
}

/** How far the luminance (luma's BT.601, ×256) spans over the 5×5 pixels round p. */
function lumaRange(frame: Frame, px: number, py: number): number {
  let lo = Number.POSITIVE_INFINITY;
  let hi = 0;
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      const x = Math.min(frame.width - 1, Math.max(0, Math.round(px) + dx));
      const y = Math.min(frame.height - 1, Math.max(0, Math.round(py) + dy));
      const v = luma(frame.data, (y * frame.width + x) * 4);
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  return (hi - lo) / 256;
}
