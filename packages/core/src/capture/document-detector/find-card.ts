// Finds an ID card in a small gray image as four straight borders rather than a closed outline: a
// thumb over an edge, fingers or a hand touching the card, glare or a textured table break an
// outline but leave most of each border standing. Lines come from an oriented Hough transform
// (search-lines.ts, hough-lines.ts); two pairs of nearly parallel lines, nearly perpendicular to each
// other and spaced in the ID's 1.5858 ratio, make a candidate; a candidate is kept when edges running
// along each of its four sides cover most of it, and the best one is the best supported, larger ones
// preferred (an inner block of the card is a rectangle too). Edges are taken in luminance and in hue
// (red minus blue): a light blue card on white paper with print around it stands out in hue alone.
// The shapes are weighed in card-among.ts: the quads of the right shape come from card-shapes.ts, the
// walk along their sides from walk-sides.ts, the looks inside and around a candidate from
// card-checks.ts. When the judge gives the card-mask model's likeness (card-mask.ts,
// mask-agreement.ts), it weighs each candidate's score, refuses a shape with no card in it, lets a side
// fingers or glare mostly hide still count (mask-word.ts), and keeps a block inside a card it likes
// clearly more from replacing it; a block that won on its borders gives way to the card round it when
// what lies between them is the card's margin (outer-card.ts). When no shape closes where the mask
// outlines a card, the search is made again from the edges near that outline alone (guided-lines.ts):
// a surface's lines running the card's way may have crowded a border out. When still no shape is a
// card, those the likeness alone refused are weighed on a late likeness (the judge's second mask,
// decision 110). A card held still is looked for first along the last frame's (tracked-card.ts).
import type { Point } from '../detector-port.ts';
import type { GrayImage } from './luminance.ts';
import { cardAmong } from './card-among.ts';
import type { AmongOptions, CardCandidate } from './card-candidate.ts';
import { ID_ASPECT_RATIO } from './card-geometry.ts';
import { searchLines } from './search-lines.ts';
import { linesNear, takenAlongLast } from './tracked-card.ts';
import { dist } from './side-evidence.ts';

export { dist };

export { ID_ASPECT_RATIO };

export interface FindCardOptions extends AmongOptions {
  /** Gradient (gray levels per pixel) below which a pixel is no edge. */
  minStrength?: number;
  /**
   * The card the last frame showed (corners in order, gray-image pixels): a card found along its sides
   * whose corners moved at most `within` of its long side is the answer (see findCard).
   */
  near?: { quad: readonly Point[]; within: number };
}

export function findCard(img: GrayImage, options: FindCardOptions = {}): CardCandidate | undefined {
  const { minStrength = 3, minShortSide = 14, near } = options;
  const found = searchLines(img, minStrength, minShortSide);
  // The card of the last frame is looked for first among the lines along its sides alone: found there,
  // as still as the judge asks for a pass, it is the card the whole search finds in a frame that has
  // hardly changed (or a shape a line beside it makes, a pixel or two off), in a fraction of the
  // time. The mask's outline and its late word are left to the whole search.
  if (near) {
    const only = linesNear(found.lines, near.quad);
    const card =
      only.length >= 4 &&
      cardAmong(img, found, { ...options, guide: undefined, lateLikeness: undefined }, only);
    if (card && takenAlongLast(card, near)) return card;
  }
  return cardAmong(img, found, options);
}
