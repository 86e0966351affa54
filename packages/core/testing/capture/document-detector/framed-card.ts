// A card with a light margin round a darker printed face on a chosen ground, as the gray and hue
// images of luminance.ts: the finder's tests of the card round a block of it (outer-card.ts).
import type { GrayImage } from '../../../src/capture/document-detector/luminance.ts';
import { ID_ASPECT_RATIO } from '../../../src/capture/document-detector/find-card.ts';
import { boxCorners, onPrint } from './axis-card.ts';
import { mulberry32 } from './synthetic-card.ts';

const W = 400;
const H = 225;
const [X0, Y0, CW] = [90, 45, 220];
const CH = CW / ID_ASPECT_RATIO;
/** Where the card lies in the 400 × 225 image (gray pixels). */
export const FRAMED = { X0, Y0, CW, CH };

export type Ground = (x: number, y: number, random: () => number) => [number, number];

/** A carpet: grey-brown speckle. */
export const carpet: Ground = (_x, _y, random) => [95 + 40 * random(), 150 + 10 * random()];

/** Tiles of 40 px with light grout; one grout line runs down 12 px right of the card. */
export const tiles: Ground = (x, y) => {
  const grout = (((x - (X0 + CW + 12)) % 40) + 40) % 40 < 2 || y % 40 < 2;
  return grout ? [225, 130] : [140, 150];
};

/** A checked cloth of 9 px squares. */
export const checks: Ground = (x, y) =>
  (Math.floor(x / 9) + Math.floor(y / 9)) % 2 ? [235, 128] : [70, 190];

/**
 * A card with a light margin round a darker printed face, as the gray and hue images of luminance.ts.
 * `hidden` (a share of the long side, centred) of its top and bottom borders lie under a band of
 * glare-like speckle, so its borders are weaker than the face's. `marginAt` paints the margin instead
 * of its plain light colour.
 */
export function framedCard(ground: Ground, hidden = 0, margin = 0.1, marginAt?: Ground) {
  const data = new Uint8Array(W * H);
  const chroma = new Uint8Array(W * H);
  const random = mulberry32(11);
  const my = margin * CH;
  const mx = my * ID_ASPECT_RATIO;
  for (let x = 0; x < W; x++) {
    const reach = 3 + 6 * random();
    for (let y = 0; y < H; y++) {
      const i = y * W + x;
      const u = (x - X0) / CW;
      const v = (y - Y0) / CH;
      const noise = (random() - 0.5) * 4;
      const onCard = u >= 0 && u < 1 && v >= 0 && v < 1;
      const covered =
        Math.abs(u - 0.5) < hidden / 2 && Math.min(Math.abs(y - Y0), Math.abs(y - Y0 - CH)) < reach;
      const onFace = x >= X0 + mx && x < X0 + CW - mx && y >= Y0 + my && y < Y0 + CH - my;
      const ink = onFace && onPrint((x - X0 - mx) / (CW - 2 * mx), (y - Y0 - my) / (CH - 2 * my));
      const [l, c] = covered
        ? [60 + 160 * random(), 128]
        : onFace
          ? ink
            ? [225, 128]
            : [80, 175]
          : onCard
            ? (marginAt?.(x, y, random) ?? [220, 124])
            : ground(x, y, random);
      data[i] = l + noise;
      chroma[i] = c + noise;
    }
  }
  return {
    img: { data, width: W, height: H, chroma } satisfies GrayImage,
    card: boxCorners(X0, Y0, CW, CH),
    face: boxCorners(X0 + mx, Y0 + my, CW - 2 * mx, CH - 2 * my),
  };
}
