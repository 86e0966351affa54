// A card held still between two frames: the lines its borders lie on are found again along the last
// frame's card (find-card.ts looks among them first), and whether it moved is read as the judge reads
// it for a pass.
import type { Point } from '../detector-port.ts';
import { type Line, offLine } from './hough-lines.ts';
import { dist } from './side-evidence.ts';

/** How far a line may lie from a side's two ends: the judge's stillness (2.5% of the long side) and a
 * Hough line's quantisation (1°, a pixel), which leaves it a few pixels off a fitted border. */
const NEAR_SHARE = 0.03;
const NEAR_PIXELS = 4;

/** The lines running along a side of `quad`: both of the side's ends lie near the line. */
export function linesNear(lines: readonly Line[], quad: readonly Point[]): Line[] {
  const long = Math.max(dist(quad[0] as Point, quad[1] as Point), dist(quad[1] as Point, quad[2] as Point));
  const tolerance = NEAR_SHARE * long + NEAR_PIXELS;
  return lines.filter((line) =>
    quad.some((a, k) => {
      const b = quad[(k + 1) % quad.length] as Point;
      return offLine(line, a) <= tolerance && offLine(line, b) <= tolerance;
    }),
  );
}

/**
 * Whether a card found along the last frame's card (`near`) is the answer without the whole search:
 * it moved no more than the judge allows for a pass (`within` of its long side), and no shape the
 * finder refused outscored it (in the whole search that may be another shape, which the judge reads
 * for a cut card).
 */
export function takenAlongLast(
  card: { quad: readonly Point[]; longSide: number; outscoredBy?: readonly Point[] },
  near: { quad: readonly Point[]; within: number },
): boolean {
  return !card.outscoredBy && movement(card.quad, near.quad) <= near.within * card.longSide;
}

/** The largest displacement of a corner between two quads, corner by corner. */
export function movement(a: readonly Point[], b: readonly Point[]): number {
  return Math.max(...a.map((p, i) => dist(p, b[i] ?? p)));
}
