// What the card-mask model's likeness (mask-agreement.ts) lets a candidate of find-card.ts be: no card
// under MIN_LIKENESS (FAR_MIN_LIKENESS for a shape only ever asked nearer), a card its borders alone do
// not show from LIKED up, and a side fingers or glare mostly hide still counting where the frame's edge
// cannot make it a cut card's.
import type { Point } from '../detector-port.ts';
import { longShare, tooFar } from '../card-guide.ts';
import { orderCorners } from './fitted-quad.ts';
import type { GrayImage } from './luminance.ts';

/** Least likeness (card-mask.ts) of a card: a true card mostly scores 0.6–1, a block of its print
 * or a larger shape around it under 0.5, a keyboard or a sheet of paper near 0. 0.5 rather than 0.4
 * (or 0.3) leaves uncaptured the last A4 sheet of the drawn development set (--per 12, 0.42) and a
 * quad half on a cut card, half on the keyboard beside it (development photo 10_06, 0.49); no whole
 * development card scores between 0.4 and 0.5 (decision 060). */
export const MIN_LIKENESS = 0.5;

/** A shape too small to capture needs this much likeness only: it is only ever asked nearer (901),
 * and the mask's cells, a thirty-second of the frame, take in the table round a far card, whose
 * likeness falls a little. Wider far cards flat on a table scored 0.47 (decision 095). */
export const FAR_MIN_LIKENESS = 0.4;

/** Least coverage of each border of a shape too small to capture that needs no likeness when its
 * corners read rounded (firmShape): the masks mark a far card on a printed sheet with the sheet,
 * and like it 0.1–0.3 (mixed far #95466, #17164). 0.75 lets a thumb hide a quarter of a side. */
export const FIRM_FAR_SIDE = 0.75;
/** …and least share of the frame its long side spans (card-guide.ts longShare): checks of a gingham
 * tablecloth make small shapes of a card's ratio with firm borders and corners that read rounded
 * (development none #19316: 0.1; a cut card's frame, #97637 in the sample `--per 40 --from 12`: 0.2). The
 * drawn far cards span 0.22–0.47; under a quarter of the frame a card is left to the masks. */
export const FIRM_FAR_LEAST_SHARE = 0.25;
/** Least coverage of each border of a shape close enough to capture that needs no likeness when its
 * corners read rounded: both masks like a close card 0–0.4 on receipts or at a slant (mixed #8744,
 * #41915, #43344), whose borders show 0.9 and more. A close shape is captured, a far one only asked
 * nearer: the bar is higher. 0.75 passed one more mixed card, with its corners off (decision 155). */
export const FIRM_CLOSE_SIDE = 0.85;

/**
 * Whether a shape's borders all show firmly (`least`, its least side coverage): at FIRM_CLOSE_SIDE or
 * more when it is close enough to capture; at FIRM_FAR_SIDE or more when too small to, spanning
 * FIRM_FAR_LEAST_SHARE of the frame or more. With rounded corners, such a shape is a card whatever the
 * masks say of it (decisions 154, 155).
 */
export function firmShape(least: number, quad: readonly Point[], width: number, height: number): boolean {
  const ordered = orderCorners(quad);
  if (!tooFar(ordered, width, height)) return least >= FIRM_CLOSE_SIDE;
  return least >= FIRM_FAR_SIDE && longShare(ordered, width, height) >= FIRM_FAR_LEAST_SHARE;
}

/** Whether the mask likes a shape too little for a card (MIN_LIKENESS; FAR_MIN_LIKENESS when too far). */
export function tooUnlike(like: number, corners: readonly Point[], img: GrayImage): boolean {
  return (
    like < MIN_LIKENESS && (like < FAR_MIN_LIKENESS || !tooFar(orderCorners(corners), img.width, img.height))
  );
}

/** Whether the mask's word lets the sides mostly hidden (covered under `minSideSupport`) count: fingers
 * or glare may hide three quarters of a side the mask still sees, but not a side that ends near the
 * frame's edge, where a cut card looks the same to the mask (the side closing it may be a line of its
 * print). A weak side away from the edge is spared on a card near it: the sides near the edge show
 * themselves, and the judge's cutByFrame still looks past their corners at full resolution. */
export function sideSpared(
  sides: readonly { s: Point; e: Point; share: number }[],
  like: number,
  img: GrayImage,
  minSideSupport: number,
): boolean {
  if (like < LIKED) return false;
  return sides.every(
    ({ s, e, share }) => share >= minSideSupport || (share >= LIKED_SIDE_SUPPORT && !nearEdge([s, e], img)),
  );
}

/** A point closer to the image's edge than this share of its short side. */
function nearEdge(points: readonly Point[], img: GrayImage): boolean {
  const margin = EDGE_MARGIN * Math.min(img.width, img.height);
  return points.some(
    (p) => p.x < margin || p.y < margin || p.x > img.width - 1 - margin || p.y > img.height - 1 - margin,
  );
}
const EDGE_MARGIN = 0.04;

/** A side's least coverage when the mask's likeness is at least LIKED: fingers or glare may hide
 * three quarters of a side the mask still sees. */
export const LIKED_SIDE_SUPPORT = 0.25;
/** The likeness at which the mask vouches for a card its borders alone do not show. */
export const LIKED = 0.6;
