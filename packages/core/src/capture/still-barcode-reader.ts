// The detector's side of readBarcode (detector-port.ts): the judge's own PDF417 reader on a
// full-resolution still. Apart from still-barcode.ts so zxing stays in the worker's bundle, never
// in the capture machine's.
import type { Frame, Quad } from './detector-port.ts';
import { luminance } from './document-detector/luminance.ts';
import { readPdf417 } from './document-detector/read-barcode.ts';

export const readBarcodeInStill = (still: Frame, quad: Quad): string | undefined =>
  readPdf417(luminance(still), still.width, still.height, quad);
