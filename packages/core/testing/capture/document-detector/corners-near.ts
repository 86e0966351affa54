// Whether a found quad has every corner within `tolerance` pixels of the expected one, in order:
// the finder's tests ask it of synthetic cards and blocks.
import type { Point } from '../../../src/capture/detector-port.ts';

export function cornersNear(
  quad: readonly Point[] | undefined,
  corners: readonly (readonly [number, number])[],
  tolerance: number,
): boolean {
  return (
    quad?.every(
      (p, k) => Math.hypot(p.x - (corners[k]?.[0] ?? 0), p.y - (corners[k]?.[1] ?? 0)) < tolerance,
    ) ?? false
  );
}
