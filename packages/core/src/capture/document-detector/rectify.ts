import type { Quad } from '../detector-port';
import { dist } from './find-card';

export interface Upright {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The card cut out of a luminance image and turned upright, long side horizontal, by bilinear
 * interpolation between its corners: the PDF417 reader copes with 180° but not with a tilt.
 */
export function rectify(gray: Uint8ClampedArray, width: number, height: number, quad: Quad): Upright {
  // Start at a corner of a long side, so the output is landscape whichever way the card is held.
  const [a, b, c, d] =
    dist(quad[0], quad[1]) >= dist(quad[1], quad[2]) ? quad : ([quad[1], quad[2], quad[3], quad[0]] as const);
  const outW = Math.round((dist(a, b) + dist(d, c)) / 2);
  const outH = Math.round((dist(a, d) + dist(b, c)) / 2);
  const out = new Uint8ClampedArray(outW * outH);
  for (let j = 0; j < outH; j++) {
    const t = (j + 0.5) / outH;
    // Points on the left and right edges at this height.
    const lx = a.x + (d.x - a.x) * t;
    const ly = a.y + (d.y - a.y) * t;
    const rx = b.x + (c.x - b.x) * t;
    const ry = b.y + (c.y - b.y) * t;
    for (let i = 0; i < outW; i++) {
      const s = (i + 0.5) / outW;
      const x = lx + (rx - lx) * s;
      const y = ly + (ry - ly) * s;
      out[j * outW + i] = sample(gray, width, height, x, y);
    }
  }
  return { data: out, width: outW, height: outH };
}

function sample(g: Uint8ClampedArray, w: number, h: number, x: number, y: number): number {
  const x0 = Math.min(w - 2, Math.max(0, Math.floor(x)));
  const y0 = Math.min(h - 2, Math.max(0, Math.floor(y)));
  const fx = Math.min(1, Math.max(0, x - x0));
  const fy = Math.min(1, Math.max(0, y - y0));
  const i = y0 * w + x0;
  const p00 = g[i] as number;
  const p01 = g[i + 1] as number;
  const p10 = g[i + w] as number;
  const p11 = g[i + w + 1] as number;
  const top = p00 + (p01 - p00) * fx;
  const bottom = p10 + (p11 - p10) * fx;
  return top + (bottom - top) * fy;
}
