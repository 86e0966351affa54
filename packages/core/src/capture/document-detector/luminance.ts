import type { Frame, Point } from '../detector-port';

/** One gray byte per pixel. */
export interface GrayImage {
  data: Uint8Array;
  width: number;
  height: number;
  /**
   * Red minus blue, 128 + 2(R − B) clamped, when known: a light blue card on white paper differs from
   * it more in hue than in brightness, while black print on the paper hardly differs in hue at all.
   */
  chroma?: Uint8Array;
}

/**
 * The frame's luminance at full resolution (what the barcode reader needs); with `quad`, only over
 * its bounding box and 2 px around it (the card's pixels are all the reader samples), 0 elsewhere.
 */
export function luminance(frame: Frame, quad?: readonly Point[]): Uint8ClampedArray {
  const { data, width, height } = frame;
  const out = new Uint8ClampedArray(width * height);
  let [x0, y0, x1, y1] = [0, 0, width, height];
  if (quad) {
    const xs = quad.map((p) => p.x);
    const ys = quad.map((p) => p.y);
    x0 = Math.max(0, Math.floor(Math.min(...xs)) - 2);
    y0 = Math.max(0, Math.floor(Math.min(...ys)) - 2);
    x1 = Math.min(width, Math.ceil(Math.max(...xs)) + 3);
    y1 = Math.min(height, Math.ceil(Math.max(...ys)) + 3);
  }
  for (let y = y0; y < y1; y++) {
    for (let i = y * width + x0, p = 4 * i, end = y * width + x1; i < end; i++, p += 4) {
      out[i] = luma(data, p) >> 8;
    }
  }
  return out;
}

/**
 * The frame's luminance averaged over factor×factor blocks. Finding the card needs only its outline,
 * and a ~320 px wide image keeps a 1080p frame to a few milliseconds while averaging sensor noise away.
 */
export function downscaledGray(frame: Frame, factor: number): GrayImage {
  const { data, width } = frame;
  const w = Math.floor(frame.width / factor);
  const h = Math.floor(frame.height / factor);
  const out = new Uint8Array(w * h);
  const chroma = new Uint8Array(w * h);
  const sums = new Uint32Array(w);
  const hues = new Int32Array(w);
  const area = factor * factor;
  for (let y = 0; y < h; y++) {
    sums.fill(0);
    hues.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      let p = (y * factor + dy) * width * 4;
      for (let x = 0; x < w; x++) {
        // The channels summed first and weighted once: the same integers as luma() per pixel.
        let r = 0;
        let g = 0;
        let b = 0;
        for (let dx = 0; dx < factor; dx++, p += 4) {
          r += data[p] as number;
          g += data[p + 1] as number;
          b += data[p + 2] as number;
        }
        sums[x] = (sums[x] as number) + r * 77 + g * 150 + b * 29;
        hues[x] = (hues[x] as number) + r - b;
      }
    }
    for (let x = 0; x < w; x++) {
      out[y * w + x] = ((sums[x] as number) / area) >> 8;
      chroma[y * w + x] = Math.max(0, Math.min(255, 128 + (2 * (hues[x] as number)) / area));
    }
  }
  return { data: out, width: w, height: h, chroma };
}

/** BT.601 luma ×256 of the RGBA pixel at byte offset p (integer weights, green-heavy). */
export function luma(data: Uint8ClampedArray, p: number): number {
  return (data[p] as number) * 77 + (data[p + 1] as number) * 150 + (data[p + 2] as number) * 29;
}
