#!/usr/bin/env node
// `npm run bench:barcode` (issue 23): the read rate of the DNI barcode reader (core's readPdf417, the
// one the judge and the full-resolution still use) on zxing's real camera photos of PDF417
// (scripts/fixtures/zxing-pdf417), per folder, upright and half a turn round (as zxing's own
// black-box tests read them). A read counts only when the text is exactly the expected one.
// Runs under tsx (the reader is TypeScript).
import {
  halfTurn,
  readWholePhoto,
  ZXING_FOLDERS,
  zxingPhotos,
} from '../packages/core/testing/capture/zxing-photos.ts';

const failed = [];
for (const folder of ZXING_FOLDERS) {
  const photos = zxingPhotos(folder);
  const rates = [];
  for (const [label, turn] of [
    ['upright', (f) => f],
    ['half a turn', halfTurn],
  ]) {
    let read = 0;
    const started = performance.now();
    for (const photo of photos) {
      if (readWholePhoto(turn(photo.frame)) === photo.expected) read += 1;
      else if (label === 'upright') failed.push(`${folder}/${photo.name}`);
    }
    const ms = (performance.now() - started) / photos.length;
    rates.push(
      `${label} ${read}/${photos.length} (${((100 * read) / photos.length).toFixed(0)}%, ${ms.toFixed(0)} ms a photo)`,
    );
  }
  console.log(`${folder}: ${rates.join('; ')}`);
}
if (failed.length) console.log(`not read upright: ${failed.join(', ')}`);
