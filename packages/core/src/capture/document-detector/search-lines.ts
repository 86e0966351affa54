// The edge maps and lines a frame's card is looked for among (find-card.ts): edges in luminance and in
// hue, and the oriented Hough transform's lines through both.
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
  return { edges, maps, lines };
}
