// Writes a .y4m video of the generated ID card for Chromium's fake camera
// (--use-file-for-fake-video-capture): the card slides in, then is held still (Chromium loops it).
import { closeSync, existsSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { cardGuide } from '@alta/core/capture/card-guide';
import type { Frame } from '@alta/core/capture/detector-port';
import { renderScene } from '@alta/core/testing/capture/document-detector/synthetic-card';

export interface CardVideoOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Frames of the card moving in, then of it held still. */
  movingFrames?: number;
  stillFrames?: number;
  /** The card's width as a share of the drawn card frame's (1: filling it; less: held too far). */
  cardScale?: number;
}

/** The code that draws the video: a video older than it shows a card the tests no longer expect. */
const DRAWN_BY = [
  new URL('./fake-camera.ts', import.meta.url),
  new URL('../../../packages/core/testing/capture/document-detector/synthetic-card.ts', import.meta.url),
];

/** Whether the video at `path` is missing or older than the code that draws it (to be written anew). */
export function videoStale(path: string): boolean {
  return !existsSync(path) || DRAWN_BY.some((source) => statSync(source).mtimeMs > statSync(path).mtimeMs);
}

export function writeCardVideo(path: string, options: CardVideoOptions = {}): string {
  const { width = 1280, height = 720, fps = 15, movingFrames = 8, stillFrames = 22, cardScale = 1 } = options;
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    // Held where the screen draws the card frame, filling it (landscape or portrait alike).
    const still = { cx: width / 2, cy: height / 2, width: cardScale * cardGuide(width, height).width };
    for (let i = 0; i < movingFrames + stillFrames; i++) {
      const t = Math.min(1, i / movingFrames);
      const card = { ...still, cx: still.cx - (1 - t) * 0.25 * width };
      writeSync(fd, 'FRAME\n');
      writeSync(fd, toI420(renderScene({ width, height, card, seed: i + 1 })));
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

/** A .y4m video of one frame held still (Chromium loops it), for a benchmark on a chosen frame. */
export function writeStillVideo(path: string, frame: Frame, frames = 15): string {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, `YUV4MPEG2 W${frame.width} H${frame.height} F15:1 Ip A1:1 C420jpeg\n`);
    const planes = toI420(frame);
    for (let i = 0; i < frames; i++) {
      writeSync(fd, 'FRAME\n');
      writeSync(fd, planes);
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

/** RGBA → planar YUV 4:2:0, full-range BT.601 (the 'C420jpeg' the header announces). */
function toI420({ data, width, height }: Frame): Uint8Array {
  const out = new Uint8Array(width * height * 1.5);
  const uOffset = width * height;
  const vOffset = uOffset + (width / 2) * (height / 2);
  const px = (x: number, y: number, c: number) => data[(y * width + x) * 4 + c] as number;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      out[y * width + x] = 0.299 * px(x, y, 0) + 0.587 * px(x, y, 1) + 0.114 * px(x, y, 2);
    }
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < width / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        r += px(2 * x + dx, 2 * y + dy, 0) / 4;
        g += px(2 * x + dx, 2 * y + dy, 1) / 4;
        b += px(2 * x + dx, 2 * y + dy, 2) / 4;
      }
      out[uOffset + y * (width / 2) + x] = -0.1687 * r - 0.3313 * g + 0.5 * b + 128;
      out[vOffset + y * (width / 2) + x] = 0.5 * r - 0.4187 * g - 0.0813 * b + 128;
    }
  }
  return out;
}
