import { describe, expect, it } from 'vitest';
import { frameOf, type Rgb } from '../../../testing/capture/document-detector/frame-of.ts';
import { maskOf } from '../../../testing/capture/document-detector/mask-of.ts';
import type { Point } from '../detector-port';
import { MIN_LIKENESS } from './mask-word';
import { maskAgreement } from './mask-agreement';

const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

describe('maskAgreement', () => {
  const card = maskOf([320, 160, 960, 560]);

  it('scores the whole card near 1', () => {
    expect(maskAgreement(card, box(320, 160, 960, 560))).toBeGreaterThan(0.8);
  });

  it('scores 0 for a large piece of the card (its photo and the border beside it), which the card goes on past', () => {
    // Card on three sides of the ring is no card, on the fourth all card: a mean alone would say 0.75.
    expect(maskAgreement(card, box(320, 160, 576, 560))).toBe(0);
  });

  it('still weighs a small card held in a hand the mask half marks, for the judge to send nearer', () => {
    const held = maskOf([520, 300, 720, 426], [720, 260, 900, 520]);
    expect(maskAgreement(held, box(520, 300, 720, 426))).toBeGreaterThan(MIN_LIKENESS);
  });

  describe('with the frame: a ring the mask marks but whose colours are not the card’s is no piece', () => {
    const WOOD: Rgb = [120, 80, 40];
    const CARD: Rgb = [235, 235, 225];
    const LAPTOP: Rgb = [70, 72, 78];

    it('keeps a whole card beside a laptop the mask takes for more card', () => {
      const frame = frameOf(WOOD, [[320, 160, 960, 560], CARD], [[960, 160, 1240, 560], LAPTOP]);
      const mask = maskOf([320, 160, 1240, 560]);
      expect(maskAgreement(mask, box(320, 160, 960, 560))).toBe(0);
      expect(maskAgreement(mask, box(320, 160, 960, 560), frame)).toBeGreaterThan(MIN_LIKENESS);
    });

    it('still scores 0 for a piece of the card, whose ring has the card’s colours', () => {
      const frame = frameOf(WOOD, [[320, 160, 960, 560], CARD]);
      expect(maskAgreement(card, box(320, 160, 576, 560), frame)).toBe(0);
    });

    it('keeps a card whose laptop beside it runs to the frame’s edge a third of the card’s height away', () => {
      // Room beyond the side: 140 px, 0.35 of the card's short side (decision 080: 0.6 was needed before).
      const frame = frameOf(WOOD, [[500, 160, 1140, 560], CARD], [[1140, 160, 1280, 560], LAPTOP]);
      const mask = maskOf([500, 160, 1280, 560]);
      expect(maskAgreement(mask, box(500, 160, 1140, 560), frame)).toBeGreaterThan(MIN_LIKENESS);
    });

    it('spares no quad with a corner at the frame’s edge: the frame may cut the card by a sliver', () => {
      const frame = frameOf(WOOD, [[8, 160, 648, 560], CARD], [[648, 160, 928, 560], LAPTOP]);
      expect(maskAgreement(maskOf([8, 160, 928, 560]), box(8, 160, 648, 560), frame)).toBe(0);
    });
  });
});
