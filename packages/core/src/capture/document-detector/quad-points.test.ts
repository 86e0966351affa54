import { describe, expect, it } from 'vitest';
import { holdsPoints, overlapEach } from './quad-points';

const box = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

describe('the late likeness asks which shapes lie round the kept one', () => {
  it('holds a block inside a card, and one sharing its border within the slack', () => {
    const card = box(0, 0, 160, 100);
    expect(holdsPoints(card, box(20, 20, 60, 40), 0.04)).toBe(true);
    // 3 px past the right side: within 4% of the short side (4 px), not within 2%.
    expect(holdsPoints(card, box(100, 20, 63, 40), 0.04)).toBe(true);
    expect(holdsPoints(card, box(100, 20, 63, 40), 0.02)).toBe(false);
  });

  it('tells two shapes sharing most of their area from a block a fraction of the card', () => {
    const card = box(0, 0, 160, 100);
    expect(overlapEach(card, box(10, 5, 160, 100), 0.7)).toBe(true);
    // Inside the card, but covering only a quarter of it.
    expect(overlapEach(card, box(0, 0, 80, 50), 0.7)).toBe(false);
    expect(overlapEach(card, box(120, 0, 160, 100), 0.7)).toBe(false);
  });
});
