import { describe, expect, it } from 'vitest';
import { maskOf } from '../../../testing/capture/document-detector/mask-of.ts';
import { type Box, frameOf, type Rgb } from '../../../testing/capture/document-detector/frame-of.ts';
import type { Frame, Quad } from '../detector-port';
import { cardPastEdge, groundBesideCorner, readPastEdge } from './card-past-edge';

const quad = ([x0, y0, x1, y1]: Box): Quad => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

const WOOD: Rgb = [120, 80, 40];
const CARD: Rgb = [235, 235, 225];
const PHOTO: Rgb = [190, 150, 120];

describe('cardPastEdge', () => {
  it('finds the card going on out of the frame beyond a side its own print closed 80 px inside', () => {
    // The card runs from x = −30 (out of the frame); the border of its photo at x = 80 closed the quad.
    const frame = frameOf(WOOD, [[0, 120, 900, 640], CARD], [[80, 200, 300, 560], PHOTO]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([80, 120, 900, 640]))).toBe(true);
  });

  it('finds a card cut by a fifth whose photo’s border closed the quad 250 px inside the edge', () => {
    // Past the ring around the quad (104 px here), the card's ground runs on to the frame's edge.
    const frame = frameOf(WOOD, [[0, 120, 900, 640], CARD], [[140, 200, 240, 560], PHOTO]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([250, 120, 900, 640]))).toBe(true);
  });

  it('finds a card cut by a fifth when the mask is unsure by the edge but every colour there is the card’s', () => {
    // A cell half on the card's photo and half on the hand holding it: 0.55, under 0.75 (decision 074).
    const frame = frameOf(WOOD, [[0, 120, 900, 640], CARD]);
    const mask = maskOf([0, 120, 900, 640]);
    for (let y = 0; y < mask.height; y++)
      for (let x = 0; x < 8; x++)
        mask.data[y * mask.width + x] = 0.55 * (mask.data[y * mask.width + x] as number);
    expect(cardPastEdge(frame, mask, quad([250, 120, 900, 640]))).toBe(true);
  });

  it('finds a card cut by a fifth when half the colours by the edge are its face photo’s, near the table’s', () => {
    // Skin is nearer a wooden table than the card's print; the mask is sure of the card (decision 074).
    const SKIN: Rgb = [135, 92, 58];
    const frame = frameOf(WOOD, [[100, 120, 150, 640], SKIN], [[0, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([250, 120, 900, 640]))).toBe(true);
  });

  it('passes a whole card when a sheet lies by the edge farther from it than a cut card’s missing part', () => {
    // 340 px of table (0.65 of the card's short side), then a white sheet the mask takes for card.
    const frame = frameOf(WOOD, [[0, 120, 360, 640], CARD], [[700, 120, 1240, 640], CARD]);
    const mask = maskOf([0, 120, 360, 640], [700, 120, 1240, 640]);
    expect(cardPastEdge(frame, mask, quad([700, 120, 1240, 640]))).toBe(false);
  });

  it('passes a whole card whose side lies a cell or more from the edge with the table beyond it', () => {
    const frame = frameOf(WOOD, [[80, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([80, 120, 900, 640]), quad([80, 120, 900, 640]))).toBe(false);
  });

  it('passes a whole card when the mask alone marks what lies beyond it (a tablecloth it mistakes)', () => {
    // Between the side and the edge the colours are the table's, as around the card's other sides.
    const frame = frameOf(WOOD, [[80, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([80, 120, 900, 640]))).toBe(false);
  });

  it('passes a whole card when the colours alone say card (a light table by a white card)', () => {
    const frame = frameOf(WOOD, [[0, 120, 80, 640], CARD], [[80, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([80, 120, 900, 640]), quad([80, 120, 900, 640]))).toBe(false);
  });

  it('finds a card cut by a few per cent whose print closed the quad less than a cell from the edge', () => {
    // Decision 088: 25 px of card by the edge (cells of 40 px), its top and bottom borders running on.
    const frame = frameOf(WOOD, [[25, 200, 300, 560], PHOTO], [[0, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([25, 120, 900, 640]))).toBe(true);
  });

  it('passes a whole card less than a cell from the edge when no border runs on past its corners', () => {
    // A white sheet along the edge: the mask's cell there and the colours both say card, but the
    // card's top and bottom borders stop at its corners (decision 088).
    const frame = frameOf(WOOD, [[0, 0, 18, 720], CARD], [[25, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([25, 120, 900, 640]))).toBe(false);
  });

  it('finds a card cut by a couple of per cent whose side lies nearer the edge than a third of a cell', () => {
    // Decision 093: 10 px of card by the edge (cells of 40 px), its top and bottom borders running on.
    const frame = frameOf(WOOD, [[0, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([10, 120, 900, 640]))).toBe(true);
  });

  it('does not take the borders alone as witness for a shape the finder refused for them', () => {
    // A shape round a whole card (a sheet's edge, a shadow) runs on past its corners for what it is.
    const frame = frameOf(WOOD, [[0, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([10, 120, 900, 640]), true)).toBe(false);
  });

  it('does not read the colours nearer the edge than a third of a cell: they are the side’s blur', () => {
    // A white sheet's edge along the frame's, 10 px from a whole card: the mask's cell there and the
    // colours both say card, but the card's top and bottom borders stop at its corners.
    const frame = frameOf(WOOD, [[0, 0, 6, 720], CARD], [[10, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([10, 120, 900, 640]))).toBe(false);
  });
});

describe('cardPastEdge on a pale ground (decision 129)', () => {
  // A sheet within the card's own colours (22 RGB from its ground), lit as brightly as the card by the
  // frame's left edge: there the colours are the card's and the mask spreads over it.
  const SHEET: Rgb = [222, 222, 212];
  const LIT: [Box, Rgb] = [[0, 0, 78, 720], CARD];
  const INK: Rgb = [40, 40, 40];

  it('passes a whole card whose side lies within the ring from the edge, the plain sheet beyond it', () => {
    // 80 px of room (two cells, inside the ring of 104 px): the card's top and bottom borders stop at
    // its corners, so nothing says the card goes on.
    const frame = frameOf(SHEET, LIT, [[80, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([80, 120, 900, 640]))).toBe(false);
  });

  it('still finds a card the frame cuts on that sheet: its borders run on past the corners to the edge', () => {
    const frame = frameOf(SHEET, [[0, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([80, 120, 900, 640]))).toBe(true);
  });

  it('still finds it when the strip by the edge holds print: the witnesses alone decide there', () => {
    // Lines of a heading between the block the finder closed and the edge: a card's, not a sheet's.
    const lines = Array.from({ length: 42 }, (_, i): [Box, Rgb] => [
      [10, 124 + 12 * i, 70, 127 + 12 * i],
      INK,
    ]);
    const frame = frameOf(SHEET, ...lines, LIT, [[80, 120, 900, 640], CARD]);
    expect(cardPastEdge(frame, maskOf([0, 120, 900, 640]), quad([80, 120, 900, 640]))).toBe(true);
  });
});

describe('readPastEdge', () => {
  it('reads the colours alone when the mask is unsure of the card’s part by the edge (decision 113)', () => {
    // The card runs out of the frame on the left; the first mask hardly marks that part (its photo),
    // so the judge asks the second mask rather than passing the card.
    const frame = frameOf(WOOD, [[0, 120, 900, 640], CARD]);
    const mask = maskOf([250, 120, 900, 640]);
    expect(readPastEdge(frame, mask, quad([250, 120, 900, 640]))).toBe('colours');
    expect(cardPastEdge(frame, mask, quad([250, 120, 900, 640]))).toBe(false);
  });

  it('reads the card when both witnesses see it go on, and nothing beside a whole card on the table', () => {
    const cut = frameOf(WOOD, [[0, 120, 900, 640], CARD]);
    expect(readPastEdge(cut, maskOf([0, 120, 900, 640]), quad([250, 120, 900, 640]))).toBe('card');
    const whole = frameOf(WOOD, [[250, 120, 900, 640], CARD]);
    expect(readPastEdge(whole, maskOf([250, 120, 900, 640]), quad([250, 120, 900, 640]))).toBeUndefined();
  });

  it('reads nothing where the mask alone marks card and the colours are the table’s', () => {
    const frame = frameOf(WOOD, [[250, 120, 900, 640], CARD]);
    expect(readPastEdge(frame, maskOf([0, 120, 900, 640]), quad([250, 120, 900, 640]))).toBeUndefined();
  });
});

describe('groundBesideCorner', () => {
  // A card turned about 15°, its top-left corner found at the frame's left edge.
  const found: Quad = [
    { x: 2, y: 260 },
    { x: 780, y: 52 },
    { x: 900, y: 500 },
    { x: 122, y: 708 },
  ];
  const inQuad = (x: number, y: number) =>
    found.every((s, k) => {
      const e = found[(k + 1) % 4] as (typeof found)[number];
      return (e.x - s.x) * (y - s.y) - (e.y - s.y) * (x - s.x) >= 0;
    });
  /** The table, the card's ground inside the quad, and more ground where `more` says. */
  function scene(more: (x: number, y: number) => boolean): Frame {
    const frame = frameOf(WOOD);
    for (let y = 0; y < frame.height; y++)
      for (let x = 0; x < frame.width; x++)
        if (inQuad(x, y) || more(x, y)) frame.data.set([...CARD, 255], (y * frame.width + x) * 4);
    return frame;
  }

  it('finds the card going on along the frame’s edge beside a corner its print closed there', () => {
    // The real border lies 60 px further out: the frame clips the card's corner.
    const clipped = scene((x, y) => x < 60 && y > 260 && y < 700);
    expect(groundBesideCorner(clipped, found)).toBe(true);
  });

  it('passes a whole card whose corner just touches the edge, with the table beside it', () => {
    expect(
      groundBesideCorner(
        scene(() => false),
        found,
      ),
    ).toBe(false);
  });
});
