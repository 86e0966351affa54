// Whether the card goes on between a side of the found quad and the frame's edge (issue 23: a card cut
// by the frame's edge never passes). A card the frame cuts by a few per cent can be closed by a line of
// its own print a cell or two inside the edge (a photo's border, the rule under a heading); every
// corner then lies well inside the frame, so cutByFrame, which looks past corners near the edge, does
// not see it. What lies between that side and the edge does: more of the card.
//
// The card can go on well beyond that side too: when the frame cuts it by a fifth or more, the border of
// its photo or of a panel can close a shape with its other three borders (development crop 22_06 cut
// 20% on the left). So the room is read up to FAR_ROOM, farther than a ring around the card.
//
// Two witnesses must agree, because each alone is fooled. The card-mask model's cell by the edge says
// card (it also says so over a blue and white checked tablecloth beside a whole card), and the colours
// there are the card's own rather than the table's seen around its other sides (a whole card's side
// near the edge often has print or a white margin that matches the table in places). They are weighed
// together (decision 074): a card's face photo by the edge is skin and hair, nearer a wooden table's
// colours than the card's print, while the mask is sure of it; the mask is unsure of a cell half on a
// photo and half on a hand, while every colour there is the card's.
//
// Nearer the edge than a cell, the mask's cell by the edge holds the card's own border as well, and a
// whole card's side there reads as card as a cut card's does (drawn development cards filling the frame
// read up to 0.99 there). On that sliver a third witness must agree (decision 088): a border meeting
// the side at one of its corners runs on towards the edge, as a cut card's top and bottom borders do
// past a line of its print, and as no whole card's do past its corners.
//
// On a pale ground (a white sheet, a light cloth) the colours cannot tell: the table around the card is
// among the card's own colours, and the masks spread over it. Where what lies between a side and the edge
// is plain, with none of a card's print, a border meeting the side must run on past a corner there too,
// as on the sliver (decision 129): a whole card on a bedsheet, its side 90 px from the edge, read 0.89
// on the mask and every colour the card's.
//
// groundBesideCorner takes the corner the frame clips on a turned card: the found corner lands at the
// frame's very edge, and the card's ground runs along the edge beside it, outside the quad.
import type { Frame, Point, Quad } from '../detector-port.ts';
import type { CardMask } from './card-mask.ts';
import { maskAt, ringOffset } from './mask-agreement.ts';
import { nearestColour, type Rgb, roomOutward } from './frame-looks.ts';
import { runsOnToEdge } from './cut-card.ts';
import { median } from './middle-values.ts';
import { paleGround, type StripPoint, stripPlain } from './plain-strip.ts';
import { insideQuad, type OutwardSide, outwardSides, quadPoint, shortSide } from './quad-points.ts';

/** Least room between the side and the frame's edge, in mask cells, for the two witnesses alone.
 * Nearer, the cell by the edge holds the card's own border: a whole card 0.3 cells from the edge
 * reads 0.85–0.99 there... */
const ROOM_CELLS = 1;
/** ...so from SLIVER_CELLS to ROOM_CELLS a border must also run on past a corner towards the edge for
 * at least SLIVER_RUNS_ON of the way (cutByFrame asks 0.7 of a border alone; a cut card's rounded
 * corner bends its border away over the last pixels: real development 03_05 cut 2% runs on for 11 of
 * 18). Nearer than SLIVER_CELLS the colours read lie within a few pixels of the side, on its blur. */
const SLIVER_CELLS = 0.3;
const SLIVER_RUNS_ON = 0.5;
/** What the two witnesses read between side and edge: the mask's mean by the edge (whole development
 * photos read at most 0.5 with a cell or more of room, the development crops cut by 3% 0.97–1), and
 * the share of the colours there nearer the card's than the table's. Each must be at least
 * WITNESS_LEAST, so that neither decides alone... */
const WITNESS_LEAST = 0.4;
/** ...and the two together at least CARD_PAST: each at 0.75 before decision 074. No whole development
 * card that passed with its corners right is refused, and those passing read at most 1.33 (wider part
 * 1.26); at 1.2 two of them are refused. Two real crops cut by a fifth read 1.42 and 1.56. */
const CARD_PAST = 1.4;
/** Share of the colours between a side and the edge that are the card's for them alone to have the
 * judge ask the second mask (decision 113): 43 of 576 development frames ask it, none refused. */
const COLOURS_ALONE = 0.7;
/** Fewest points along a side with room enough to be read. */
const MIN_POINTS = 2;
/** Most room between the side and the frame's edge that is read, as a share of the card's short side:
 * a card cut by 30% leaves about half of it out. Farther, what lies by the edge is something else (a
 * sheet, another card); no whole development card, drawn or real, is refused even with no limit. */
const FAR_ROOM = 0.6;
const ALONG = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const GRID = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/**
 * Whether the card goes on between a side of `quad` and the frame's edge. `refused`: the quad is a shape
 * the finder's side checks refused (find-card.ts outscoredBy), whose borders may run on past its corners
 * for what it is, so a side nearer the edge than SLIVER_CELLS is not read on its borders alone.
 */
export function cardPastEdge(frame: Frame, mask: CardMask, quad: Quad, refused = false): boolean {
  return readPastEdge(frame, mask, quad, refused) === 'card';
}

/**
 * What lies between the sides of `quad` and the frame's edge: 'card' when the witnesses agree the card
 * goes on there (cardPastEdge), 'colours' when only the colours say so, the mask by the edge being
 * unsure of it (under WITNESS_LEAST) while COLOURS_ALONE of the colours there are the card's. The
 * card's photo by the edge, which the first mask hardly marks, reads so (real development crop 04_03 cut
 * 30%: the mask 0.02 there, every colour the card's), and the judge asks the second mask (decision 113).
 */
export function readPastEdge(
  frame: Frame,
  mask: CardMask,
  quad: Quad,
  refused = false,
): 'card' | 'colours' | undefined {
  const card = insideColours(frame, quad);
  const offset = ringOffset(mask, quad);
  const short = shortSide(quad);
  // Per side: the points between it and the edge (with room enough), those on the sliver, within the
  // ring and beyond it apart, and the table beyond it.
  const sides = outwardSides(quad).map(({ s, e, nx, ny }) => {
    const sliver: ByEdge[] = [];
    const near: ByEdge[] = [];
    const far: ByEdge[] = [];
    const table: Rgb[] = [];
    // Where the strip between the side and the edge is read, for print (stripPlain).
    const strip: StripPoint[] = [];
    let tight = 0;
    for (const t of ALONG) {
      const x = s.x + t * (e.x - s.x);
      const y = s.y + t * (e.y - s.y);
      const room = roomOutward(frame, x, y, nx, ny);
      if (room > offset) table.push(colourAt(frame, { x: x + offset * nx, y: y + offset * ny }));
      // With room beyond the ring, a point gives both: the table just past the side, and what lies by
      // the edge (the same table, or more of the card).
      if (room >= 1 && room < SLIVER_CELLS * mask.scale) tight++;
      if (room < SLIVER_CELLS * mask.scale || room > FAR_ROOM * short) continue;
      strip.push({ x, y, room });
      // The cell by the edge: its centre half a cell in, or on the sliver (where that lies inside the
      // quad) the edge itself.
      const onSliver = room < ROOM_CELLS * mask.scale;
      const inCell = onSliver ? room - 1 : room - mask.scale / 2;
      (onSliver ? sliver : room > offset ? far : near).push({
        mask: maskAt(mask, { x: x + inCell * nx, y: y + inCell * ny }),
        colours: [0.5, 0.8].map((r) => colourAt(frame, { x: x + r * room * nx, y: y + r * room * ny })),
      });
    }
    return { sliver, near, far, table, strip, tight, nx, ny };
  });
  let colours = false;
  const past = sides.some(({ sliver, near, far, strip, tight, nx, ny }, k) => {
    const table = sides.flatMap((side, j) => (j === k ? [] : side.table));
    // A card filling the frame but for this side leaves no table to tell it from.
    if (!table.length) return false;
    // The borders meeting this side, walked on past its two corners.
    const runsOnPast = () =>
      runsOnToEdge(frame, quad[(k + 3) % 4] as Point, quad[k] as Point, SLIVER_RUNS_ON) ||
      runsOnToEdge(frame, quad[(k + 2) % 4] as Point, quad[(k + 1) % 4] as Point, SLIVER_RUNS_ON);
    // Nearer the edge than SLIVER_CELLS only the borders can be read: a side that near it along a
    // few points is a cut card's when a border meeting it runs on past a corner (decision 093:
    // development crop 14_06 cut 2%, its side 15 px from the edge, the mask's cells 55 px).
    if (!refused && tight >= MIN_POINTS && runsOnPast()) return true;
    // Within the ring, on a pale ground, a plain strip is read as the sliver is: the colours there
    // cannot tell the card from the table.
    const likeTheTable = () => !refused && paleGround(card, table) && stripPlain(frame, strip, nx, ny);
    // The points near the edge and the farther ones are weighed apart: where the side slants to the
    // edge, the farther ones would thin out what the near ones see.
    return [sliver, near, far].some((byEdge) => {
      const reading = readByEdge(byEdge, card, table);
      if (reading === 'colours') colours = true;
      if (reading !== 'card') return false;
      const bordersAsked = byEdge === sliver || (byEdge === near && likeTheTable());
      return !bordersAsked || runsOnPast();
    });
  });
  return past ? 'card' : colours ? 'colours' : undefined;
}

/** What the two witnesses read between a side and the edge: more of the card, or only its colours. */
function readByEdge(
  byEdge: readonly ByEdge[],
  card: readonly Rgb[],
  table: readonly Rgb[],
): 'card' | 'colours' | undefined {
  if (byEdge.length < MIN_POINTS) return undefined;
  const maskMean = byEdge.reduce((sum, p) => sum + p.mask, 0) / byEdge.length;
  const colours = byEdge.flatMap((p) => p.colours);
  const cardLike =
    colours.filter((p) => nearestColour(p, card) < nearestColour(p, table)).length / colours.length;
  if (maskMean < WITNESS_LEAST) return cardLike >= COLOURS_ALONE ? 'colours' : undefined;
  return cardLike >= WITNESS_LEAST && maskMean + cardLike >= CARD_PAST ? 'card' : undefined;
}

/** A point between a side and the frame's edge: the mask's cell by the edge, and two colours there. */
interface ByEdge {
  mask: number;
  colours: Rgb[];
}

/** How far beyond a side the table is sampled, as a share of the card's short side. */
const TABLE_AT = 0.2;
/** A corner this near the frame's edge (share of its short side) is looked at along the edge. */
const AT_EDGE = 0.01;
/** Where along the frame's edge, either way from the corner, as shares of the card's short side. */
const ALONG_EDGE = [0.03, 0.05, 0.07, 0.09];
/** Pixels inside the frame's edge the points are read at. */
const EDGE_INSET = 3;

/**
 * Whether the card's ground colour lies along the frame's edge beside a corner at that edge, outside
 * the quad: the frame clips the card's corner, and its print closed the shape there.
 */
export function groundBesideCorner(frame: Frame, quad: Quad): boolean {
  const limit = AT_EDGE * Math.min(frame.width, frame.height);
  const atEdge = (c: Point) =>
    c.x <= limit || c.y <= limit || frame.width - 1 - c.x <= limit || frame.height - 1 - c.y <= limit;
  // The judge asks this of every card it finds; most have no corner at the edge, and nothing need be read.
  if (!quad.some(atEdge)) return false;
  const inside = insideColours(frame, quad);
  const ground = [0, 1, 2].map((ch) => median(inside.map((p) => p[ch] as number))) as unknown as Rgb;
  const short = shortSide(quad);
  const rings = outwardSides(quad).map((side) => beyond(frame, side, [TABLE_AT * short]));
  return quad.some((c, k) => {
    if (!atEdge(c)) return false;
    // The table beyond the two sides away from the corner: beyond the two meeting there, the card
    // may go on.
    const table = [...(rings[(k + 1) % 4] as Rgb[]), ...(rings[(k + 2) % 4] as Rgb[])];
    if (!table.length) return false;
    const edges: [number, number, number, number][] = [];
    // Each frame edge the corner is at: a point on it (inset) and its direction.
    if (c.x <= limit) edges.push([EDGE_INSET, c.y, 0, 1]);
    if (frame.width - 1 - c.x <= limit) edges.push([frame.width - 1 - EDGE_INSET, c.y, 0, 1]);
    if (c.y <= limit) edges.push([c.x, EDGE_INSET, 1, 0]);
    if (frame.height - 1 - c.y <= limit) edges.push([c.x, frame.height - 1 - EDGE_INSET, 1, 0]);
    return edges.some(([x0, y0, dx, dy]) =>
      [1, -1].some((way) => {
        const points = ALONG_EDGE.map((r) => ({ x: x0 + way * dx * r * short, y: y0 + way * dy * r * short }))
          .filter(
            (p) => p.x >= 0 && p.y >= 0 && p.x < frame.width && p.y < frame.height && !insideQuad(quad, p),
          )
          .map((p) => colourAt(frame, p));
        return (
          points.length >= 3 && points.every((p) => nearestColour(p, [ground]) < nearestColour(p, table))
        );
      }),
    );
  });
}

/** The colours on a 9×9 grid inside the quad: the card's own, print and ground. */
function insideColours(frame: Frame, quad: Quad): Rgb[] {
  const colours: Rgb[] = [];
  for (const v of GRID) for (const u of GRID) colours.push(colourAt(frame, quadPoint(quad, u, v)));
  return colours;
}

/** Colours at the given distances beyond a side, along it, that fall inside the frame. */
function beyond(frame: Frame, { s, e, nx, ny }: OutwardSide, distances: readonly number[]): Rgb[] {
  const out: Rgb[] = [];
  for (const t of ALONG)
    for (const r of distances) {
      const x = s.x + t * (e.x - s.x) + r * nx;
      const y = s.y + t * (e.y - s.y) + r * ny;
      if (x >= 0 && y >= 0 && x < frame.width && y < frame.height) out.push(colourAt(frame, { x, y }));
    }
  return out;
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
