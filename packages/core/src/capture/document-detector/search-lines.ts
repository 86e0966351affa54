// The edge maps and lines a frame's card is looked for among (find-card.ts): edges in luminance and in
// hue, and the oriented Hough transform's lines through both. In a dim frame, a third map of fainter
// luminance edges for measuring how much of each side a border covers (decision 152).
import { edgeMap } from './edges.ts';
import { houghLines } from './hough-lines.ts';
import type { GrayImage } from './luminance.ts';

/** Gradient below which the hue image (luminance.ts's chroma, twice R − B) has no edge. */
const MIN_HUE_STRENGTH = 6;

/**
 * The edge maps (luminance, and hue when the image has it) and the lines through them that the
 * search builds its shapes from; `npm run bench:explain` looks at a card's true sides with the same.
 */
export function searchLines(img: GrayImage, minStrength = 3, minShortSide = 14) {
  // Slots 0 and 1: the maps are not used once the card is found, so the next frame's reuse them.
  const edges = edgeMap(img, minStrength, 0);
  // The hue's edges too: a light blue card on white paper barely differs from it in brightness.
  const maps = img.chroma
    ? [edges, edgeMap({ data: img.chroma, width: img.width, height: img.height }, MIN_HUE_STRENGTH, 1)]
    : [edges];
  const lines = houghLines(maps, {
    minVotes: minShortSide,
    maxLines: 80,
    // A brick wall's rows, a newspaper's lines or a keyboard's rows give dozens of lines running the
    // way the card's sides do, most longer than its borders: 18 a direction left a card's side out
    // (decision 066).
    maxPerDirection: 24,
    fullStrength: 10,
  });
  // A dim frame shrinks every border's step with its brightness; a card both masks plainly see then
  // shows a few tenths of a side. Its sides are measured on fainter edges too, but the lines and the
  // checks keep the usual threshold: lines through fainter edges close shapes on a pale card's print
  // as readily as on its border.
  const dim = dimScale(img);
  const walkMaps = dim < 1 ? [edgeMap(img, minStrength * dim, 2), ...maps] : maps;
  return { edges, maps, lines, walkMaps };
}

/** The 98th percentile of a frame's luminance under which it is dim, and the least share of the edge
 * threshold a dim frame's side measure keeps (decision 152). */
const DIM_BRIGHT = 200;
const DIM_LEAST = 0.4;

/** The share of the edge threshold a frame's faint-edge map keeps: its 98th percentile of luminance
 * over DIM_BRIGHT, at least DIM_LEAST; 1 for a frame bright enough. */
export function dimScale(img: GrayImage): number {
  const counts = new Uint32Array(256);
  for (const v of img.data) counts[v] = (counts[v] as number) + 1;
  let above = counts[255] as number;
  let bright = 255;
  while (bright > 0 && above < 0.02 * img.data.length) {
    bright--;
    above += counts[bright] as number;
  }
  return Math.max(DIM_LEAST, Math.min(1, bright / DIM_BRIGHT));
}
