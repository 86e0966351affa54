import { describe, expect, it } from 'vitest';
import { maskOf } from '../../../testing/capture/document-detector/mask-of.ts';
import type { Point } from '../detector-port';
import { MIN_LIKENESS } from './find-card';
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
});
