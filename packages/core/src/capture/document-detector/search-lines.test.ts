import { describe, expect, it } from 'vitest';
import { boxCorners, onPrint } from '../../../testing/capture/document-detector/axis-card.ts';
import { mulberry32 } from '../../../testing/capture/document-detector/synthetic-card.ts';
import { findCard, ID_ASPECT_RATIO } from './find-card';
import type { GrayImage } from './luminance';
import { dimScale } from './search-lines';

/** A printed card on a light ground with darker patches, as the downscaled gray image, every level
 * times `light`: at 0.3 (a dim room) the card's margin is 4.5 levels lighter than the ground, under the
 * usual edge threshold, and a third of each border, beside the patches, shows the usual edge. */
function cardOnGround(light: number): { img: GrayImage; corners: [number, number][] } {
  const w = 400;
  const h = 225;
  const data = new Uint8Array(w * h);
  const random = mulberry32(11);
  const [x0, y0] = [80, 40];
  const cw = 240;
  const ch = cw / ID_ASPECT_RATIO;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = (x - x0) / cw;
      const v = (y - y0) / ch;
      const card = u >= 0 && u < 1 && v >= 0 && v < 1;
      const patch = (Math.floor(x / 30) + Math.floor(y / 30)) % 3 === 0;
      const level = card ? (onPrint(u, v) ? 60 : 200) : patch ? 120 : 185;
      data[y * w + x] = Math.round(level * light + (random() - 0.5) * 4);
    }
  }
  return { img: { data, width: w, height: h }, corners: boxCorners(x0, y0, cw, ch) };
}

describe('a dim frame', () => {
  it('keeps the edge threshold in a bright frame and lowers it in proportion in a dim one', () => {
    expect(dimScale(cardOnGround(1).img)).toBe(1);
    expect(dimScale(cardOnGround(0.6).img)).toBeCloseTo(0.6, 1);
    expect(dimScale(cardOnGround(0.2).img)).toBe(0.4);
  });

  it('finds a card whose borders dimming has made fainter than the usual threshold', () => {
    for (const light of [1, 0.3]) {
      const { img, corners } = cardOnGround(light);
      const card = findCard(img);
      expect(card, `light ${light}`).toBeDefined();
      card?.quad.forEach((p, k) => {
        expect(Math.abs(p.x - (corners[k]?.[0] ?? 0))).toBeLessThan(3);
        expect(Math.abs(p.y - (corners[k]?.[1] ?? 0))).toBeLessThan(3);
      });
    }
  });
});
