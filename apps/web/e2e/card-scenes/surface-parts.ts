// Pieces the surfaces share (surfaces.ts, wide-surfaces.ts, extra-surfaces.ts, mixed-surfaces.ts): SVG
// turbulence, a layer of one colour shaded by it, a turned layer and paragraphs of print.
import { mulberry32 } from '@alta/core/testing/capture/document-detector/synthetic-card';

export const turbulence = (
  id: string,
  freq: string,
  octaves: number,
  matrix: string,
  seed: number,
  type = 'fractalNoise',
) =>
  `<svg class="fill" xmlns="http://www.w3.org/2000/svg"><filter id="${id}"><feTurbulence type="${type}" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/><feColorMatrix type="matrix" values="${matrix}"/></filter><rect width="100%" height="100%" filter="url(#${id})"/></svg>`;

/** A layer of one colour whose alpha follows the noise: alpha = gain × noise + offset. */
export const shade = (
  id: string,
  freq: string,
  octaves: number,
  rgb: string,
  gain: number,
  offset: number,
  seed: number,
  type?: string,
) =>
  turbulence(
    id,
    freq,
    octaves,
    `0 0 0 0 ${rgb.split(' ').join('  0 0 0 0 ')}  ${gain} 0 0 0 ${offset}`,
    seed,
    type,
  );

export const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;

/** A layer larger than the frame, turned, so that patterns do not line up with the frame's edges. */
export const turned = (random: () => number, inner: string, extra = '') =>
  `<div style="position:absolute;left:-50%;top:-50%;width:200%;height:200%;transform:rotate(${((random() - 0.5) * 50).toFixed(1)}deg);${extra}">${inner}</div>`;

export function paragraphs(n: number, seed = n): string {
  const words =
    'la de solicitud cuenta banco empresa datos firma titular domicilio fecha documento código el que para con una por los gobierno ciudad provincia'.split(
      ' ',
    );
  const random = mulberry32(seed);
  let text = '';
  for (let i = 0; i < n * 12; i++) text += `${words[Math.floor(random() * words.length)]} `;
  return `<p>${text}</p>`;
}
