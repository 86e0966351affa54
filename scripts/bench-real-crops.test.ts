// The cropped cut cards of `bench:cards --real`: each crop is a camera-shaped window of the photo whose
// edge cuts the card by the stated share, with the ground truth moved into the window.
import { describe, expect, it } from 'vitest';
import { measureCard } from '../apps/web/e2e/card-scenes/pose.ts';
import { ALL_DEPTHS, allCropsOf, cropsOf } from './bench-real-crops.ts';

// A card across a 1080x1920 portrait photo, x 140..940, y 700..1205.
const card = [
  { x: 140, y: 700 },
  { x: 940, y: 700 },
  { x: 940, y: 1205 },
  { x: 140, y: 1205 },
];

describe('cropsOf', () => {
  it('cuts the card on each side of the frame by the rotating depth, keeping the photo’s aspect ratio', () => {
    const crops = cropsOf(card, 1080, 1920, 0);
    expect(crops.map((c) => [c.side, c.depth])).toEqual([
      ['left', 0.03],
      ['top', 0.08],
      ['right', 0.15],
      ['bottom', 0.3],
    ]);
    for (const c of crops) {
      const w = c.x1 - c.x0;
      const h = c.y1 - c.y0;
      expect(Math.abs(w / h - 1080 / 1920)).toBeLessThan(0.01);
      expect(measureCard(c.quad, w, h).cut).toBe(true);
    }
    const left = crops[0];
    // 3% of the card's 800 px cut off on the left: the frame starts at x = 164.
    expect(left?.x0).toBe(164);
    expect(left?.quad[0]).toEqual({ x: 140 - 164, y: 700 - (left?.y0 ?? 0) });
    const bottom = crops[3];
    // 30% of its 505 px cut off at the bottom: the frame ends at y = 1205 - 151.5.
    expect(bottom?.y1).toBe(Math.round(1053.5));
  });

  it('with --all-crops, cuts every side at every depth, each crop the same as the rotating one at that depth', () => {
    const crops = allCropsOf(card, 1080, 1920);
    expect(crops).toHaveLength(4 * ALL_DEPTHS.length);
    expect(new Set(crops.map((c) => `${c.side} ${c.depth}`)).size).toBe(crops.length);
    // The 3% left crop is the one cropsOf gives the first photo.
    expect(crops.find((c) => c.side === 'left' && c.depth === 0.03)).toEqual(cropsOf(card, 1080, 1920, 0)[0]);
    for (const c of crops) expect(measureCard(c.quad, c.x1 - c.x0, c.y1 - c.y0).cut).toBe(true);
  });
});
