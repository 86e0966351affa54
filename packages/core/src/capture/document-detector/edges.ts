// Thin, oriented edges of a small gray image: a binomial blur (sensor noise and fine texture), Sobel
// gradients, then non-maximum suppression across the edge so that a card's border is one pixel wide
// and its direction is known. The card finder votes lines from these and checks a quad's sides
// against them, so the gradient direction matters as much as its strength.
import type { GrayImage } from './luminance.ts';

/** Gradient directions are kept modulo π in this many bins (1° each). */
export const ANGLE_BINS = 180;
export const NO_EDGE = 255;

export interface EdgeMap {
  width: number;
  height: number;
  /** The gradient's magnitude (gray levels per pixel, roughly) on edge pixels, 0 elsewhere. */
  strength: Float32Array;
  /** The gradient's direction modulo π in degrees (0..179) on edge pixels, NO_EDGE elsewhere. */
  angle: Uint8Array;
  /** 1 where the gradient points the other way from `angle` (towards 180..359°): which side is lighter. */
  flipped: Uint8Array;
  /** Indices of the edge pixels, for the voting loop. */
  pixels: Int32Array;
  count: number;
}

/**
 * The edges of `img`. With `slot`, the map's arrays are those of the last map made in that slot (of
 * the same size), cleared: a caller that is done with that map by then saves allocating ~1 MB per
 * frame.
 */
export function edgeMap(img: GrayImage, minStrength: number, slot?: number): EdgeMap {
  const { width: w, height: h } = img;
  const smooth = blur(img);
  // Working buffers kept from frame to frame (the judge runs on every camera frame): only what is
  // returned is allocated anew.
  const gx = scratch(0, w * h);
  const gy = scratch(1, w * h);
  const mag = scratch(2, w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const nw = smooth[i - w - 1] as number;
      const n = smooth[i - w] as number;
      const ne = smooth[i - w + 1] as number;
      const west = smooth[i - 1] as number;
      const east = smooth[i + 1] as number;
      const sw = smooth[i + w - 1] as number;
      const s = smooth[i + w] as number;
      const se = smooth[i + w + 1] as number;
      const dx = (ne + 2 * east + se - nw - 2 * west - sw) / 8;
      const dy = (sw + 2 * s + se - nw - 2 * n - ne) / 8;
      gx[i] = dx;
      gy[i] = dy;
      mag[i] = Math.sqrt(dx * dx + dy * dy);
    }
  }
  // The border rows and columns of the buffers may hold an earlier frame's values: they are read as
  // neighbours (x or y = 1 looks at 0), so they are cleared as a fresh array would have them.
  for (let x = 0; x < w; x++) {
    mag[x] = 0;
    mag[(h - 1) * w + x] = 0;
  }
  for (let y = 0; y < h; y++) {
    mag[y * w] = 0;
    mag[y * w + w - 1] = 0;
  }
  const { strength, angle, flipped, pixels } = outputs(slot, w * h);
  let count = 0;
  for (let y = 2; y < h - 2; y++) {
    for (let x = 2; x < w - 2; x++) {
      const i = y * w + x;
      const m = mag[i] as number;
      if (m < minStrength) continue;
      const dx = gx[i] as number;
      const dy = gy[i] as number;
      // The neighbours across the edge, along the gradient quantised to 45°.
      const ax = Math.abs(dx);
      const ay = Math.abs(dy);
      let step: number;
      if (ay < ax * 0.4142) step = 1;
      else if (ax < ay * 0.4142) step = w;
      else step = dx * dy > 0 ? w + 1 : w - 1;
      if (m < (mag[i - step] as number) || m <= (mag[i + step] as number)) continue;
      let deg = Math.round((Math.atan2(dy, dx) * 180) / Math.PI);
      if (deg < 0) {
        deg += 180;
        flipped[i] = 1;
      }
      if (deg >= 180) {
        deg -= 180;
        flipped[i] = flipped[i] ? 0 : 1;
      }
      strength[i] = m;
      angle[i] = deg;
      pixels[count++] = i;
    }
  }
  return { width: w, height: h, strength, angle, flipped, pixels, count };
}

/**
 * Separable [1 4 6 4 1]/16 blur, edges clamped. In integers (×256), the clamping only in the two
 * columns and rows at each border: it runs twice per frame over the whole image.
 */
function blur(img: GrayImage): Float32Array {
  const { data, width: w, height: h } = img;
  // Every element is written below before it is read: kept from frame to frame like the others.
  if (rows.length < w * h) rows = new Uint16Array(w * h);
  const tmp = rows.subarray(0, w * h);
  const out = scratch(3, w * h);
  const at = (row: number, x: number) => data[row + Math.min(w - 1, Math.max(0, x))] as number;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      if (x === 2 && w > 4) x = w - 2;
      tmp[row + x] =
        at(row, x - 2) + 4 * at(row, x - 1) + 6 * at(row, x) + 4 * at(row, x + 1) + at(row, x + 2);
    }
    for (let x = 2, i = row + 2; x < w - 2; x++, i++) {
      tmp[i] =
        (data[i - 2] as number) +
        4 * (data[i - 1] as number) +
        6 * (data[i] as number) +
        4 * (data[i + 1] as number) +
        (data[i + 2] as number);
    }
  }
  for (let y = 0; y < h; y++) {
    const up2 = Math.max(0, y - 2) * w;
    const up1 = Math.max(0, y - 1) * w;
    const row = y * w;
    const down1 = Math.min(h - 1, y + 1) * w;
    const down2 = Math.min(h - 1, y + 2) * w;
    for (let x = 0; x < w; x++) {
      out[row + x] =
        ((tmp[up2 + x] as number) +
          4 * (tmp[up1 + x] as number) +
          6 * (tmp[row + x] as number) +
          4 * (tmp[down1 + x] as number) +
          (tmp[down2 + x] as number)) /
        256;
    }
  }
  return out;
}

const buffers: Float32Array[] = [];
let rows = new Uint16Array(0);

/** The working buffer `slot`, at least n long (its contents are whatever the last frame left). */
function scratch(slot: number, n: number): Float32Array {
  const current = buffers[slot];
  if (current && current.length >= n) return current.subarray(0, n);
  const fresh = new Float32Array(n);
  buffers[slot] = fresh;
  return fresh;
}

interface Outputs {
  strength: Float32Array;
  angle: Uint8Array;
  flipped: Uint8Array;
  pixels: Int32Array;
}

const kept: Outputs[] = [];

/** An edge map's arrays, n long, as fresh ones would be (only pixels is left as it was: it is read up to count). */
function outputs(slot: number | undefined, n: number): Outputs {
  const current = slot === undefined ? undefined : kept[slot];
  if (current && current.angle.length === n) {
    current.strength.fill(0);
    current.angle.fill(NO_EDGE);
    current.flipped.fill(0);
    return current;
  }
  const fresh = {
    strength: new Float32Array(n),
    angle: new Uint8Array(n).fill(NO_EDGE),
    flipped: new Uint8Array(n),
    pixels: new Int32Array(n),
  };
  if (slot !== undefined) kept[slot] = fresh;
  return fresh;
}
