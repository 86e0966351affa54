import { describe, expect, it } from 'vitest';
import type { GrayImage } from './luminance';
import { FIRM_CLOSE_SIDE, FIRM_FAR_SIDE, firmShape, LIKED, sideSpared } from './mask-word';

describe("sideSpared: which sides a hand or glare may hide on the mask's word", () => {
  // A 400×225 search image: 4% of its short side is 9 px. A card close to the left edge.
  const img = { data: new Uint8Array(400 * 225), width: 400, height: 225 } as GrayImage;
  const corners = [
    { x: 4, y: 20 },
    { x: 330, y: 20 },
    { x: 330, y: 215 },
    { x: 4, y: 215 },
  ];
  const sides = (shares: number[]) =>
    corners.map((s, k) => ({
      s,
      e: corners[(k + 1) % 4] as (typeof corners)[number],
      share: shares[k] as number,
    }));

  it('spares a weak side away from the edge, on a card the mask vouches for, near the edge', () => {
    // The right side (k = 1) is hidden by a thumb; the left one, by the frame's edge, shows itself.
    expect(sideSpared(sides([0.9, 0.3, 0.9, 0.9]), LIKED, img, 0.45)).toBe(true);
  });

  it('never spares a weak side that ends near the edge: a line of print may close a cut card there', () => {
    expect(sideSpared(sides([0.9, 0.9, 0.9, 0.3]), 0.99, img, 0.45)).toBe(false);
    // The top side runs from the left edge: one end near it is enough.
    expect(sideSpared(sides([0.3, 0.9, 0.9, 0.9]), 0.99, img, 0.45)).toBe(false);
  });

  it("spares nothing below a quarter, or without the mask's word", () => {
    expect(sideSpared(sides([0.9, 0.2, 0.9, 0.9]), 0.99, img, 0.45)).toBe(false);
    expect(sideSpared(sides([0.9, 0.3, 0.9, 0.9]), LIKED - 0.01, img, 0.45)).toBe(false);
  });
});

describe('firmShape: a shape whose borders alone make it a card, with rounded corners', () => {
  // A 1280×720 frame; a card's ratio, its long side a share of the frame's width.
  const card = (share: number) => {
    const w = share * 1280;
    const h = w / 1.586;
    return [
      { x: 100, y: 100 },
      { x: 100 + w, y: 100 },
      { x: 100 + w, y: 100 + h },
      { x: 100, y: 100 + h },
    ];
  };

  it('asks every border of a close shape to show 0.85 or more: a close card is captured', () => {
    expect(firmShape(FIRM_CLOSE_SIDE, card(0.7), 1280, 720)).toBe(true);
    expect(firmShape(0.8, card(0.7), 1280, 720)).toBe(false);
  });

  it('asks less of a far shape, which is only asked nearer, but no less than a quarter of the frame', () => {
    expect(firmShape(0.8, card(0.4), 1280, 720)).toBe(true);
    expect(firmShape(FIRM_FAR_SIDE - 0.01, card(0.4), 1280, 720)).toBe(false);
    expect(firmShape(1, card(0.2), 1280, 720)).toBe(false);
  });
});
