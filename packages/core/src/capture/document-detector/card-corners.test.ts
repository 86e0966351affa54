// An ID-1 card's corners are rounded, a sheet's or a pad's square (card-corners.ts).
import { describe, expect, it } from 'vitest';
import type { Point } from '../detector-port';
import { renderScene } from '../../../testing/capture/document-detector/synthetic-card.ts';
import { cornerInsets, roundedCorners, SQUARE_INSET, squareCorners } from './card-corners';
import { ID_ASPECT_RATIO } from './find-card';

const W = 1280;
const H = 720;
// The card's outline as the judge's quad gives it: its sides' lines, meeting past the rounded corners.
const card = { cx: 640, cy: 360, width: 900 };
const quad: Point[] = [
  { x: 190, y: 360 - 450 / ID_ASPECT_RATIO },
  { x: 1090, y: 360 - 450 / ID_ASPECT_RATIO },
  { x: 1090, y: 360 + 450 / ID_ASPECT_RATIO },
  { x: 190, y: 360 + 450 / ID_ASPECT_RATIO },
];

describe('cornerInsets', () => {
  it('reads a rounded ID-1 corner about 1.5% of the width inside the corner point, a square one at it', () => {
    const rounded = cornerInsets(renderScene({ width: W, height: H, card }), quad);
    // 0.414 × 3.18 / 85.6 = 1.54% of the width.
    for (const inset of rounded) expect(inset).toBeCloseTo(0.0154, 2);
    const square = cornerInsets(renderScene({ width: W, height: H, card, squareCorners: true }), quad);
    for (const inset of square) expect(Math.abs(inset as number)).toBeLessThan(SQUARE_INSET / 2);
  });

  it('reads no corner where the card and the table do not differ, or past the frame’s edge', () => {
    const frame = renderScene({ width: W, height: H });
    expect(cornerInsets(frame, quad)).toEqual([undefined, undefined, undefined, undefined]);
    const offFrame = quad.map((p) => ({ x: p.x - 400, y: p.y }));
    const insets = cornerInsets(renderScene({ width: W, height: H, card: { ...card, cx: 240 } }), offFrame);
    expect(insets[0]).toBeUndefined();
    expect(insets[3]).toBeUndefined();
  });
});

describe('squareCorners', () => {
  it('says square for a sheet of the card’s ratio, not for the card', () => {
    expect(squareCorners(renderScene({ width: W, height: H, card, squareCorners: true }), quad)).toBe(true);
    expect(squareCorners(renderScene({ width: W, height: H, card }), quad)).toBe(false);
  });

  it('needs three square corners: a card with one corner read square (a finger on it) is still a card', () => {
    const frame = renderScene({ width: W, height: H, card });
    // Fill the top-left corner's rounding with the card's light base, as a light finger there might.
    const r = Math.ceil((3.18 / 85.6) * 900);
    const [x0, y0] = [190, Math.ceil(quad[0]?.y ?? 0)];
    for (let y = y0; y < y0 + r; y++) {
      for (let x = x0; x < x0 + r; x++) frame.data.set([226, 230, 222], (y * W + x) * 4);
    }
    const insets = cornerInsets(frame, quad);
    expect(Math.abs(insets[0] as number)).toBeLessThan(SQUARE_INSET);
    expect(squareCorners(frame, quad)).toBe(false);
  });
});

describe('roundedCorners', () => {
  it('says rounded for the card, not for a sheet of its ratio, nor where no corner can be read', () => {
    expect(roundedCorners(renderScene({ width: W, height: H, card }), quad)).toBe(true);
    expect(roundedCorners(renderScene({ width: W, height: H, card, squareCorners: true }), quad)).toBe(false);
    expect(roundedCorners(renderScene({ width: W, height: H }), quad)).toBe(false);
  });

  it('needs three: a card with two corners hidden (fingers on them) is not vouched for', () => {
    const frame = renderScene({ width: W, height: H, card });
    const r = Math.ceil((3.18 / 85.6) * 900);
    const y0 = Math.ceil(quad[0]?.y ?? 0);
    for (const x0 of [190, 1090 - r]) {
      for (let y = y0; y < y0 + r; y++) {
        for (let x = x0; x < x0 + r; x++) frame.data.set([226, 230, 222], (y * W + x) * 4);
      }
    }
    expect(roundedCorners(frame, quad)).toBe(false);
    // One hidden corner leaves three.
    const one = renderScene({ width: W, height: H, card });
    for (let y = y0; y < y0 + r; y++) {
      for (let x = 190; x < 190 + r; x++) one.data.set([226, 230, 222], (y * W + x) * 4);
    }
    expect(roundedCorners(one, quad)).toBe(true);
  });
});
