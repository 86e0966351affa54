// For tests: the edges of a light card (x 60–260, y 40–160) on a dark ground of 320 × 200, the ground
// as light as the card wherever `rubbed` says, so that the border there shows no edge.
import { type EdgeMap, edgeMap } from '../../../src/capture/document-detector/edges.ts';

export function rubbedCard(rubbed: (x: number, y: number) => boolean): EdgeMap {
  const w = 320;
  const h = 200;
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inside = x >= 60 && x < 260 && y >= 40 && y < 160;
      data[y * w + x] = inside || rubbed(x, y) ? 200 : 40;
    }
  }
  return edgeMap({ data, width: w, height: h }, 3);
}
