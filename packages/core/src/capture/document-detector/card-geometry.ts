// What a quad seen by the camera says about the flat rectangle behind it. A phone held over a card
// is rarely square to it: the near side looks longer, so the apparent ratio of a tilted ID-1 card
// ranges from about 1.45 to 1.85 on real photographs, overlapping an A4 sheet's 1.414 at one end.
// Undoing the perspective (Zhang & He, "Whiteboard scanning and image enhancement", 2007) gives the
// rectangle's own ratio back, within about 3% on the MIDV-500 photographs, whatever the tilt.
import type { Point, Quad } from '../detector-port.ts';

/** ISO/IEC 7810 ID-1 (85.60 × 53.98 mm), the Argentine DNI's format. */
export const ID_ASPECT_RATIO = 1.5858;

/**
 * Focal lengths (as a share of the image's long side) believed when the quad itself yields one:
 * phones' main cameras and webcams sit around 0.7–1.3. Outside, the estimate is noise (a card seen
 * nearly square on says almost nothing about the lens) and a typical phone's 0.85 is used instead.
 */
const PLAUSIBLE_FOCAL: readonly [number, number] = [0.5, 2.5];
const TYPICAL_FOCAL = 0.85;

/**
 * Where the optical axis meets the image. At its centre in a camera's own frame. At the card's centre
 * (where the quad's diagonals cross) in a picture that has lost its centre: an uploaded photo cut down
 * around the card, a zoomed camera stream, a frame composed around the card. Seen square on the two
 * readings agree; at a slant in a cropped picture only the card's gives the card's 1.586 back.
 */
export type OpticalAxis = 'image' | 'card';

/**
 * The long/short ratio of the flat rectangle that the quad (top-left, top-right, bottom-right,
 * bottom-left, in an image of width × height) is a picture of.
 */
export function rectifiedAspect(
  quad: Quad | readonly Point[],
  width: number,
  height: number,
  axis: OpticalAxis = 'image',
): number {
  const [tl, tr, br, bl] = quad as readonly [Point, Point, Point, Point];
  return rectifiedAspectOf(tl.x, tl.y, tr.x, tr.y, br.x, br.y, bl.x, bl.y, width, height, axis);
}

/**
 * rectifiedAspect of the quad (x1, y1) … (x4, y4) in the same order, in scalars: the card finder asks
 * this of thousands of quads per frame, and arrays or objects here cost more in garbage collection
 * than the arithmetic itself.
 */
export function rectifiedAspectOf(
  tlx: number,
  tly: number,
  trx: number,
  try_: number,
  brx: number,
  bry: number,
  blx: number,
  bly: number,
  width: number,
  height: number,
  axis: OpticalAxis = 'image',
): number {
  let u0 = width / 2;
  let v0 = height / 2;
  if (axis === 'card') {
    // Where the diagonals tl–br and tr–bl cross: the picture of the card's centre.
    const d1x = brx - tlx;
    const d1y = bry - tly;
    const d2x = blx - trx;
    const d2y = bly - try_;
    const t = ((trx - tlx) * d2y - (try_ - tly) * d2x) / (d1x * d2y - d1y * d2x);
    if (Number.isFinite(t)) {
      u0 = tlx + t * d1x;
      v0 = tly + t * d1y;
    }
  }
  // Centred coordinates (z = 1), so the camera matrix is diag(f, f, 1).
  const x1 = tlx - u0;
  const y1 = tly - v0;
  const x2 = trx - u0;
  const y2 = try_ - v0;
  const x3 = blx - u0;
  const y3 = bly - v0;
  const x4 = brx - u0;
  const y4 = bry - v0;
  // m1 × m4, then its dot products with m3 and m2; (m2 × m4)·m3 and (m3 × m4)·m2.
  const cx = y1 - y4;
  const cy = x4 - x1;
  const cz = x1 * y4 - y1 * x4;
  const k2 = (cx * x3 + cy * y3 + cz) / ((y2 - y4) * x3 + (x4 - x2) * y3 + (x2 * y4 - y2 * x4));
  const k3 = (cx * x2 + cy * y2 + cz) / ((y3 - y4) * x2 + (x4 - x3) * y2 + (x3 * y4 - y3 * x4));
  const ax = k2 * x2 - x1;
  const ay = k2 * y2 - y1;
  const az = k2 - 1;
  const bx = k3 * x3 - x1;
  const by = k3 * y3 - y1;
  const bz = k3 - 1;
  const long = Math.max(width, height);
  let f2 = TYPICAL_FOCAL * TYPICAL_FOCAL * long * long;
  const zz = az * bz;
  if (Math.abs(zz) > 1e-12) {
    const estimate = -(ax * bx + ay * by) / zz;
    const low = PLAUSIBLE_FOCAL[0] * long;
    const high = PLAUSIBLE_FOCAL[1] * long;
    if (estimate >= low * low && estimate <= high * high) f2 = estimate;
  }
  // nᵀ (K Kᵀ)⁻¹ n with K = diag(f, f, 1).
  const ratio = Math.sqrt(((ax * ax + ay * ay) / f2 + az * az) / ((bx * bx + by * by) / f2 + bz * bz));
  if (!Number.isFinite(ratio) || ratio <= 0) {
    return apparentAspect([
      { x: tlx, y: tly },
      { x: trx, y: try_ },
      { x: brx, y: bry },
      { x: blx, y: bly },
    ]);
  }
  return ratio >= 1 ? ratio : 1 / ratio;
}

/** Long/short ratio of the quad as drawn, opposite sides averaged. */
export function apparentAspect(quad: Quad | readonly Point[]): number {
  const [a, b, c, d] = quad as readonly [Point, Point, Point, Point];
  const len = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);
  const across = (len(a, b) + len(d, c)) / 2;
  const down = (len(b, c) + len(a, d)) / 2;
  return Math.max(across, down) / Math.min(across, down);
}
