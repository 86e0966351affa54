import { describe, expect, it } from 'vitest';
import { leastToBeat, mostScore } from './score-bound';

/** A small seeded generator (mulberry32), so that a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the share asked of the next side', () => {
  const next = random(7);
  // Shapes part-way through the walk: up to three sides walked, the best so far a share of the size.
  const cases = Array.from({ length: 2000 }, () => {
    const walked = Math.floor(next() * 4);
    const shares = Array.from({ length: walked }, () => 0.3 + 0.7 * next());
    const size = 20 + 400 * next();
    return {
      walked,
      sum: shares.reduce((a, b) => a + b, 0),
      least: Math.min(1, ...shares),
      size,
      bestScore: size * next(),
    };
  });

  it('never asks more than the prune would: any share below it leaves the shape unable to beat the best', () => {
    for (const { walked, sum, least, size, bestScore } of cases) {
      const need = leastToBeat(sum, least, walked, size, bestScore);
      for (const x of [0, need * 0.5, need * 0.99, need - 1e-12].filter((v) => v >= 0 && v < need)) {
        expect(mostScore(sum + x, Math.min(least, x), walked + 1, size)).toBeLessThanOrEqual(bestScore);
      }
    }
  });

  it('asks nearly all it may: a share a millionth above it could still beat the best', () => {
    let asked = 0;
    for (const { walked, sum, least, size, bestScore } of cases) {
      const need = leastToBeat(sum, least, walked, size, bestScore);
      if (need >= 1 || bestScore === 0) continue;
      const x = need + 1e-6;
      expect(mostScore(sum + x, Math.min(least, x), walked + 1, size)).toBeGreaterThan(bestScore);
      if (need > 0.5) asked++;
    }
    // The cases include shapes the best leaves little room: there the walk may stop early.
    expect(asked).toBeGreaterThan(100);
  });

  it('asks nothing before a card is kept, and all of the side when even a whole one cannot beat the best', () => {
    expect(leastToBeat(0, 1, 0, 100, 0)).toBe(0);
    expect(leastToBeat(1.5, 0.5, 2, 100, 80)).toBe(1);
  });
});
