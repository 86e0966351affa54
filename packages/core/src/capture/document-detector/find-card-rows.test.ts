import { describe, expect, it } from 'vitest';
import { findCard, ID_ASPECT_RATIO } from './find-card';
import type { GrayImage } from './luminance';
import { boxCorners, onPrint } from '../../../testing/capture/document-detector/axis-card.ts';
import { cornersNear } from '../../../testing/capture/document-detector/corners-near.ts';
import { mulberry32 } from '../../../testing/capture/document-detector/synthetic-card.ts';

/**
 * A light card with print on rows of planks (or bricks) that run the way its long sides do: a row's
 * border every 14 px (too far apart to count as a grating, hough-lines.ts), each longer than the
 * card's, and with the pieces the card leaves of them and the print inside, some 40 lines of that
 * one direction among the frame's. With 18 kept per direction (before issue 23's session 19) the
 * card's own two were crowded out.
 */
function cardOnRows(): { img: GrayImage; corners: [number, number][] } {
  const w = 400;
  const h = 225;
  const data = new Uint8Array(w * h);
  const random = mulberry32(11);
  const [x0, y0] = [110, 62];
  const cw = 170;
  const ch = cw / ID_ASPECT_RATIO;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = (x - x0) / cw;
      const v = (y - y0) / ch;
      const onCard = u >= 0 && u < 1 && v >= 0 && v < 1;
      const row = Math.floor((y + 3) / 14) % 2 === 0 ? 85 : 150;
      data[y * w + x] = (onCard ? (onPrint(u, v) ? 70 : 228) : row) + (random() - 0.5) * 6;
    }
  }
  return {
    img: { data, width: w, height: h },
    corners: boxCorners(x0, y0, cw, ch),
  };
}

describe('findCard among many lines of one direction', () => {
  it("keeps the card's borders among the rows of a surface running the same way (corners within 2 px)", () => {
    const { img, corners } = cardOnRows();
    expect(cornersNear(findCard(img)?.quad, corners, 2)).toBe(true);
  });
});
