import { describe, expect, it } from 'vitest';
import { edgeMap } from './edges';
import type { Line } from './hough-lines';
import { evidence, runsOn } from './side-evidence';

/** A light rectangle (x 60–260, y 40–160) on a dark ground, half its top border rubbed out. */
function map() {
  const w = 320;
  const h = 200;
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const inside = x >= 60 && x < 260 && y >= 40 && y < 160;
      // Above the left half of the top border, the ground is as light as the card.
      const rubbed = y < 40 && x < 160;
      data[y * w + x] = inside || rubbed ? 200 : 40;
    }
  }
  return edgeMap({ data, width: w, height: h }, 3);
}

const top: Line = { theta: Math.PI / 2, rho: 40, votes: 0 };
const left: Line = { theta: 0, rho: 60, votes: 0 };

describe('evidence along a side', () => {
  const edges = map();

  it('gives the same share whether or not it may give up, when the side reaches the bar', () => {
    const s = { x: 60, y: 160 };
    const e = { x: 60, y: 40 };
    const full = evidence(edges, s, e, left);
    expect(full.share).toBeGreaterThan(0.9);
    expect(evidence(edges, s, e, left, 0.07, 0.93, 2, 0.45)).toEqual(full);
  });

  it('gives up on a side that cannot reach the bar, with a share still below it', () => {
    const s = { x: 60, y: 40 };
    const e = { x: 260, y: 40 };
    const full = evidence(edges, s, e, top);
    expect(full.share).toBeLessThan(0.6);
    const early = evidence(edges, s, e, top, 0.07, 0.93, 2, 0.75);
    expect(early.share).toBeLessThan(0.75);
    expect(early.share).toBeGreaterThanOrEqual(full.share);
  });
});

describe('runsOn', () => {
  // A light card (x 60–200, y 40–128) on a dark ground; past its right corners, from x 200, a band
  // (y 0–40 or y 40–80) as light as the card lines up with its top border.
  const edges = (band: 'above' | 'below') => {
    const w = 320;
    const h = 200;
    const data = new Uint8Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const card = x >= 60 && x < 200 && y >= 40 && y < 128;
        const light = x >= 200 && (band === 'above' ? y < 40 : y >= 40 && y < 80);
        data[y * w + x] = card || light ? 200 : 40;
      }
    }
    return edgeMap({ data, width: w, height: h }, 3);
  };
  const s = { x: 60, y: 40 };
  const e = { x: 200, y: 40 };

  it('takes an edge of the same polarity past the corner for the border going on', () => {
    const map = edges('below');
    expect(runsOn(s, e, top, evidence(map, s, e, top))).toBe(true);
  });

  it('does not take an edge of the other polarity lined up with the border for it', () => {
    const map = edges('above');
    expect(runsOn(s, e, top, evidence(map, s, e, top))).toBe(false);
  });
});
