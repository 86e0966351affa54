import { describe, expect, it } from 'vitest';
import type { Point } from './detector-port';
import { cardGuide, MIN_FRAME_SHARE, tooFar } from './card-guide';

/** An upright rectangle's corners, clockwise from the top left. */
const rect = (x: number, y: number, w: number, h: number): Point[] => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

describe('card guide and the 901 rule', () => {
  it.each([
    [720, 1280],
    [1280, 720],
    [1080, 1920],
    [640, 480],
  ])('in a %i×%i frame the drawn guide is larger than the smallest card that passes', (width, height) => {
    const guide = cardGuide(width, height);
    expect(guide.width).toBeGreaterThan(MIN_FRAME_SHARE * width);
    // A card that fills the guide is close enough; one at 90% of the smallest share is too far.
    expect(tooFar(rect(guide.x, guide.y, guide.width, guide.height), width, height)).toBe(false);
    const small = 0.9 * MIN_FRAME_SHARE * width;
    expect(tooFar(rect(0, 0, small, small / 1.586), width, height)).toBe(true);
  });

  it('measures a card held upright against the frame height', () => {
    // 60% of a 720 px width would pass across; upright it spans 34% of 1280 and is too far.
    expect(tooFar(rect(0, 0, 272, 432), 720, 1280)).toBe(true);
    expect(tooFar(rect(0, 0, 432, 272), 720, 1280)).toBe(false);
  });

  it('measures a card seen in perspective by both its long edges, whichever corner comes first', () => {
    // Near edge 460 px, far edge 340 px of a 720 px width: the mean, 400 px, is 56% (close enough),
    // though the far edge alone is 47%.
    const trapezoid = [
      { x: 190, y: 500 },
      { x: 530, y: 500 },
      { x: 590, y: 760 },
      { x: 130, y: 760 },
    ];
    for (let k = 0; k < 4; k++) {
      const turned = [...trapezoid.slice(k), ...trapezoid.slice(0, k)];
      expect(tooFar(turned, 720, 1280)).toBe(false);
    }
    // Both edges 10% shorter: the mean, 360 px, is 50%, too far.
    const smaller = trapezoid.map((p) => ({ x: 360 + 0.9 * (p.x - 360), y: p.y }));
    expect(tooFar(smaller, 720, 1280)).toBe(true);
  });
});
