// A card-mask answer made by hand for a 1280×720 frame (cells of 40 px): the tests of what the judge
// reads from the mask (mask-agreement, card-past-edge) say exactly where the net sees card.
import type { CardMask } from '../../../src/capture/document-detector/card-mask.ts';

/** The mask marking as card every cell whose centre lies in one of the frame boxes [x0, y0, x1, y1]. */
export function maskOf(...boxes: [number, number, number, number][]): CardMask {
  const [width, height, scale] = [32, 18, 40];
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [px, py] = [(x + 0.5) * scale, (y + 0.5) * scale];
      if (boxes.some(([x0, y0, x1, y1]) => px >= x0 && px < x1 && py >= y0 && py < y1))
        data[y * width + x] = 1;
    }
  return { width, height, data, turned: false, scale, frameWidth: 1280, frameHeight: 720 };
}
