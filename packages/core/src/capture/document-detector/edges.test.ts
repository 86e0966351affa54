import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../testing/capture/document-detector/synthetic-card.ts';
import { edgeMap } from './edges';
import { houghLines } from './hough-lines';

function noise(seed: number, w = 120, h = 80) {
  const random = mulberry32(seed);
  const data = Uint8Array.from({ length: w * h }, (_, i) => (i % w > 40 ? 180 : 60) + random() * 40);
  return { data, width: w, height: h };
}

describe('edge maps and lines kept from frame to frame', () => {
  it('a map made in a slot used before is the map a fresh one would be, and so are its lines', () => {
    const options = { minVotes: 10, maxLines: 20, maxPerDirection: 5, fullStrength: 10 };
    const fresh = edgeMap(noise(2), 3);
    const freshLines = houghLines([fresh], options);
    edgeMap(noise(1), 3, 0);
    houghLines([edgeMap(noise(3), 3, 0)], options);
    const reused = edgeMap(noise(2), 3, 0);
    // pixels is read up to count only.
    const seen = (m: typeof fresh) => ({ ...m, pixels: m.pixels.slice(0, m.count) });
    expect(seen(reused)).toEqual(seen(fresh));
    expect(houghLines([reused], options)).toEqual(freshLines);
  });
});
