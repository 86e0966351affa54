import { describe, expect, it } from 'vitest';
import type { Side } from './fitted-quad';
import type { Line } from './hough-lines';
import { rubbedCard } from '../../../testing/capture/document-detector/rubbed-card.ts';
import { sideMemo, walkSides } from './walk-sides';

/** Half the card's top border rubbed out and, with `rightRubbed`, the upper half of its right one. */
const maps = (rightRubbed: boolean) => [
  rubbedCard((x, y) => (y < 40 && x < 160) || (rightRubbed && x >= 260 && y < 100)),
];

const line = (theta: number, rho: number): Line => ({ theta, rho, votes: 0 });
const corners = [
  { x: 60, y: 40 },
  { x: 260, y: 40 },
  { x: 260, y: 160 },
  { x: 60, y: 160 },
];
const lines = [line(Math.PI / 2, 40), line(0, 260), line(Math.PI / 2, 160), line(0, 60)];
const sides: Side[] = lines.map((l, k) => [corners[k], corners[(k + 1) % 4], l] as Side);
const keys = [0, 1, 2, 3];
// Asks shaped like a strong slant's (card-among.ts: every side 0.5, all but one 0.7), the bar lowered
// to 0.4 so that a half-covered border passes it.
const asks = { rough: 0.2, bar: 0.4, mostBar: 0.7, size: 150, bestScore: 0 };

describe('walking a shape’s sides', () => {
  it('takes a shape with one border half covered, the others whole', () => {
    const walk = walkSides(maps(false), sides, keys, sideMemo(), asks);
    expect(walk?.found.map((side) => side.share > 0.9)).toEqual([false, true, true, true]);
    expect(walk?.least).toBeLessThan(0.7);
  });

  it('drops a shape with two borders half covered, asking the second for all but one’s share', () => {
    const memo = sideMemo();
    expect(walkSides(maps(true), sides, keys, memo, asks)).toBeUndefined();
    // The barest side is walked first with the bar; once it is under mostBar, the next half-covered
    // one is asked mostBar, and its walk may stop as soon as it cannot reach it.
    const asked = [0, 1].map((k) => memo.evidence.get(k)?.asked);
    expect(asked.sort((a = 0, b = 0) => a - b)).toEqual([asks.bar, asks.mostBar]);
  });
});
