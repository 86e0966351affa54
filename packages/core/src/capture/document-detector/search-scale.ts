// The judge searches a frame averaged down to about searchSize pixels on its longer side (factor x factor
// blocks): corners move between the frame's pixels and the image searched here.
import type { Box, Frame, Point, Quad } from '../detector-port';

/** How many frame pixels a side of one block of the image searched spans. */
export function searchFactor(frame: Frame, searchSize: number): number {
  return Math.max(1, Math.round(Math.max(frame.width, frame.height) / searchSize));
}

/** Points of the image searched (the frame averaged over factor×factor blocks) in frame pixels. */
export function inFrame(points: readonly Point[], factor: number): Point[] {
  return points.map((p) => ({ x: p.x * factor + factor / 2, y: p.y * factor + factor / 2 }));
}

/** Frame points in the image searched: inFrame's inverse. */
export function inSearch(points: readonly Point[], factor: number): Point[] {
  return points.map((p) => ({ x: (p.x - factor / 2) / factor, y: (p.y - factor / 2) / factor }));
}

/** The quad's bounding box grown by 3% (the outline search trims the card's rounded corners). */
export function boundingBox(q: Quad, frame: Frame): Box {
  const xs = q.map((p) => p.x);
  const ys = q.map((p) => p.y);
  const pad = 0.03 * (Math.max(...xs) - Math.min(...xs));
  const x = Math.max(0, Math.min(...xs) - pad);
  const y = Math.max(0, Math.min(...ys) - pad);
  return {
    x,
    y,
    width: Math.min(frame.width, Math.max(...xs) + pad) - x,
    height: Math.min(frame.height, Math.max(...ys) + pad) - y,
  };
}
