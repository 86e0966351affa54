// Walks a candidate's four sides for the edges along them (side-evidence.ts), for find-card.ts. Many
// shapes share a side (the same line between the same two lines), so what each side showed is kept
// for the others; the cheap look comes first, then the barest side, and the walk stops as soon as
// the shape can no longer beat the best score so far.
import type { EdgeMap } from './edges.ts';
import type { Side } from './fitted-quad.ts';
import { leastToBeat, mostScore } from './score-bound.ts';
import { bestEvidence, type Evidence, roughShare } from './side-evidence.ts';

/** What the walks along a set of lines' sides showed, by side key (card-shapes.ts sideKey). */
export interface SideMemo {
  rough: Map<number, number>;
  evidence: Map<number, { side: Evidence; asked: number }>;
}

export function sideMemo(): SideMemo {
  return { rough: new Map(), evidence: new Map() };
}

/**
 * Every side's evidence, in the sides' order, when each covers at least `bar` (and the rough look
 * `rough`), all but one at least `mostBar` (when given), and the shape of this `size` may still beat
 * `bestScore`; undefined otherwise.
 */
export function walkSides(
  maps: readonly EdgeMap[],
  sides: readonly Side[],
  keys: readonly number[],
  memo: SideMemo,
  {
    rough,
    bar,
    mostBar = bar,
    size,
    bestScore,
  }: { rough: number; bar: number; mostBar?: number; size: number; bestScore: number },
): { found: Evidence[]; least: number } | undefined {
  // The cheap looks first; the checks are all required, so their order changes nothing else.
  const roughs = [0, 0, 0, 0];
  if (
    sides.some(([s, e, line], k) => {
      const key = keys[k] as number;
      let share = memo.rough.get(key);
      if (share === undefined) {
        share = roughShare(maps, s, e, line, rough);
        memo.rough.set(key, share);
      }
      roughs[k] = share;
      return share < rough;
    })
  )
    return undefined;
  // The barest side first: the shape most often falls on it, and the others need no walk.
  const order = [0, 1, 2, 3].sort((a, b) => (roughs[a] as number) - (roughs[b] as number));
  const found: Evidence[] = [];
  let sum = 0;
  let least = 1;
  let walked = 0;
  let underMost = 0;
  for (const k of order) {
    const [s, e, line] = sides[k] as Side;
    const key = keys[k] as number;
    // A side that cannot reach this share fails the bar or the prune below, so its walk may
    // stop there. What a walk stopped early found is only known to be under what it was asked.
    // A share the walk reached its ask with is exact: no ask needs working out for it.
    let seen = memo.evidence.get(key);
    if (!seen || seen.side.share < seen.asked) {
      // Once one side is under mostBar, every other must reach it: asked less, it is walked on
      // past where the shape is already lost.
      const need = Math.max(underMost ? mostBar : bar, leastToBeat(sum, least, walked, size, bestScore));
      if (!seen || need < seen.asked) {
        seen = { side: bestEvidence(maps, s, e, line, need), asked: need };
        memo.evidence.set(key, seen);
      }
    }
    const side = seen.side;
    if (side.share < bar) return undefined;
    if (side.share < mostBar && ++underMost > 1) return undefined;
    found[k] = side;
    walked++;
    sum += side.share;
    least = Math.min(least, side.share);
    // The sides not yet walked cover at most all of theirs: when even that cannot beat the best
    // score, the rest of the walk and the looks below are spent on a loser.
    if (mostScore(sum, least, walked, size) <= bestScore) return undefined;
  }
  return { found, least };
}
