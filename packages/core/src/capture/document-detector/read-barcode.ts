// PDF417 only: the DNI carries no other symbology, and zxing's multi-format reader would try a dozen
// readers on every frame.
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  GlobalHistogramBinarizer,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Quad } from '../detector-port';
import { rectify, type Upright } from './rectify';

const HINTS = new Map<DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]],
  [DecodeHintType.TRY_HARDER, true],
]);

type Binarizer = typeof HybridBinarizer | typeof GlobalHistogramBinarizer;

/**
 * Reads the PDF417 on the card whose corners are `quad` in a full-resolution luminance image;
 * undefined when there is none or it cannot be decoded (blur, glare, too few pixels per module).
 * The upright card is tried three ways, cheapest first, and the later ones only when the earlier
 * fail (so a sharp card costs one decode): zxing's local-threshold binarizer; its global one, which
 * a thumb or a shadow next to the bars misleads less; and the local one again on the card sharpened
 * across the bars (a slightly blurred frame: the bars are vertical once the card is upright).
 */
export function readPdf417(
  gray: Uint8ClampedArray,
  width: number,
  height: number,
  quad: Quad,
): string | undefined {
  const card = rectify(gray, width, height, quad);
  return (
    decode(card, HybridBinarizer) ??
    decode(card, GlobalHistogramBinarizer) ??
    decode(sharpenAcrossBars(card), HybridBinarizer)
  );
}

function decode(card: Upright, Binarizer: Binarizer): string | undefined {
  const source = new RGBLuminanceSource(card.data, card.width, card.height);
  try {
    return new PDF417Reader().decode(new BinaryBitmap(new Binarizer(source)), HINTS).getText();
  } catch {
    // NotFound, Checksum and Format exceptions all mean "no readable barcode in this frame".
    return undefined;
  }
}

/** Unsharp mask of 3 × (pixel − Gaussian σ 1.5 along x), after a 3-row mean along the bars (noise). */
export function sharpenAcrossBars(card: Upright): Upright {
  const { data, width: w, height: h } = card;
  const along = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const up = Math.max(0, y - 1) * w;
    const row = y * w;
    const down = Math.min(h - 1, y + 1) * w;
    for (let x = 0; x < w; x++) {
      along[row + x] =
        ((data[up + x] as number) + (data[row + x] as number) + (data[down + x] as number)) / 3;
    }
  }
  const out = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let k = -RADIUS; k <= RADIUS; k++) {
        sum += (along[row + Math.min(w - 1, Math.max(0, x + k))] as number) * (KERNEL[k + RADIUS] as number);
      }
      const v = along[row + x] as number;
      out[row + x] = v + AMOUNT * (v - sum);
    }
  }
  return { data: out, width: w, height: h };
}

const SIGMA = 1.5;
const AMOUNT = 3;
const RADIUS = Math.ceil(3 * SIGMA);
const KERNEL = (() => {
  const k = Array.from({ length: 2 * RADIUS + 1 }, (_, i) =>
    Math.exp(-((i - RADIUS) ** 2) / (2 * SIGMA * SIGMA)),
  );
  const total = k.reduce((a, b) => a + b, 0);
  return Float32Array.from(k, (v) => v / total);
})();
