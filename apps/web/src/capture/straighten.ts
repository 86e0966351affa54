import type { Frame, Point, Quad } from '@alta/core/capture/detector-port';

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The card inside `quad` (top-left, top-right, bottom-right, bottom-left) turned into an upright
 * rectangle, long side horizontal, interpolating between the corners (nearest pixel: the JPEG that
 * follows smooths more than bilinear sampling would add).
 */
export function straighten(frame: Frame, quad: Quad): Frame {
  const [a, b, c, d] =
    dist(quad[0], quad[1]) >= dist(quad[1], quad[2]) ? quad : ([quad[1], quad[2], quad[3], quad[0]] as const);
  const width = Math.max(1, Math.round((dist(a, b) + dist(d, c)) / 2));
  const height = Math.max(1, Math.round((dist(a, d) + dist(b, c)) / 2));
  const data = new Uint8ClampedArray(width * height * 4);
  for (let j = 0; j < height; j++) {
    const t = (j + 0.5) / height;
    const lx = a.x + (d.x - a.x) * t;
    const ly = a.y + (d.y - a.y) * t;
    const rx = b.x + (c.x - b.x) * t;
    const ry = b.y + (c.y - b.y) * t;
    for (let i = 0; i < width; i++) {
      const s = (i + 0.5) / width;
      const x = Math.min(frame.width - 1, Math.max(0, Math.floor(lx + (rx - lx) * s)));
      const y = Math.min(frame.height - 1, Math.max(0, Math.floor(ly + (ry - ly) * s)));
      const from = (y * frame.width + x) * 4;
      data.set(frame.data.subarray(from, from + 4), (j * width + i) * 4);
    }
  }
  return { data, width, height };
}
