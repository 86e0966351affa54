// PDF417 only: the DNI carries no other symbology, and zxing's multi-format reader would try a dozen
// readers on every frame.
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  PDF417Reader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Quad } from '../detector-port';
import { rectify } from './rectify';

const HINTS = new Map<DecodeHintType, unknown>([
  [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.PDF_417]],
  [DecodeHintType.TRY_HARDER, true],
]);

/**
 * Reads the PDF417 on the card whose corners are `quad` in a full-resolution luminance image;
 * undefined when there is none or it cannot be decoded (blur, glare, too few pixels per module).
 */
export function readPdf417(
  gray: Uint8ClampedArray,
  width: number,
  height: number,
  quad: Quad,
): string | undefined {
  const card = rectify(gray, width, height, quad);
  const source = new RGBLuminanceSource(card.data, card.width, card.height);
  const bitmap = new BinaryBitmap(new HybridBinarizer(source));
  try {
    return new PDF417Reader().decode(bitmap, HINTS).getText();
  } catch {
    // NotFound, Checksum and Format exceptions all mean "no readable barcode in this frame".
    return undefined;
  }
}
