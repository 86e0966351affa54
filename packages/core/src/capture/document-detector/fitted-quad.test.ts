import { describe, expect, it } from 'vitest';
import { lineThrough } from '../../../testing/capture/document-detector/line-through.ts';
import { sheetWithPrintEdges } from '../../../testing/capture/document-detector/sheet-with-print.ts';
import type { Point } from '../detector-port';
import { truncatedSide } from './card-checks';
import { fitSides, type Side } from './fitted-quad';
import { bestEvidence } from './side-evidence';

// The piece of sheetWithPrintEdges' sheet below its line of print (y 51–181) has a card's ratio, and
// the sheet's side borders go on past its top corners.
const edges = sheetWithPrintEdges();

/** The piece's left and right sides leaning in by `lean` px at the top, as Hough lines 2° off a long border do. */
const piece = (lean: number): Side[] => {
  const corners: Point[] = [
    { x: 40 + lean, y: 51 },
    { x: 280 - lean, y: 51 },
    { x: 280, y: 181 },
    { x: 40, y: 181 },
  ];
  return corners.map((s, k) => {
    const e = corners[(k + 1) % 4] as Point;
    return [s, e, lineThrough(s, e)] as const;
  });
};
const evidenceOf = (sides: readonly Side[]) => sides.map(([s, e, line]) => bestEvidence([edges], s, e, line));
/** 130 px × tan 2°. */
const LEAN = 4.5;

describe('fitSides', () => {
  it('puts the sides on the borders, whatever the Hough lines’ lean, in the candidate’s order', () => {
    const hough = piece(LEAN);
    const fitted = fitSides(hough, evidenceOf(hough));
    const corners = fitted?.sides.map(([s]) => s);
    const truth = [
      { x: 40, y: 51 },
      { x: 280, y: 51 },
      { x: 280, y: 181 },
      { x: 40, y: 181 },
    ];
    expect(corners).toHaveLength(4);
    const off = (corners ?? []).map((p, k) =>
      Math.hypot(p.x - (truth[k] as Point).x, p.y - (truth[k] as Point).y),
    );
    expect(Math.max(...off)).toBeLessThan(1.5);
  });
});

describe('truncatedSide along the fitted sides (decision 092)', () => {
  it('misses the piece closed by the print when its sides are read along lines leaning off the borders', () => {
    const hough = piece(LEAN);
    expect(truncatedSide(hough, evidenceOf(hough))).toBe(false);
  });

  it('refuses it along the fitted sides: the borders go on past its top corners', () => {
    const hough = piece(LEAN);
    const fitted = fitSides(hough, evidenceOf(hough));
    expect(fitted).toBeDefined();
    const sides = fitted?.sides ?? [];
    expect(truncatedSide(sides, evidenceOf(sides))).toBe(true);
  });

  it('keeps the whole sheet, whose borders end at its corners, along its fitted sides too', () => {
    const corners: Point[] = [
      { x: 40 + LEAN, y: 20 },
      { x: 280 - LEAN, y: 20 },
      { x: 280, y: 181 },
      { x: 40, y: 181 },
    ];
    const hough = corners.map((s, k) => {
      const e = corners[(k + 1) % 4] as Point;
      return [s, e, lineThrough(s, e)] as const;
    });
    const sides = fitSides(hough, evidenceOf(hough))?.sides ?? [];
    expect(sides).toHaveLength(4);
    expect(truncatedSide(sides, evidenceOf(sides))).toBe(false);
  });
});
