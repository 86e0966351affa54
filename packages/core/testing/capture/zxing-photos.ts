// zxing's real camera photos of PDF417 symbols (scripts/fixtures/zxing-pdf417, Apache-2.0: see its
// README), each with the text it must decode to, for the barcode reader's test and benchmark.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import type { Frame, Quad } from '../../src/capture/detector-port.ts';
import { luminance } from '../../src/capture/document-detector/luminance.ts';
import { readPdf417 } from '../../src/capture/document-detector/read-barcode.ts';

export const ZXING_PDF417_DIR = fileURLToPath(
  new URL('../../../../scripts/fixtures/zxing-pdf417/', import.meta.url),
);
export const ZXING_FOLDERS = ['pdf417-2', 'pdf417-3'] as const;

export interface ZxingPhoto {
  folder: string;
  name: string;
  frame: Frame;
  expected: string;
}

/** One photo and the text it must decode to. */
export const zxingPhoto = (folder: string, name: string): ZxingPhoto => {
  const png = PNG.sync.read(readFileSync(join(ZXING_PDF417_DIR, folder, name)));
  // zxing's own convention: a .txt in UTF-8, or a .bin of bytes read as ISO-8859-1.
  const base = join(ZXING_PDF417_DIR, folder, name.replace(/\.png$/, ''));
  const expected = existsSync(`${base}.txt`)
    ? readFileSync(`${base}.txt`, 'utf8')
    : readFileSync(`${base}.bin`, 'latin1');
  return {
    folder,
    name,
    frame: { data: new Uint8ClampedArray(png.data), width: png.width, height: png.height },
    expected,
  };
};

export const zxingPhotos = (folder: string): ZxingPhoto[] =>
  readdirSync(join(ZXING_PDF417_DIR, folder))
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => zxingPhoto(folder, name));

/** The photo turned half a turn, as zxing's own black-box tests also read each one. */
export const halfTurn = (frame: Frame): Frame => {
  const data = new Uint8ClampedArray(frame.data.length);
  const pixels = frame.width * frame.height;
  for (let i = 0; i < pixels; i++) data.set(frame.data.subarray(i * 4, i * 4 + 4), (pixels - 1 - i) * 4);
  return { data, width: frame.width, height: frame.height };
};

/** Our reader on the whole photo, as if the photo were the card the judge found. */
export const readWholePhoto = (frame: Frame): string | undefined => {
  const { width: w, height: h } = frame;
  const quad: Quad = [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ];
  return readPdf417(luminance(frame), w, h, quad);
};
