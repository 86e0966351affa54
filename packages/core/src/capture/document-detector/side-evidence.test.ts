import { describe, expect, it } from 'vitest';
import { edgeMap } from './edges';
import type { EdgeMap } from './edges';
import type { Line } from './hough-lines';
import { bestEvidence, evidence, runsOn } from './side-evidence';

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

describe('bestEvidence on a side whose card turns from lighter to darker than the table along it', () => {
  // A card (x 60–260, y top–top+120) on a mid-grey table; `ground(x)` is the card's grey at x.
  const scene = (top: number, ground: (x: number) => number) => {
    const w = 320;
    const h = 200;
    const data = new Uint8Array(w * h).fill(120);
    for (let y = top; y < top + 120; y++) for (let x = 60; x < 260; x++) data[y * w + x] = ground(x);
    return {
      maps: [edgeMap({ data, width: w, height: h }, 3)],
      line: { theta: Math.PI / 2, rho: top, votes: 0 },
    };
  };
  // A two-tone card: light on the left half, dark on the right (a band, a picture, two colours).
  const twoTone = (x: number) => (x < 160 ? 210 : 30);

  it('counts the whole border, though each polarity covers only half of it', () => {
    const { maps, line } = scene(40, twoTone);
    const s = { x: 60, y: 40 };
    const e = { x: 260, y: 40 };
    expect(evidence(maps[0] as EdgeMap, s, e, line).share).toBeLessThan(0.6);
    expect(bestEvidence(maps, s, e, line).share).toBeGreaterThan(0.9);
  });

  it('gains nothing on a border whose polarity keeps changing (a texture, not a card)', () => {
    const { maps, line } = scene(40, (x) => (Math.floor(x / 12) % 2 ? 210 : 30));
    const s = { x: 60, y: 40 };
    const e = { x: 260, y: 40 };
    const single = evidence(maps[0] as EdgeMap, s, e, line).share;
    expect(bestEvidence(maps, s, e, line).share).toBeLessThan(single + 0.1);
  });

  it("takes no switch on a side near the image's edge (print across a card the frame cuts)", () => {
    const { maps, line } = scene(8, twoTone);
    expect(bestEvidence(maps, { x: 60, y: 8 }, { x: 260, y: 8 }, line).share).toBeLessThan(0.6);
  });
});
