// A finder's test scene: a light card with print lying on rows of a surface (planks, bricks) that run
// the way its long sides do, each row's border longer than the card's.
import { ID_ASPECT_RATIO } from '../../../src/capture/document-detector/card-geometry.ts';
import type { GrayImage } from '../../../src/capture/document-detector/luminance.ts';
import { boxCorners, onPrint } from './axis-card.ts';
import { mulberry32 } from './synthetic-card.ts';

export interface RowsScene {
  width: number;
  height: number;
  /** The card's top-left corner and width (its height is the ID's ratio of it). */
  x0: number;
  y0: number;
  cardWidth: number;
  /** A row every `pitch` px, shifted down by `offset`, in these gray levels in turn. */
  pitch: number;
  offset: number;
  shades: readonly number[];
  seed: number;
}

export function cardOnRows(scene: RowsScene): { img: GrayImage; corners: [number, number][] } {
  const { width: w, height: h, x0, y0, cardWidth: cw, pitch, offset, shades } = scene;
  const data = new Uint8Array(w * h);
  const random = mulberry32(scene.seed);
  const ch = cw / ID_ASPECT_RATIO;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = (x - x0) / cw;
      const v = (y - y0) / ch;
      const onCard = u >= 0 && u < 1 && v >= 0 && v < 1;
      const row = shades[Math.floor((y + offset) / pitch) % shades.length] as number;
      data[y * w + x] = (onCard ? (onPrint(u, v) ? 70 : 228) : row) + (random() - 0.5) * 6;
    }
  }
  return { img: { data, width: w, height: h }, corners: boxCorners(x0, y0, cw, ch) };
}
