import { describe, expect, it } from 'vitest';
import { angleBetween, parallelPairs, withDirection } from './line-pairs';

const DEG = Math.PI / 180;

describe('parallelPairs', () => {
  it("gives a pair the mean of its lines' directions", () => {
    const [pair] = parallelPairs(
      [
        withDirection({ theta: 80 * DEG, rho: 70, votes: 40 }, 0),
        withDirection({ theta: 78 * DEG, rho: 240, votes: 40 }, 1),
      ],
      14,
      213,
      120,
      24 * DEG,
    );
    expect(pair?.theta).toBeCloseTo(79 * DEG, 5);
  });

  it("gives the mean across the wrap at 180° too: a strong slant's sides 50° apart, near upright (drawn wider scene #61356)", () => {
    // The card's left and right borders in the search image: normals at 13.3° and 143.1° (193.3°).
    const [pair] = parallelPairs(
      [
        withDirection({ theta: 143.1 * DEG, rho: -239.9, votes: 40 }, 0),
        withDirection({ theta: 13.3 * DEG, rho: 89.6, votes: 40 }, 1),
      ],
      14,
      213,
      120,
      52 * DEG,
    );
    expect(pair).toBeDefined();
    expect(angleBetween(pair?.theta ?? 0, 168.2 * DEG)).toBeLessThan(0.1 * DEG);
    // Its top and bottom borders (normals near 80°) meet it at a right angle, as the shape search asks.
    expect(angleBetween(pair?.theta ?? 0, 79.5 * DEG)).toBeGreaterThan(68 * DEG);
  });
});
