// Frames for the judge's colour looks: a 1280×720 table with boxes painted on it.
import type { Frame } from '../../../src/capture/detector-port.ts';

export type Box = [number, number, number, number];
export type Rgb = [number, number, number];

/** A 1280×720 frame of the table's colour with boxes [x0, y0, x1, y1] painted in theirs (first wins). */
export function frameOf(table: Rgb, ...boxes: [Box, Rgb][]): Frame {
  const [width, height] = [1280, 720];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const hit = boxes.find(([[x0, y0, x1, y1]]) => x >= x0 && x < x1 && y >= y0 && y < y1);
      data.set([...(hit ? hit[1] : table), 255], (y * width + x) * 4);
    }
  return { data, width, height };
}
