// The line through two points as the Hough transform writes it (hough-lines.ts: normal angle θ in
// [0, π), x·cos θ + y·sin θ = ρ), for tests and benches that build a quad's sides from its corners.
import type { Point } from '../../../src/capture/detector-port.ts';
import type { Line } from '../../../src/capture/document-detector/hough-lines.ts';

export function lineThrough(s: Point, e: Point): Line {
  let theta = Math.atan2(e.x - s.x, -(e.y - s.y));
  if (theta < 0) theta += Math.PI;
  if (theta >= Math.PI) theta -= Math.PI;
  return { theta, rho: s.x * Math.cos(theta) + s.y * Math.sin(theta), votes: 0 };
}
