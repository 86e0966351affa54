import { describe, expect, it } from 'vitest';
import type { GrayImage } from './luminance';
import { LIKED, sideSpared } from './mask-word';

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
