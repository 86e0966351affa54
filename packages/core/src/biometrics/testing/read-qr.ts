// Test and tool code only: reads the QR code in an RGBA image with zxing, as a phone's camera app
// would, so the e2e follows the URL a person would scan from the computer's screen. Not imported by
// the app.
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';

/** The text of the QR code in the image; throws when there is none or it cannot be decoded. */
export const readQr = (rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): string => {
  const gray = new Uint8ClampedArray(width * height);
  for (let i = 0; i < gray.length; i++) {
    const [r = 0, g = 0, b = 0] = rgba.subarray(i * 4, i * 4 + 3);
    gray[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(gray, width, height)));
  return new QRCodeReader().decode(bitmap).getText();
};
