// Looks at the frame's colours and extent for the cut checks: how near a colour is to a set of them
// (card-past-edge.ts, mask-agreement.ts), and how far the frame goes on (card-past-edge.ts).
import type { Frame } from '../detector-port.ts';

export type Rgb = readonly [number, number, number];

/** The distance from a colour to the nearest of a set. */
export function nearestColour(c: Rgb, set: readonly Rgb[]): number {
  // Squared distances and one root: Math.hypot guards against overflow that RGB cannot reach, and
  // costs several times as much (on a letter under the card this is the judge's hottest loop).
  let best = Number.POSITIVE_INFINITY;
  for (const q of set) {
    const r = c[0] - q[0];
    const g = c[1] - q[1];
    const b = c[2] - q[2];
    const d = r * r + g * g + b * b;
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** How far a ray from (x, y) along (nx, ny) runs before it leaves the frame. */
export function roomOutward(frame: Frame, x: number, y: number, nx: number, ny: number): number {
  let room = Number.POSITIVE_INFINITY;
  if (nx > 1e-9) room = Math.min(room, (frame.width - x) / nx);
  if (nx < -1e-9) room = Math.min(room, -x / nx);
  if (ny > 1e-9) room = Math.min(room, (frame.height - y) / ny);
  if (ny < -1e-9) room = Math.min(room, -y / ny);
  return room;
}
