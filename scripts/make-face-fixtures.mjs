#!/usr/bin/env node
// Writes the small JPEGs of apps/web/e2e/fixtures/faces/ (the face detector's photo test) from the
// public-domain and CC0 originals (sources in that folder's README.md):
//   node scripts/make-face-fixtures.mjs <folder with the originals>
// Each is shrunk (box filter) to at most 400 px a side (textures, all fine detail, to 240 so they stay
// under 40 KB), JPEG quality 80.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

const OUT = new URL('../apps/web/e2e/fixtures/faces/', import.meta.url);
/** File name → largest side in the fixture. */
const NAMES = {
  'astronaut.png': 400,
  'grace_hopper.jpg': 400,
  'camera.png': 400,
  'chelsea.png': 400,
  'coffee.png': 400,
  'brick.png': 240,
  'grass.png': 240,
  'gravel.png': 240,
};

function decode(file) {
  const bytes = readFileSync(file);
  if (file.endsWith('.png')) return PNG.sync.read(bytes);
  return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
}

/** Box-filter downscale of RGBA pixels by an integer-free factor (each output pixel averages its area). */
function shrink({ width, height, data }, scale) {
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y / scale);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) / scale));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x / scale);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) / scale));
      const sum = [0, 0, 0];
      for (let sy = y0; sy < y1; sy++)
        for (let sx = x0; sx < x1; sx++)
          for (let c = 0; c < 3; c++) sum[c] += data[(sy * width + sx) * 4 + c];
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 3; c++) out[(y * w + x) * 4 + c] = Math.round(sum[c] / n);
      out[(y * w + x) * 4 + 3] = 255;
    }
  }
  return { width: w, height: h, data: out };
}

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/make-face-fixtures.mjs <folder with the originals>');
  process.exit(2);
}
for (const [name, maxSide] of Object.entries(NAMES)) {
  const image = decode(join(source, name));
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const small = scale < 1 ? shrink(image, scale) : image;
  const out = new URL(`${name.replace(/\.\w+$/, '')}.jpg`, OUT);
  const encoded = jpeg.encode(small, 80).data;
  writeFileSync(out, encoded);
  console.log(`› ${out.pathname}: ${small.width}x${small.height}, ${(encoded.length / 1024).toFixed(1)} KiB`);
}
