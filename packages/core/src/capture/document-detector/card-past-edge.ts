// Whether the card goes on between a side of the found quad and the frame's edge (issue 23: a card cut
// by the frame's edge never passes). A card the frame cuts by a few per cent can be closed by a line of
// its own print a cell or two inside the edge (a photo's border, the rule under a heading); every
// corner then lies well inside the frame, so cutByFrame, which looks past corners near the edge, does
// not see it. What lies between that side and the edge does: more of the card.
//
// Two witnesses must agree, because each alone is fooled. The card-mask model's cell by the edge says
// card (it also says so over a blue and white checked tablecloth beside a whole card), and the colours
// there are the card's own rather than the table's seen around its other sides (a whole card's side
// near the edge often has print or a white margin that matches the table in places).
import type { Frame, Point, Quad } from '../detector-port.ts';
import type { CardMask } from './card-mask.ts';
import { maskAt, ringOffset } from './mask-agreement.ts';
import { outwardSides, quadPoint } from './quad-points.ts';

/** Least room between the side and the frame's edge, in mask cells. Nearer, the cell by the edge
 * holds the card's own border: a whole card 0.3 cells from the edge reads 0.85–0.99 there. */
const ROOM_CELLS = 1;
/** The mask's mean by the edge above which it sees card there: whole development photos read at most
 * 0.5 with a cell or more of room, the development crops cut by 3% read 0.97–1. */
const MASK_CARD = 0.75;
/** Share of the points between side and edge whose colour is nearer the card's than the table's. */
const COLOUR_CARD = 0.75;
/** Fewest points along a side with room enough to be read. */
const MIN_POINTS = 2;
const ALONG = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const GRID = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

export function cardPastEdge(frame: Frame, mask: CardMask, quad: Quad): boolean {
  const card: Rgb[] = [];
  for (const v of GRID) for (const u of GRID) card.push(colourAt(frame, quadPoint(quad, u, v)));
  const offset = ringOffset(mask, quad);
  // Per side: the points between it and the edge (when there is room), and the table beyond it.
  const sides = outwardSides(quad).map(({ s, e, nx, ny }) => {
    const byEdge: { mask: number; colours: Rgb[] }[] = [];
    const table: Rgb[] = [];
    for (const t of ALONG) {
      const x = s.x + t * (e.x - s.x);
      const y = s.y + t * (e.y - s.y);
      const room = roomOutward(frame, x, y, nx, ny);
      if (room > offset) table.push(colourAt(frame, { x: x + offset * nx, y: y + offset * ny }));
      else if (room >= ROOM_CELLS * mask.scale) {
        const inCell = room - mask.scale / 2;
        byEdge.push({
          mask: maskAt(mask, { x: x + inCell * nx, y: y + inCell * ny }),
          colours: [0.5, 0.8].map((r) => colourAt(frame, { x: x + r * room * nx, y: y + r * room * ny })),
        });
      }
    }
    return { byEdge, table };
  });
  return sides.some(({ byEdge }, k) => {
    if (byEdge.length < MIN_POINTS) return false;
    if (byEdge.reduce((sum, p) => sum + p.mask, 0) / byEdge.length < MASK_CARD) return false;
    const table = sides.flatMap((side, j) => (j === k ? [] : side.table));
    // A card filling the frame but for this side leaves no table to tell it from.
    if (!table.length) return false;
    const colours = byEdge.flatMap((p) => p.colours);
    const cardLike = colours.filter((p) => nearest(p, card) < nearest(p, table)).length;
    return cardLike >= COLOUR_CARD * colours.length;
  });
}

type Rgb = readonly [number, number, number];

/** How far a ray from (x, y) along (nx, ny) runs before it leaves the frame. */
function roomOutward(frame: Frame, x: number, y: number, nx: number, ny: number): number {
  let room = Number.POSITIVE_INFINITY;
  if (nx > 1e-9) room = Math.min(room, (frame.width - x) / nx);
  if (nx < -1e-9) room = Math.min(room, -x / nx);
  if (ny > 1e-9) room = Math.min(room, (frame.height - y) / ny);
  if (ny < -1e-9) room = Math.min(room, -y / ny);
  return room;
}

/** The mean colour of the 3×3 pixels around p (JPEG noise and print's dots averaged a little). */
function colourAt(frame: Frame, p: Point): Rgb {
  const sum = [0, 0, 0];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const x = Math.min(frame.width - 1, Math.max(0, Math.round(p.x) + dx));
      const y = Math.min(frame.height - 1, Math.max(0, Math.round(p.y) + dy));
      const i = (y * frame.width + x) * 4;
      for (let ch = 0; ch < 3; ch++) sum[ch] = (sum[ch] as number) + (frame.data[i + ch] as number);
    }
  return [(sum[0] as number) / 9, (sum[1] as number) / 9, (sum[2] as number) / 9];
}

function nearest(p: Rgb, set: readonly Rgb[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const q of set) best = Math.min(best, Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]));
  return best;
}
