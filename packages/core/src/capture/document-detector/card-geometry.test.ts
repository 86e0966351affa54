import { describe, expect, it } from 'vitest';
import type { Point } from '../detector-port';
import { slantedCard } from '../../../testing/capture/document-detector/slanted-card.ts';
import { apparentAspect, rectifiedAspect } from './card-geometry';
import { ID_ASPECT_RATIO } from './find-card';

/** A w × h rectangle in the plane z = 0, turned by `tilt` about the x axis and seen from `distance`. */
function photograph(w: number, h: number, tilt: number, focal: number, distance: number): Point[] {
  const corners = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ] as const;
  return corners.map(([x, y]) => {
    const yy = y * Math.cos(tilt);
    const z = distance + y * Math.sin(tilt);
    return { x: 360 + (focal * x) / z, y: 640 + (focal * yy) / z };
  });
}

describe('rectifiedAspect', () => {
  it('gives an ID-1 card its 1.586 back when the phone leans 35° over it, where the drawn quad says otherwise', () => {
    const quad = photograph(85.6, 53.98, (35 * Math.PI) / 180, 1100, 160);
    expect(Math.abs(apparentAspect(quad) - ID_ASPECT_RATIO)).toBeGreaterThan(0.15);
    // Within 1%: with the top and bottom sides parallel the lens is not known, and a typical one is used.
    expect(Math.abs(rectifiedAspect(quad, 720, 1280) / ID_ASPECT_RATIO - 1)).toBeLessThan(0.01);
  });

  it('keeps an A4 sheet at 1.414 under the same tilt, so it cannot pass for a card', () => {
    const quad = photograph(297, 210, (35 * Math.PI) / 180, 1100, 500);
    expect(Math.abs(rectifiedAspect(quad, 720, 1280) / Math.SQRT2 - 1)).toBeLessThan(0.01);
  });

  it('reads a quad seen square on as drawn', () => {
    const quad = photograph(158.58, 100, 0, 1000, 200);
    expect(rectifiedAspect(quad, 720, 1280)).toBeCloseTo(1.5858, 3);
  });
});

describe("rectifiedAspect with the optical axis at the card's centre", () => {
  // A picture cropped around the card: the optical axis goes through the card's centre, off the image's.
  const cropped = (ratio?: number) =>
    slantedCard({ tiltX: 30, tiltY: 20, focal: 240, cx: 250, cy: 100, size: 200, ratio }).corners.map(
      ([x, y]) => ({ x, y }),
    );

  it("gives a card slanted in a cropped picture its 1.586 back, where the image centre's reading is 8% off", () => {
    const quad = cropped();
    expect(Math.abs(rectifiedAspect(quad, 400, 225, 'card') / ID_ASPECT_RATIO - 1)).toBeLessThan(0.005);
    expect(Math.abs(rectifiedAspect(quad, 400, 225) / ID_ASPECT_RATIO - 1)).toBeGreaterThan(0.07);
  });

  it('keeps an A4 sheet slanted the same way at 1.414', () => {
    expect(Math.abs(rectifiedAspect(cropped(Math.SQRT2), 400, 225, 'card') / Math.SQRT2 - 1)).toBeLessThan(
      0.005,
    );
  });

  it("agrees with the image centre's reading on a card photographed at the image's centre", () => {
    const quad = photograph(85.6, 53.98, (35 * Math.PI) / 180, 1100, 160).map((p) => ({
      x: p.x,
      y: p.y,
    }));
    expect(rectifiedAspect(quad, 720, 1280, 'card')).toBeCloseTo(rectifiedAspect(quad, 720, 1280), 2);
  });
});
