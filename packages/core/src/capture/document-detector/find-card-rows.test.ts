import { describe, expect, it } from 'vitest';
import { findCard } from './find-card';
import { cardOnRows } from '../../../testing/capture/document-detector/card-on-rows.ts';
import { cornersNear } from '../../../testing/capture/document-detector/corners-near.ts';

/**
 * A light card with print on rows of planks (or bricks) that run the way its long sides do: a row's
 * border every 14 px (too far apart to count as a grating, hough-lines.ts), each longer than the
 * card's, and with the pieces the card leaves of them and the print inside, some 40 lines of that
 * one direction among the frame's. With 18 kept per direction (before issue 23's session 19) the
 * card's own two were crowded out.
 */
const scene = (): ReturnType<typeof cardOnRows> =>
  cardOnRows({
    width: 400,
    height: 225,
    x0: 110,
    y0: 62,
    cardWidth: 170,
    pitch: 14,
    offset: 3,
    shades: [85, 150],
    seed: 11,
  });

describe('findCard among many lines of one direction', () => {
  it("keeps the card's borders among the rows of a surface running the same way (corners within 2 px)", () => {
    const { img, corners } = scene();
    expect(cornersNear(findCard(img)?.quad, corners, 2)).toBe(true);
  });
});
