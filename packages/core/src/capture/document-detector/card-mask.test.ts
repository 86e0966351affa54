import { describe, expect, it } from 'vitest';
import type { Point } from '../detector-port';
import { type CardMaskWeights, loadCardMask } from './card-mask';
import { maskAgreement, maskAt } from './mask-agreement';
import weights from './card-mask-weights.json' with { type: 'json' };
import edgeWeights from './card-mask-edge-weights.json' with { type: 'json' };
import { MIN_LIKENESS } from './mask-word';
import { renderScene } from '../../../testing/capture/document-detector/synthetic-card.ts';

const model = loadCardMask(weights as CardMaskWeights);

/** The card's corners of core's synthetic scene (synthetic-card.ts: cx, cy, width, angle 0). */
function cardQuad(cx: number, cy: number, width: number, k = 1): Point[] {
  const w = (k * width) / 2;
  const h = (k * width) / 1.5858 / 2;
  return [
    { x: cx - w, y: cy - h },
    { x: cx + w, y: cy - h },
    { x: cx + w, y: cy + h },
    { x: cx - w, y: cy + h },
  ];
}

describe('card-mask model', () => {
  it.each([
    ['the shipped mask', weights as CardMaskWeights],
    ["decision 106's second mask", edgeWeights as CardMaskWeights],
  ])('%s answers as torch did when it was trained (the probe stored with the weights)', (_, stored) => {
    // train.py's probe_input: channel c at (x, y) is ((7x + 13y + 29c) mod 256) / 255, 128×72.
    const width = 128;
    const height = 72;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (let c = 0; c < 4; c++)
          data[(y * width + x) * 4 + c] = c === 3 ? 255 : (x * 7 + y * 13 + c * 29) % 256;
    const mask = loadCardMask(stored)({ data, width, height });
    expect([mask.width, mask.height]).toEqual([32, 18]);
    const diffs = Array.from(mask.data, (v, i) => Math.abs(v - (stored.probe[i] as number)));
    expect(Math.max(...diffs)).toBeLessThan(1e-3);
  });

  it('marks a card on a table and not the table, in landscape and portrait frames', () => {
    for (const [width, height] of [
      [1280, 720],
      [720, 1280],
    ] as const) {
      const card = { cx: width / 2, cy: height / 2, width: 0.7 * width };
      const mask = model(renderScene({ width, height, card }));
      expect(maskAt(mask, { x: card.cx, y: card.cy })).toBeGreaterThan(0.8);
      expect(maskAt(mask, { x: 0.05 * width, y: 0.05 * height })).toBeLessThan(0.2);
      const whole = maskAgreement(mask, cardQuad(card.cx, card.cy, card.width));
      expect(whole).toBeGreaterThan(0.6);
      // A block inside the card, and a larger shape around it, are no card.
      expect(maskAgreement(mask, cardQuad(card.cx, card.cy, card.width, 0.6))).toBeLessThan(whole / 2);
      expect(maskAgreement(mask, cardQuad(card.cx, card.cy, card.width, 1.35))).toBeLessThan(0.75 * whole);
    }
  });

  it('finds no card on an empty table', () => {
    const mask = model(renderScene({ width: 1280, height: 720 }));
    expect(Math.max(...mask.data)).toBeLessThan(0.5);
    expect(maskAgreement(mask, cardQuad(640, 360, 900))).toBeLessThan(MIN_LIKENESS);
  });
});
