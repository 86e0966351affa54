// The bound find-card.ts prunes its walk along a candidate's sides on: a shape scores at most
// support² × √least × size (before the mask's word, which only lowers it), and a side not yet walked
// covers at most all of its length. Written once, so that the share asked of the next side and the
// prune after it agree to the last bit.

/** The most a shape of `size` can score with `walked` sides walked, their shares summing to `sum` and
 * the least of them `least` (1 when none), the others taken as wholly covered. */
export function mostScore(sum: number, least: number, walked: number, size: number): number {
  const most = (sum + 4 - walked) / 4;
  return most * most * Math.sqrt(least) * size;
}

/**
 * A share for the next side such that any share below it leaves the shape unable to beat `bestScore`
 * (mostScore with that side added is no more than it). The walk along that side may stop as soon as
 * it cannot reach this share: the shape is pruned whatever the exact figure. Found by bisection on
 * mostScore itself, rounding and all, so it never asks more than the prune would.
 */
export function leastToBeat(
  sum: number,
  least: number,
  walked: number,
  size: number,
  bestScore: number,
): number {
  if (bestScore <= 0) return 0;
  const with_ = (x: number) => mostScore(sum + x, Math.min(least, x), walked + 1, size);
  if (with_(1) <= bestScore) return 1;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (with_(mid) <= bestScore) lo = mid;
    else hi = mid;
  }
  return lo;
}
