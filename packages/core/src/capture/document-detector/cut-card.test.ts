import { describe, expect, it } from 'vitest';
import type { Frame, Quad } from '../detector-port';
import { cutByFrame, outsideFrame } from './cut-card';

/** A light card (x0..x1 × y0..y1, clipped by the frame) on a dark table. */
function cardFrame(x0: number, x1: number, y0: number, y1: number): Frame {
  const width = 720;
  const height = 1280;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= x0 && x < x1 && y >= y0 && y < y1;
      const v = inside ? 220 : 40;
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

const quad = (x0: number, x1: number, y0: number, y1: number): Quad => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

describe('cutByFrame', () => {
  it('calls a card cut when its top and bottom borders run on to the frame edge past a corner found inside it', () => {
    // The card goes on to x = 760, past the 720 px frame; a line of its print closed it at x = 700.
    expect(cutByFrame(cardFrame(60, 760, 440, 840), quad(60, 700, 440, 840))).toBe(true);
  });

  it('does not call a card cut whose corner is right at the edge but whose borders end there', () => {
    expect(cutByFrame(cardFrame(3, 700, 440, 880), quad(3, 700, 440, 880))).toBe(false);
    expect(cutByFrame(cardFrame(40, 680, 440, 844), quad(40, 680, 440, 844))).toBe(false);
  });
});

describe('cutByFrame and what lines up with a border', () => {
  it('does not call a card cut when what runs on past its corner has the other polarity', () => {
    // Past the card's top-right corner (x 700–720), a light object above the border's line and the
    // dark table below: as strong an edge as the card's top border, but light over dark.
    const frame = cardFrame(60, 700, 440, 840);
    const runOn = (over: number, under: number) => {
      for (let y = 400; y < 480; y++) {
        for (let x = 700; x < 720; x++) {
          const v = y < 440 ? over : under;
          frame.data.set([v, v, v, 255], (y * frame.width + x) * 4);
        }
      }
      return cutByFrame(frame, quad(60, 700, 440, 840));
    };
    expect(runOn(220, 40)).toBe(false);
    // The same edge with the card's polarity (dark over light) is the card going on.
    expect(runOn(40, 220)).toBe(true);
  });

  it('does not call a card cut when what runs on past its corner is a thin line, not a step', () => {
    // A light thread of the tablecloth, 3 px wide, lined up with the top border past the corner: as
    // strong as the border three pixels either side of it, but table on both sides further out.
    const frame = cardFrame(60, 700, 440, 840);
    for (let y = 441; y < 444; y++)
      for (let x = 700; x < 720; x++) frame.data.set([220, 220, 220, 255], (y * frame.width + x) * 4);
    expect(cutByFrame(frame, quad(60, 700, 440, 840))).toBe(false);
  });
});

describe("cutByFrame and the table's own lines", () => {
  it('does not call a card cut when the step running on past its corner has the table on both sides', () => {
    // Past the card's top-right corner, a check of a gingham cloth lined up with the top border: dark
    // above, a mid-grey square below, as strong a step as the border and of its polarity, but the side
    // where the card would go on is the cloth, not the card's light face (decision 126).
    const frame = cardFrame(60, 700, 440, 840);
    const runOn = (under: number) => {
      for (let y = 400; y < 480; y++)
        for (let x = 700; x < 720; x++) {
          const v = y < 440 ? 10 : under;
          frame.data.set([v, v, v, 255], (y * frame.width + x) * 4);
        }
      return cutByFrame(frame, quad(60, 700, 440, 840));
    };
    expect(runOn(110)).toBe(false);
    // The card's own face past the corner: it goes on beyond the edge.
    expect(runOn(220)).toBe(true);
  });
});

describe('outsideFrame', () => {
  const frame = { data: new Uint8ClampedArray(0), width: 720, height: 1280 };
  it('calls a quad with any corner beyond the frame outside, by however little', () => {
    // 3 px past the right edge: within the 1% (7.2 px) that used to be let through.
    expect(outsideFrame(quad(60, 723, 440, 840), frame)).toBe(true);
    expect(outsideFrame(quad(-1, 700, 440, 840), frame)).toBe(true);
    expect(outsideFrame(quad(60, 700, 440, 1281), frame)).toBe(true);
  });

  it('keeps a quad whose corners lie on or inside the edge', () => {
    expect(outsideFrame(quad(0, 720, 0, 1280), frame)).toBe(false);
    expect(outsideFrame(quad(60, 700, 440, 840), frame)).toBe(false);
  });
});
