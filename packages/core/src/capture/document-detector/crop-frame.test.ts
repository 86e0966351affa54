import { describe, expect, it } from 'vitest';
import { cropFrame } from './crop-frame';

describe('cropFrame', () => {
  it('copies the window’s pixels', () => {
    const data = new Uint8ClampedArray(4 * 4 * 4).map((_, i) => i);
    const out = cropFrame({ data, width: 4, height: 4 }, { x0: 1, y0: 2, x1: 3, y1: 4 });
    expect(out.width).toBe(2);
    // Pixel (1, 2) of a 4-wide image starts at byte (2 * 4 + 1) * 4 = 36.
    expect(Array.from(out.data.subarray(0, 4))).toEqual([36, 37, 38, 39]);
  });
});
