// The second card mask (decision 106): the shipped weights fine-tuned with the cells on both sides of
// the card's outline weighed (decision 098's ft4, scripts/card-mask/train.py --ring-weight 4
// --edge-cells). It stops at the card's edge where the shipped mask spreads over a pale, grainy ground
// (terrazzo, skin, warm light) and its piece rule scores the whole card 0. It lets more cut cards
// through than the shipped mask does, so it is only asked where the shipped mask's word is doubtful: a
// shape it scores 0 (106), a close one it likes too little once no shape is a card (110), and whether a
// card is part of a larger one where the shipped mask's card spreads from edge to edge (107) or reaches
// an edge only faintly (111). Near the frame's edge, where a cut card's block of print fills a shape as
// a card does, it must see the card end at the shape's sides too (decision 108). A shape the shipped mask
// joins to a sheet running to the edge is a card of its own where this one marks it alone (135, 137).

import type { Frame, Point, Quad } from '../detector-port';
import { type CardMask, type CardMaskWeights, loadCardMask } from './card-mask';
import { maskAgreement, maskAt, maskInside, ringOffset } from './mask-agreement';
import { outwardSides } from './quad-points';
import { cardAtEdge, partOfLargerCard } from './mask-blob';
import { MIN_LIKENESS } from './mask-word';
import weights from './card-mask-edge-weights.json' with { type: 'json' };

/**
 * Least distance of every corner from the frame's edges, as a share of the frame's short side, for the
 * second mask to be asked at all: nearer, a corner the frame clips passes for a card's (decision 108;
 * 5% before it)...
 */
export const EDGE_CLEARANCE = 0.015;
/**
 * ...and below this one, a shape it fills is a card only when the card ends at the shape's sides as well
 * (maskAgreement above 0): the data block of a real ID the frame cuts by 12% filled its shape, the card
 * going on past it into the photo (development crop 4/10_07). Decision 106's clearance.
 */
export const WHOLE_CLEARANCE = 0.05;
/**
 * The second mask's mean inside a shape the judge asks it about, below which the shape is no card (close
 * or far): the wider development part's A4 sheet read 0.507, close cards it passes 0.62 and up
 * (decision 104's R1).
 */
export const EDGE_MASK_INSIDE = 0.58;

/** Whether the second mask takes a shape it was asked about for a card (see the constants above);
 * `agreement`, its maskAgreement with the shape where the caller has it already. */
export function edgeMaskSaysCard(
  edge: CardMask,
  quad: readonly Point[],
  frame: Frame,
  agreement?: number,
): boolean {
  if (maskInside(edge, quad) < EDGE_MASK_INSIDE) return false;
  return clearOfEdges(quad, frame, WHOLE_CLEARANCE) || (agreement ?? maskAgreement(edge, quad, frame)) > 0;
}

export function loadEdgeMask() {
  return loadCardMask(weights as CardMaskWeights);
}

/** Whether every corner keeps `clearance` of the frame's short side from each edge. */
export function clearOfEdges(
  quad: readonly Point[],
  frame: Pick<Frame, 'width' | 'height'>,
  clearance = EDGE_CLEARANCE,
): boolean {
  const margin = clearance * Math.min(frame.width, frame.height);
  return quad.every(
    (p) =>
      p.x >= margin && p.y >= margin && frame.width - 1 - p.x >= margin && frame.height - 1 - p.y >= margin,
  );
}

/**
 * Whether the second mask sees a far shape as a card of its own inside the frame: its card under the
 * shape stays clear of the frame's edge, is no larger card round it, and fills the shape as a card to
 * capture must (MIN_LIKENESS). The first mask joins a far card to a sheet, receipts or a placemat
 * running to the edge and reads it as a piece of a cut card; the second stops at the card's edge
 * (decision 135: mixed grounds' far #7371, #9138, #60098).
 */
export function edgeMaskSeesSmallCard(edgeMask: CardMask, quad: Quad, frame: Frame): boolean {
  return (
    !cardAtEdge(edgeMask, quad) &&
    !partOfLargerCard(edgeMask, quad) &&
    maskAgreement(edgeMask, quad, frame) >= MIN_LIKENESS
  );
}

/** How far out past a side, in rings (ringOffset), the second mask is read for more card beyond it... */
const BEYOND_RINGS = 2.5;
/** ...and its mean there along a side above which the card goes on past a gap: the rest of a card whose
 * panel or block the second mask marks alone, across the dark line it learnt as a card's edge. */
const BEYOND_CARD = 0.4;
/** Where along each side it is read. */
const BEYOND_ALONG = [0.2, 0.35, 0.5, 0.65, 0.8];

/** Whether the second mask sees card again a little beyond a side of the quad, past the ring round it. */
export function edgeMaskSeesCardBeyond(edgeMask: CardMask, quad: Quad): boolean {
  const off = BEYOND_RINGS * ringOffset(edgeMask, quad);
  return outwardSides(quad).some(({ s, e, nx, ny }) => {
    let total = 0;
    for (const a of BEYOND_ALONG) {
      total += maskAt(edgeMask, { x: s.x + a * (e.x - s.x) + off * nx, y: s.y + a * (e.y - s.y) + off * ny });
    }
    return total / BEYOND_ALONG.length >= BEYOND_CARD;
  });
}
