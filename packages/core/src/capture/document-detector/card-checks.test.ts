import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../testing/capture/document-detector/synthetic-card.ts';
import { busyInside } from './card-checks';
import { edgeMap } from './edges';
import { findCard, ID_ASPECT_RATIO } from './find-card';
import type { GrayImage } from './luminance';

/**
 * A printed block of the ID's shape (a card's photo, say), 160 px wide, with lines of print; with
 * `cutCard`, it lies 20 px from the bottom-left corner of a larger light card that goes on past the
 * image's top edge (a card the frame cuts), else on a plain table.
 */
function innerBlock(cutCard: boolean): { img: GrayImage; corners: [number, number][] } {
  const w = 400;
  const h = 225;
  const data = new Uint8Array(w * h);
  const random = mulberry32(3);
  const bw = 160;
  const bh = bw / ID_ASPECT_RATIO;
  const [x0, y0] = [40, 180 - bh];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = (x - x0) / bw;
      const v = (y - y0) / bh;
      let level = 70;
      if (cutCard && x >= 20 && x < 330 && y < 200) level = 215;
      if (u >= 0 && u < 1 && v >= 0 && v < 1) {
        const printed = u > 0.1 && u < 0.9 && v > 0.12 && v < 0.88 && Math.floor(v * 24) % 3 === 0;
        level = printed && Math.floor(u * 20) % 4 !== 3 ? 40 : 160;
      }
      data[y * w + x] = level + (random() - 0.5) * 4;
    }
  }
  return {
    img: { data, width: w, height: h },
    corners: [
      [x0, y0],
      [x0 + bw, y0],
      [x0 + bw, y0 + bh],
      [x0, y0 + bh],
    ],
  };
}

const isBlock = (quad: readonly { x: number; y: number }[] | undefined, corners: [number, number][]) =>
  quad?.every((p, k) => Math.hypot(p.x - (corners[k]?.[0] ?? 0), p.y - (corners[k]?.[1] ?? 0)) < 4) ?? false;

describe('insideLargerBlock (through findCard)', () => {
  it('takes a printed block of the right shape on a plain table for a card', () => {
    const { img, corners } = innerBlock(false);
    expect(isBlock(findCard(img)?.quad, corners)).toBe(true);
  });

  it('does not take the same block for a card when it sits in the corner of a larger card the frame cuts', () => {
    const { img, corners } = innerBlock(true);
    expect(isBlock(findCard(img)?.quad, corners)).toBe(false);
  });
});

describe('busyInside', () => {
  // A 240 x 151 card at (40, 30) whose print (rows of dashes) covers the quarters `printed` says.
  const card = (printed: (u: number, v: number) => boolean) => {
    const w = 320;
    const h = 220;
    const data = new Uint8Array(w * h).fill(200);
    const corners = [
      { x: 40, y: 30 },
      { x: 280, y: 30 },
      { x: 280, y: 181 },
      { x: 40, y: 181 },
    ];
    for (let y = 30; y < 181; y++) {
      for (let x = 40; x < 280; x++) {
        const u = (x - 40) / 240;
        const v = (y - 30) / 151;
        const ink = u > 0.12 && u < 0.88 && v > 0.12 && v < 0.88 && y % 6 < 2 && x % 10 < 7;
        if (ink && printed(u, v)) data[y * w + x] = 40;
      }
    }
    return busyInside(edgeMap({ data, width: w, height: h }, 3), corners);
  };

  it('takes a card printed all over, or with one plain quarter (a licence’s blank top right)', () => {
    expect(card(() => true)).toBe(true);
    expect(card((u, v) => !(u > 0.5 && v < 0.5))).toBe(true);
  });

  it('refuses a block with print in two quarters or none (a sheet, a screen, a panel)', () => {
    expect(card((u) => u < 0.5)).toBe(false);
    expect(card(() => false)).toBe(false);
  });
});
