// A still image judged as the upload alternative does, shared by `npm run detect` (detect-stills.ts)
// and the real-photo part of `npm run bench:cards` (bench-real.ts): decoded like a browser does (EXIF
// orientation applied), scaled to at most UPLOAD_MAX_SIDE on its longest side, then core's judgeStill
// with the barcode read.
import { readFileSync } from 'node:fs';
import type { DocumentResult, Frame, Point } from '../packages/core/src/capture/detector-port.ts';
import { createLocalDocumentDetector } from '../packages/core/src/capture/document-detector/local-document-detector.ts';
import { judgeStill, UPLOAD_MAX_SIDE } from '../packages/core/src/capture/judge-still.ts';
import exifr from 'exifr';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export interface StillJudgement {
  result: DocumentResult;
  /** The quad in the file's own (upright) pixels, when the judge gave one. */
  quad?: Point[];
  /** The upright image's size, in its own pixels. */
  width: number;
  height: number;
}

export async function decode(bytes: Buffer): Promise<Frame> {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    const png = PNG.sync.read(bytes);
    return {
      data: new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
      width: png.width,
      height: png.height,
    };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
    const frame = {
      data: new Uint8ClampedArray(image.data.buffer),
      width: image.width,
      height: image.height,
    };
    const orientation = (await exifr.orientation(bytes).catch(() => undefined)) ?? 1;
    return orient(frame, orientation);
  }
  throw new Error('not a JPEG or PNG image');
}

/** EXIF orientation 1-8 applied, as browsers do when they decode a photo. */
function orient(frame: Frame, orientation: number): Frame {
  if (orientation <= 1 || orientation > 8) return frame;
  const { width: w, height: h, data } = frame;
  const swap = orientation >= 5;
  const W = swap ? h : w;
  const H = swap ? w : h;
  const out = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      // Where the upright pixel (x, y) comes from in the stored image.
      const [sx, sy] = [
        [x, y],
        [x, y],
        [w - 1 - x, y],
        [w - 1 - x, h - 1 - y],
        [x, h - 1 - y],
        [y, x],
        [y, h - 1 - x],
        [w - 1 - y, h - 1 - x],
        [w - 1 - y, x],
      ][orientation] as [number, number];
      out.set(data.subarray((sy * w + sx) * 4, (sy * w + sx) * 4 + 4), (y * W + x) * 4);
    }
  }
  return { data: out, width: W, height: H };
}

/** Box-filtered downscale to at most `max` on the longest side (no change when already smaller). */
function fitWithin(frame: Frame, max: number): { frame: Frame; scale: number } {
  const scale = Math.min(1, max / Math.max(frame.width, frame.height));
  if (scale === 1) return { frame, scale };
  const W = Math.max(1, Math.round(frame.width * scale));
  const H = Math.max(1, Math.round(frame.height * scale));
  const out = new Uint8ClampedArray(W * H * 4);
  const step = 1 / scale;
  for (let y = 0; y < H; y++) {
    const y0 = Math.floor(y * step);
    const y1 = Math.min(frame.height, Math.max(y0 + 1, Math.floor((y + 1) * step)));
    for (let x = 0; x < W; x++) {
      const x0 = Math.floor(x * step);
      const x1 = Math.min(frame.width, Math.max(x0 + 1, Math.floor((x + 1) * step)));
      const sum = [0, 0, 0, 0];
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const p = (yy * frame.width + xx) * 4;
          for (let c = 0; c < 4; c++) sum[c] = (sum[c] as number) + (frame.data[p + c] as number);
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      for (let c = 0; c < 4; c++) out[(y * W + x) * 4 + c] = (sum[c] as number) / n;
    }
  }
  return { frame: { data: out, width: W, height: H }, scale: W / frame.width };
}

/** Judges one image file; throws when it is not a JPEG or PNG. */
export async function judgeStillFile(file: string): Promise<StillJudgement> {
  return judgeUpright(await decode(readFileSync(file)));
}

/** Judges an image already decoded upright (as judgeStillFile does after decoding). */
export async function judgeUpright(upright: Frame): Promise<StillJudgement> {
  const { frame, scale } = fitWithin(upright, UPLOAD_MAX_SIDE);
  const detector = createLocalDocumentDetector({ readBarcode: true });
  await detector.start();
  const result = await judgeStill(detector, frame);
  detector.stop();
  return {
    result,
    quad: result.quad?.map((p) => ({ x: p.x / scale, y: p.y / scale })),
    width: upright.width,
    height: upright.height,
  };
}
