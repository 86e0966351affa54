// A printed ID-1 card on a dark table seen at a strong slant by a camera whose optical axis goes
// through the card's centre, as a downscaled gray image: the drawn scenes' CSS perspective, or a
// picture cropped around the card. Each pixel's ray is followed to the card's plane, so the print
// and the borders are where the perspective puts them.
import type { GrayImage } from '../../../src/capture/document-detector/luminance.ts';
import { mulberry32 } from './synthetic-card.ts';

const ID1 = 1.5858;

export interface Slant {
  /** Degrees about the card's horizontal and vertical axes. */
  tiltX: number;
  tiltY: number;
  /** Focal length in pixels; the card's centre is `distance` focal lengths away. */
  focal: number;
  /** Where the card's centre (and the optical axis) falls in the image. */
  cx: number;
  cy: number;
  /** The card's long side, in pixels, as seen square on at its centre's distance. */
  size: number;
  /** Long over short side: an ID-1 card's unless told (an A4 sheet's is √2). */
  ratio?: number;
}

export function slantedCard(
  slant: Slant,
  width = 400,
  height = 225,
): { img: GrayImage; corners: [number, number][] } {
  const rad = Math.PI / 180;
  const [cx, sx] = [Math.cos(slant.tiltX * rad), Math.sin(slant.tiltX * rad)];
  const [cy, sy] = [Math.cos(slant.tiltY * rad), Math.sin(slant.tiltY * rad)];
  type Vec = [number, number, number];
  const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  // The card's axes after turning about y, then x; its centre straight ahead at depth `focal`.
  const along: Vec = [cy, sx * sy, -cx * sy];
  const down: Vec = [0, cx, sx];
  const normal: Vec = [
    along[1] * down[2] - along[2] * down[1],
    along[2] * down[0] - along[0] * down[2],
    along[0] * down[1] - along[1] * down[0],
  ];
  const f = slant.focal;
  const hw = slant.size / 2;
  const hh = slant.size / (slant.ratio ?? ID1) / 2;
  const project = (u: number, v: number): [number, number] => {
    const k = f / (along[2] * u + down[2] * v + f);
    return [slant.cx + (along[0] * u + down[0] * v) * k, slant.cy + (along[1] * u + down[1] * v) * k];
  };
  const corners = [project(-hw, -hh), project(hw, -hh), project(hw, hh), project(-hw, hh)];
  const data = new Uint8Array(width * height);
  const random = mulberry32(5);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The ray through the pixel meets the card's plane at t·ray; (u, v) is that point on the card.
      const ray: Vec = [x - slant.cx, y - slant.cy, f];
      const t = (normal[2] * f) / dot(normal, ray);
      const p: Vec = [ray[0] * t, ray[1] * t, f * t - f];
      const u = dot(p, along) / (2 * hw) + 0.5;
      const v = dot(p, down) / (2 * hh) + 0.5;
      const onCard = t > 0 && u >= 0 && u < 1 && v >= 0 && v < 1;
      const printed = u > 0.08 && u < 0.92 && v > 0.12 && v < 0.88 && Math.floor(v * 30) % 3 === 0;
      const ink = onCard && printed && Math.floor(u * 25) % 4 !== 3;
      data[y * width + x] = (onCard ? (ink ? 60 : 215) : 50) + (random() - 0.5) * 4;
    }
  }
  return { img: { data, width, height }, corners };
}
