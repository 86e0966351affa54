import { describe, expect, it } from 'vitest';
import { findCard } from './find-card';
import { cardOnRows } from '../../../testing/capture/document-detector/card-on-rows.ts';
import { cornersNear } from '../../../testing/capture/document-detector/corners-near.ts';

/**
 * A light card with print on narrow planks running the way its long sides do: a plank's border every
 * 9 px, each longer than the card's, so that the lines of that direction outnumber the 24 the frame's
 * line search keeps of it.
 */
const cardOnPlanks = () =>
  cardOnRows({
    width: 400,
    height: 300,
    x0: 120,
    y0: 95,
    cardWidth: 160,
    pitch: 9,
    offset: 0,
    shades: [80, 125, 165],
    seed: 5,
  });

/** The mask's outline of the card: a rectangle a few pixels off its borders, as its coarse cells give. */
const outlineOf = (corners: [number, number][]) =>
  corners.map(([x, y], k) => ({ x: x + (k === 0 || k === 3 ? -6 : 5), y: y + (k < 2 ? 4 : -5) }));

describe('findCard guided by the mask where the lines crowd a border out', () => {
  it("finds the card's borders near the mask's outline when the frame's lines close no card", () => {
    const { img, corners } = cardOnPlanks();
    // Without the outline, the planks' lines crowd the card's long sides out of the search.
    expect(cornersNear(findCard(img)?.quad, corners, 3)).toBe(false);
    expect(cornersNear(findCard(img, { guide: () => outlineOf(corners) })?.quad, corners, 3)).toBe(true);
  });

  it('finds nothing near an outline with no card under it', () => {
    const { img } = cardOnPlanks();
    const empty = [
      { x: 10, y: 200 },
      { x: 110, y: 200 },
      { x: 110, y: 263 },
      { x: 10, y: 263 },
    ];
    expect(findCard(img, { guide: () => empty })).toBeUndefined();
  });
});
