import { describe, expect, it } from 'vitest';
import { cardGuide, MIN_FRAME_SHARE, tooFar } from './card-guide';

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
    expect(tooFar({ x: guide.x, y: 0 }, { x: guide.x + guide.width, y: 0 }, width, height)).toBe(false);
    const small = 0.9 * MIN_FRAME_SHARE * width;
    expect(tooFar({ x: 0, y: 0 }, { x: small, y: 0 }, width, height)).toBe(true);
  });

  it('measures a card held upright against the frame height', () => {
    // 60% of a 720 px width would pass across; upright it spans 34% of 1280 and is too far.
    expect(tooFar({ x: 0, y: 0 }, { x: 0, y: 432 }, 720, 1280)).toBe(true);
    expect(tooFar({ x: 0, y: 0 }, { x: 432, y: 0 }, 720, 1280)).toBe(false);
  });
});
