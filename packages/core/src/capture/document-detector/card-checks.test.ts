import { describe, expect, it } from 'vitest';
import { cornersNear } from '../../../testing/capture/document-detector/corners-near.ts';
import { sheetWithPrintEdges } from '../../../testing/capture/document-detector/sheet-with-print.ts';
import { lineThrough } from '../../../testing/capture/document-detector/line-through.ts';
import { mulberry32 } from '../../../testing/capture/document-detector/synthetic-card.ts';
import type { Point } from '../detector-port';
import { busyInside, detachedSide, insideLargerBlock, sideRefusal, truncatedSide } from './card-checks';
import { intersect, withDirection } from './line-pairs';
import { type EdgeMap, edgeMap } from './edges';
import { findCard, ID_ASPECT_RATIO } from './find-card';
import type { Line } from './hough-lines';
import type { GrayImage } from './luminance';
import { bestEvidence } from './side-evidence';

/**
 * A printed block of the ID's shape (a card's photo, say), 160 px wide, with lines of print; with
 * 'cut card', it lies 20 px from the bottom-left corner of a larger light card that goes on past the
 * image's top edge (a card the frame cuts); with 'stitching', a seam round a mat runs 12 px outside
 * its left and bottom sides, the table on both sides of it; else it lies on a plain table.
 */
function innerBlock(around: 'table' | 'cut card' | 'stitching'): {
  img: GrayImage;
  corners: [number, number][];
} {
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
      if (around === 'cut card' && x >= 20 && x < 330 && y < 200) level = 215;
      const seam = (x >= 27 && x < 29 && y >= 10 && y < 193) || (y >= 191 && y < 193 && x >= 27 && x < 380);
      if (around === 'stitching' && seam) level = 120;
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
  cornersNear(quad, corners, 4);

describe('insideLargerBlock (through findCard)', () => {
  it('takes a printed block of the right shape on a plain table for a card', () => {
    const { img, corners } = innerBlock('table');
    expect(isBlock(findCard(img)?.quad, corners)).toBe(true);
  });

  it('does not take the same block for a card when it sits in the corner of a larger card the frame cuts', () => {
    const { img, corners } = innerBlock('cut card');
    expect(isBlock(findCard(img)?.quad, corners)).toBe(false);
  });
});

describe('insideLargerBlock', () => {
  const check = (around: 'cut card' | 'stitching', lines: Line[]) => {
    const { img, corners } = innerBlock(around);
    const points = corners.map(([x, y]) => ({ x, y }));
    const sides = points.map((s, k) => {
      const e = points[(k + 1) % 4] as Point;
      return [s, e, lineThrough(s, e)] as const;
    });
    return insideLargerBlock(img, [edgeMap(img, 3)], sides, lines);
  };

  it('finds the block in the corner of a larger card: its margin lies between them, unlike the table', () => {
    expect(check('cut card', [upright(20), across(200)])).toBe(true);
  });

  it('does not take a seam round the block for a larger card: the table lies on both sides of it', () => {
    expect(check('stitching', [upright(27), upright(29), across(191), across(193)])).toBe(false);
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

  it('refuses a blank middle framed by print (a phone or a notebook with a checked cloth inside the shape)', () => {
    expect(card((u, v) => Math.max(Math.abs(u - 0.5), Math.abs(v - 0.5)) > 0.22)).toBe(false);
    // Print round a small blank patch in the middle (a photo's plain background) is a card.
    expect(card((u, v) => Math.max(Math.abs(u - 0.5), Math.abs(v - 0.5)) > 0.12)).toBe(true);
  });
});

/** The cable's right edge: through (82, 60) and about (73, 161), 5° from upright. */
const cable: Line = (() => {
  const theta = (5 * Math.PI) / 180;
  return { theta, rho: 82 * Math.cos(theta) + 60 * Math.sin(theta), votes: 0 };
})();

/** A cable's right edge through the card's bottom-left corner (100, 161) and (78.5, 60), 12° from
 * upright: a wedge of table 21.5 px wide at the top lies between it and the card. */
const wedge: Line = (() => {
  const theta = (-12 * Math.PI) / 180;
  return { theta, rho: 100 * Math.cos(theta) + 161 * Math.sin(theta), votes: 0 };
})();

/**
 * A printed card (x 100–260, y 60–161) on a table, with a dark cable lying 5° from upright 10–15% of
 * the card's width left of it (or along `cableEdge`), from above the card to below it. With `fingers`,
 * the card's two left corners are under fingers (of that radius) about as light as the card; with
 * `band`, a dark band is printed upright 12–16 px inside the card's left border.
 */
function cardBesideCable(fingers = 0, band = false, cableEdge = cable): { img: GrayImage; edges: EdgeMap } {
  const w = 320;
  const h = 220;
  const data = new Uint8Array(w * h);
  const random = mulberry32(5);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let level = 70;
      const across = cableEdge.rho - (x * Math.cos(cableEdge.theta) + y * Math.sin(cableEdge.theta));
      if (across > 0 && across <= 3 && y >= 30 && y < 190) level = 20;
      if (x >= 100 && x < 260 && y >= 60 && y < 161) {
        const printed = x > 115 && x < 245 && y > 72 && y < 150 && Math.floor(y / 4) % 3 === 0;
        level = printed && Math.floor(x / 6) % 4 !== 3 ? 40 : 200;
        if (band && x >= 112 && x < 116) level = 40;
      }
      if ((x - 100) ** 2 + Math.min(Math.abs(y - 60), Math.abs(y - 161)) ** 2 < fingers ** 2) level = 190;
      data[y * w + x] = level + (random() - 0.5) * 4;
    }
  }
  const img = { data, width: w, height: h };
  return { img, edges: edgeMap(img, 3) };
}

/**
 * The card of cardBesideCable, no cable, with a red band along its left border as dark as the table
 * (so the top and bottom borders fade out along it in the gray edges, and the left border shows in hue
 * only); its inner edge runs 4° from upright, 22 px inside at the top, 15 px at the bottom, as a band
 * seen at a slant does. With `word`, a title in light letters is printed on the band over a quarter of
 * its length (y 81–104, three letters with a pixel between them).
 */
function cardWithBand(word = false): { img: GrayImage; maps: EdgeMap[]; inner: Line } {
  const w = 320;
  const h = 220;
  const data = new Uint8Array(w * h);
  const chroma = new Uint8Array(w * h).fill(128);
  const random = mulberry32(7);
  const theta = Math.atan2(7, 101);
  const inner: Line = { theta, rho: 122 * Math.cos(theta) + 60 * Math.sin(theta), votes: 0 };
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let level = 70;
      if (x >= 100 && x < 260 && y >= 60 && y < 161) {
        const printed = x > 130 && x < 245 && y > 72 && y < 150 && Math.floor(y / 4) % 3 === 0;
        level = printed && Math.floor(x / 6) % 4 !== 3 ? 40 : 200;
        if (x * Math.cos(theta) + y * Math.sin(theta) < inner.rho) {
          const letter = word && x >= 104 && x < 113 && y >= 81 && y < 104 && (y - 81) % 8 < 7;
          level = letter ? 235 : 70;
          chroma[y * w + x] = letter ? 128 : 200;
        }
      }
      data[y * w + x] = level + (random() - 0.5) * 4;
    }
  }
  const img = { data, width: w, height: h, chroma };
  return { img, maps: [edgeMap(img, 3), edgeMap({ data: chroma, width: w, height: h }, 6, 1)], inner };
}

const upright = (x: number): Line => ({ theta: 0, rho: x, votes: 0 });
const across = (y: number): Line => ({ theta: Math.PI / 2, rho: y, votes: 0 });

const meet = (l1: Line, l2: Line) => intersect(withDirection(l1), withDirection(l2)) as Point;

/** The quad between the `left` line, x = 260, y = 60 and y = 161, with each side's evidence. */
function quadSides(maps: EdgeMap[], left: Line) {
  const [top, right, bottom] = [across(60), upright(260), across(161)];
  const [a, b, c, d] = [meet(left, top), meet(top, right), meet(right, bottom), meet(bottom, left)];
  const sides: [Point, Point, Line][] = [
    [a, b, top],
    [b, c, right],
    [c, d, bottom],
    [d, a, left],
  ];
  return { sides, found: sides.map(([s, e, line]) => bestEvidence(maps, s, e, line)) };
}

describe('detachedSide', () => {
  const lines = [across(60), across(161), upright(260), upright(100), cable];

  it('finds the side on the cable beside the card: the card’s borders stop short of it, at its own', () => {
    const { img, edges } = cardBesideCable();
    const { sides, found } = quadSides([edges], cable);
    expect(found.every((side) => side.share > 0.75)).toBe(true);
    expect(detachedSide(img, [edges], sides, found, lines, 0.45)).toBe(true);
  });

  it('finds the side on a cable that touches the card at one corner and leaves it by 13% of its width at the other', () => {
    const { img, edges } = cardBesideCable(0, false, wedge);
    const { sides, found } = quadSides([edges], wedge);
    expect(found.every((side) => side.share > 0.75)).toBe(true);
    expect(detachedSide(img, [edges], sides, found, [...lines, wedge], 0.45)).toBe(true);
  });

  it('keeps the card’s own sides', () => {
    const { img, edges } = cardBesideCable();
    const { sides, found } = quadSides([edges], upright(100));
    expect(detachedSide(img, [edges], sides, found, lines, 0.45)).toBe(false);
  });

  it('names the first check refusing a quad (sideRefusal): the cable runs on past the card; none refuses the card', () => {
    const { img, edges } = cardBesideCable();
    const beside = quadSides([edges], cable);
    expect(sideRefusal(img, [edges], beside.sides, beside.found, lines, 0.45)).toBe('a side runs on');
    const own = quadSides([edges], upright(100));
    expect(sideRefusal(img, [edges], own.sides, own.found, lines, 0.45)).toBeUndefined();
  });

  it('keeps a card whose two corners are under fingers: no border inside the side stands for it', () => {
    const { img, edges } = cardBesideCable(30);
    const { sides, found } = quadSides([edges], upright(100));
    expect(detachedSide(img, [edges], sides, found, lines, 0.45)).toBe(false);
  });

  it('keeps a side whose band, as dark as the table, turns a few degrees from it: the band is no table', () => {
    const { img, maps, inner } = cardWithBand();
    const { sides, found } = quadSides(maps, upright(100));
    expect(found.every((side) => side.share > 0.75)).toBe(true);
    expect(detachedSide(img, maps, sides, found, [...sides.map(([, , line]) => line), inner], 0.45)).toBe(
      false,
    );
  });

  it('keeps that side when the band carries a title: its letters do not make it the table', () => {
    const { img, maps, inner } = cardWithBand(true);
    const { sides, found } = quadSides(maps, upright(100));
    expect(found.every((side) => side.share > 0.75)).toBe(true);
    expect(detachedSide(img, maps, sides, found, [...sides.map(([, , line]) => line), inner], 0.45)).toBe(
      false,
    );
  });

  it('keeps a side with a band printed parallel inside it, its borders hidden up to the band', () => {
    const { img, edges } = cardBesideCable(16, true);
    const { sides, found } = quadSides([edges], upright(100));
    expect(detachedSide(img, [edges], sides, found, [...lines, upright(112)], 0.45)).toBe(false);
  });
});

describe('truncatedSide', () => {
  // A light sheet (x 40–280, y 20–181) on a dark table, a dark line of print across it at y 48–50.
  const edges = sheetWithPrintEdges();
  /** The quad's sides, each on the line through its two corners, and what the edges show along them. */
  const judge = (corners: Point[]) => {
    const sides = corners.map((s, k) => {
      const e = corners[(k + 1) % 4] as Point;
      return [s, e, lineThrough(s, e)] as const;
    });
    const found = sides.map(([s, e, line]) => bestEvidence([edges], s, e, line));
    return truncatedSide(sides, found);
  };
  const rect = (x0: number, y0: number, x1: number, y1: number) => [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ];

  it('refuses a piece of the sheet closed by the line of print: its side borders go on past it', () => {
    expect(judge(rect(40, 51, 280, 181))).toBe(true);
  });

  it('keeps the whole sheet, whose borders end at its corners', () => {
    expect(judge(rect(40, 20, 280, 181))).toBe(false);
  });
});
