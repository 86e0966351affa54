// The DNI barcode reader on real photographs no one here made: zxing's camera photos of PDF417
// (scripts/fixtures/zxing-pdf417). `npm run bench:barcode` gives the read rate on all of them; this
// holds a few, of both folders and both turns, to their exact text.
import { describe, expect, it } from 'vitest';
import { halfTurn, readWholePhoto, zxingPhoto } from '../../../testing/capture/zxing-photos.ts';

describe('readPdf417 on zxing photos', () => {
  it.each([
    ['pdf417-2', '01.png'],
    ['pdf417-2', '10.png'],
    ['pdf417-3', '04.png'],
    ['pdf417-3', '12.png'],
  ])('%s/%s decodes to its expected text, upright and half a turn round', (folder, name) => {
    const photo = zxingPhoto(folder, name);
    expect(readWholePhoto(photo.frame)).toBe(photo.expected);
    expect(readWholePhoto(halfTurn(photo.frame))).toBe(photo.expected);
  });
});
