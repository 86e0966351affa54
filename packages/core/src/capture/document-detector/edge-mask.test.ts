import { describe, expect, it } from 'vitest';
import { frameOf, type Rgb } from '../../../testing/capture/document-detector/frame-of.ts';
import { maskOf } from '../../../testing/capture/document-detector/mask-of.ts';
import type { Point, Quad } from '../detector-port';
import { maskAgreement } from './mask-agreement';
import {
  clearOfEdges,
  EDGE_CLEARANCE,
  edgeMaskSaysCard,
  edgeMaskSeesCardBeyond,
  edgeMaskSeesSmallCard,
  WHOLE_CLEARANCE,
} from './edge-mask';

const frame = { width: 1280, height: 720 };
const margin = EDGE_CLEARANCE * 720;
const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

describe('clearOfEdges', () => {
  it('takes a card whose corners all keep 1.5% of the short side from the edges', () => {
    expect(clearOfEdges(box(11, 11, 1268, 708), frame)).toBe(true);
    expect(clearOfEdges(box(200, 150, 1000, 600), frame)).toBe(true);
  });

  it('leaves to the first mask a shape with a corner nearer any edge than that', () => {
    expect(clearOfEdges(box(margin - 1, 150, 1000, 600), frame)).toBe(false);
    expect(clearOfEdges(box(200, margin - 1, 1000, 600), frame)).toBe(false);
    expect(clearOfEdges(box(200, 150, 1280 - margin, 600), frame)).toBe(false);
    expect(clearOfEdges(box(200, 150, 1000, 720 - margin), frame)).toBe(false);
  });

  it('measures the margin on the short side in portrait frames too', () => {
    const portrait = { width: 720, height: 1280 };
    expect(clearOfEdges(box(12, 300, 680, 700), portrait)).toBe(true);
    expect(clearOfEdges(box(10, 300, 680, 700), portrait)).toBe(false);
  });

  it('asks for a wider margin where one is given', () => {
    expect(clearOfEdges(box(30, 150, 1000, 600), frame)).toBe(true);
    expect(clearOfEdges(box(30, 150, 1000, 600), frame, WHOLE_CLEARANCE)).toBe(false);
  });
});

describe('edgeMaskSaysCard', () => {
  const WOOD: Rgb = [120, 80, 40];
  const CARD: Rgb = [235, 235, 225];
  // A corner 20 px from the top (2.8% of the short side): near the edge, but asked.
  const nearTop = box(400, 20, 1000, 400);

  it('takes a whole card near the edge the mask fills and ends at', () => {
    const f = frameOf(WOOD, [[400, 20, 1000, 400], CARD]);
    expect(edgeMaskSaysCard(maskOf([400, 20, 1000, 400]), nearTop, f)).toBe(true);
  });

  it('refuses a block of a card the frame cuts: the mask fills it, but the card goes on past its side to the edge', () => {
    // The card runs from the frame's left edge; the shape is its right part (a data block beside the photo).
    const f = frameOf(WOOD, [[0, 20, 1000, 400], CARD]);
    expect(edgeMaskSaysCard(maskOf([0, 20, 1000, 400]), nearTop, f)).toBe(false);
  });

  it('near the edge, goes by the agreement the judge already worked out for the same mask and shape', () => {
    const f = frameOf(WOOD, [[400, 20, 1000, 400], CARD]);
    const mask = maskOf([400, 20, 1000, 400]);
    const agreement = maskAgreement(mask, nearTop, f);
    expect(agreement).toBeGreaterThan(0);
    expect(edgeMaskSaysCard(mask, nearTop, f, agreement)).toBe(true);
    expect(edgeMaskSaysCard(mask, nearTop, f, 0)).toBe(false);
  });

  it('clear of the edges, takes what the mask fills (decision 106)', () => {
    const f = frameOf(WOOD, [[100, 100, 1000, 600], CARD]);
    expect(edgeMaskSaysCard(maskOf([100, 100, 1000, 600]), box(400, 100, 1000, 600), f)).toBe(true);
  });

  it('refuses a shape the mask does not fill, wherever it lies', () => {
    const f = frameOf(WOOD, [[400, 20, 1000, 400], CARD]);
    expect(edgeMaskSaysCard(maskOf([400, 20, 640, 400]), nearTop, f)).toBe(false);
    expect(edgeMaskSaysCard(maskOf([400, 200, 640, 400]), box(400, 100, 1000, 500), f)).toBe(false);
  });
});

describe('edgeMaskSeesSmallCard (decision 135)', () => {
  const PAPER: Rgb = [236, 232, 220];
  const CARD: Rgb = [40, 80, 170];
  // A far card, 320 px long on a 1280-wide frame, lying on a sheet that runs to the frame's bottom edge.
  const card: Quad = [
    { x: 480, y: 240 },
    { x: 800, y: 240 },
    { x: 800, y: 440 },
    { x: 480, y: 440 },
  ];
  const f = frameOf([110, 80, 50], [[480, 240, 800, 440], CARD], [[200, 120, 1080, 720], PAPER]);

  it('takes a far card the second mask marks on its own, clear of the edge', () => {
    expect(edgeMaskSeesSmallCard(maskOf([480, 240, 800, 440]), card, f)).toBe(true);
  });

  it('refuses it where the second mask too joins it to a card running to the edge: a piece of a cut card', () => {
    expect(edgeMaskSeesSmallCard(maskOf([200, 120, 1080, 720]), card, f)).toBe(false);
  });

  it('refuses it where the second mask marks a much larger card round it, clear of the edges', () => {
    expect(edgeMaskSeesSmallCard(maskOf([200, 80, 1080, 640]), card, f)).toBe(false);
  });

  it('refuses it where the second mask fills under half of it', () => {
    expect(edgeMaskSeesSmallCard(maskOf([480, 240, 600, 440]), card, f)).toBe(false);
  });
});

describe('edgeMaskSeesCardBeyond (decision 137)', () => {
  // A close shape 320×200 px: a card's coloured panel, or a whole card.
  const panel = box(400, 160, 720, 360) as unknown as Quad;

  it("sees the rest of a card past the gap the second mask leaves at a panel's side (the wider part's #30884)", () => {
    expect(edgeMaskSeesCardBeyond(maskOf([400, 160, 720, 360], [780, 160, 1280, 360]), panel)).toBe(true);
  });

  it('sees none round a card the second mask marks alone', () => {
    expect(edgeMaskSeesCardBeyond(maskOf([400, 160, 720, 360]), panel)).toBe(false);
  });

  it('sees none where the mask marks something only well away from every side', () => {
    expect(edgeMaskSeesCardBeyond(maskOf([400, 160, 720, 360], [1000, 160, 1280, 360]), panel)).toBe(false);
  });
});
