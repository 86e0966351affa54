import { describe, expect, it } from 'vitest';
import { edgeMap, NO_EDGE } from './edges';
import type { EdgeMap } from './edges';
import type { Line } from './hough-lines';
import { bestEvidence, evidence, walkSide } from './side-evidence';
import { runsOn } from './side-fit';
import { rubbedCard } from '../../../testing/capture/document-detector/rubbed-card.ts';

/** Half the card's top border rubbed out: above its left half, the ground is as light as the card. */
const map = () => rubbedCard((x, y) => y < 40 && x < 160);

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

describe('which edge pixels run along a side', () => {
  // One edge pixel, at the centre of a 3x3 map, of each angle and polarity, walked by sides of several
  // directions through it.
  const pixel = (angle: number, flipped: boolean): EdgeMap => {
    const map: EdgeMap = {
      width: 3,
      height: 3,
      strength: new Float32Array(9),
      angle: new Uint8Array(9).fill(NO_EDGE),
      flipped: new Uint8Array(9),
      pixels: new Int32Array([4]),
      count: 1,
    };
    map.angle[4] = angle;
    map.flipped[4] = flipped ? 1 : 0;
    map.strength[4] = 10;
    return map;
  };

  it("counts a gradient up to 12° from the side's normal either way, its polarity flipping across the wrap at 0°/180°", () => {
    // Negative directions too: a line's theta may be below 0.
    for (const side of [-170, -6, 0, 7, 90, 172, 179]) {
      const line: Line = { theta: (side * Math.PI) / 180, rho: 0, votes: 0 };
      for (let angle = 0; angle < 180; angle++) {
        for (const flipped of [false, true]) {
          const seen = new Set<number>();
          walkSide(pixel(angle, flipped), { x: 1, y: 1 }, { x: 1, y: 1 }, line, 0, 1, 0, (_k, _x, _y, p) =>
            seen.add(p),
          );
          const turn = Math.abs(angle - side);
          const expected = turn <= 12 ? (flipped ? 2 : 1) : 180 - turn <= 12 ? (flipped ? 1 : 2) : undefined;
          expect([...seen], `side ${side}°, pixel ${angle}°${flipped ? ' flipped' : ''}`).toEqual(
            expected ? [expected] : [],
          );
        }
      }
    }
  });
});

describe('a walk asked for a share', () => {
  // Two maps of a noisy, blotchy image (edges of every direction and polarity): the luminance's and a
  // second one, as the hue's is beside it.
  const next = (() => {
    let a = 11;
    return () => {
      a = (Math.imul(a, 1103515245) + 12345) >>> 0;
      return a / 4294967296;
    };
  })();
  const noise = (w: number, h: number) => {
    const data = new Uint8Array(w * h);
    const blobs = Array.from({ length: 40 }, () => ({ x: next() * w, y: next() * h, r: 5 + 30 * next() }));
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        data[y * w + x] = blobs.some((b) => (x - b.x) ** 2 + (y - b.y) ** 2 < b.r * b.r)
          ? 180
          : 60 + 40 * next();
    return edgeMap({ data, width: w, height: h }, 3);
  };
  const maps = [noise(200, 150), noise(200, 150)];

  it("gives the full walk's evidence whenever the share reaches what was asked, and a share under it otherwise", () => {
    let reached = 0;
    let under = 0;
    for (let i = 0; i < 300; i++) {
      const theta = next() * Math.PI;
      const s = { x: 20 + 160 * next(), y: 15 + 120 * next() };
      const length = 20 + 100 * next();
      const e = { x: s.x - Math.sin(theta) * length, y: s.y + Math.cos(theta) * length };
      const line: Line = { theta, rho: s.x * Math.cos(theta) + s.y * Math.sin(theta), votes: 0 };
      const full = bestEvidence(maps, s, e, line);
      // Around the side's own share, so that both ways come up.
      const ask = full.share * (0.5 + next());
      const asked = bestEvidence(maps, s, e, line, ask);
      if (full.share >= ask) {
        expect(asked).toEqual(full);
        reached++;
      } else {
        expect(asked.share).toBeLessThan(ask);
        under++;
      }
    }
    // Both ways are tried.
    expect(Math.min(reached, under)).toBeGreaterThan(30);
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

describe('evidence walks as walkSide does', () => {
  /** A noisy edge map: random angles, polarities and strengths, a third of the pixels edges. */
  function noisy(seed: number): EdgeMap {
    const w = 90;
    const h = 70;
    let r = seed;
    const next = () => {
      r = (r * 1103515245 + 12345) % 2147483648;
      return r / 2147483648;
    };
    const angle = new Uint8Array(w * h).fill(NO_EDGE);
    const flipped = new Uint8Array(w * h);
    const strength = new Float32Array(w * h);
    for (let i = 0; i < w * h; i++) {
      if (next() > 0.33) continue;
      angle[i] = Math.floor(next() * 180);
      flipped[i] = next() < 0.5 ? 1 : 0;
      strength[i] = 10 + next() * 90;
    }
    return { width: w, height: h, angle, flipped, strength, pixels: new Int32Array(0), count: 0 };
  }

  it('finds the share and strength walkSide visits, on sides in every direction and past the edge', () => {
    for (let n = 0; n < 60; n++) {
      const edges = noisy(n + 1);
      const theta = ((n * 37) % 360) * (Math.PI / 180) - Math.PI;
      const s = { x: 5 + ((n * 13) % 80), y: -5 + ((n * 7) % 75) };
      const e = { x: s.x + 60 * Math.sin(theta), y: s.y - 60 * Math.cos(theta) };
      const line: Line = { theta, rho: s.x * Math.cos(theta) + s.y * Math.sin(theta), votes: 0 };
      const best = new Map<string, number>();
      const samples = walkSide(edges, s, e, line, 0.07, 0.93, 2, (k, _x, _y, polarity, strength) => {
        const key = `${k}:${polarity}`;
        best.set(key, Math.max(best.get(key) ?? 0, strength));
      });
      const hits = (p: number) => [...best.keys()].filter((k) => k.endsWith(`:${p}`));
      const polarity = hits(1).length >= hits(2).length ? 1 : 2;
      const mine = hits(polarity);
      const strength = mine.reduce((sum, k) => sum + (best.get(k) as number), 0) / (mine.length || 1);
      const found = evidence(edges, s, e, line);
      expect(found.share).toBe(mine.length / samples);
      expect(found.polarity).toBe(polarity);
      expect(found.strength).toBeCloseTo(strength, 3);
    }
  });
});
