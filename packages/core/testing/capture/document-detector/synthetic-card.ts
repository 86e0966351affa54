// Draws camera frames of an ID-like card (ID-1 proportions and rounded corners, a photo, text lines
// and a real PDF417 made by bwip-js) on a noisy table, for the detector tests and the fake camera
// video. Test and tool code only: bwip-js is a dev dependency.

import bwipjs from 'bwip-js/node';
import type { Frame } from '../../../src/capture/detector-port';
import { ID_ASPECT_RATIO } from '../../../src/capture/document-detector/find-card';

export const SAMPLE_DNI_BARCODE = '00512345678@GOMEZ@JUANA MARIA@F@30123456@A@14/02/1990@10/05/2021@239';

export interface CardPose {
  /** Centre of the card in frame pixels. */
  cx: number;
  cy: number;
  /** Long side in frame pixels. */
  width: number;
  /** Rotation in radians (clockwise on screen). */
  angle?: number;
}

export interface SceneOptions {
  width: number;
  height: number;
  /** No card when absent: an empty table. */
  card?: CardPose;
  /** What the PDF417 says; null prints none (a card whose barcode cannot be read). */
  barcodeText?: string | null;
  /** Seed of the sensor noise, so two frames of a still scene still differ a little. */
  seed?: number;
  /** Square corners draw a sheet or a pad of the card's ratio and print, not an ID-1 card. */
  squareCorners?: boolean;
}

interface Modules {
  bits: Uint8Array;
  cols: number;
  rows: number;
}

const moduleCache = new Map<string, Modules>();

function pdf417Modules(text: string): Modules {
  const cached = moduleCache.get(text);
  if (cached) return cached;
  // columns is a BWIPP option the typings do not list.
  const options = { bcid: 'pdf417', text, columns: 5 };
  const [sym] = bwipjs.raw(options) as {
    pixs: number[];
    pixx: number;
    pixy: number;
  }[];
  if (!sym) throw new Error(`bwip-js drew no PDF417 for ${text}`);
  const modules = { bits: Uint8Array.from(sym.pixs), cols: sym.pixx, rows: sym.pixy };
  moduleCache.set(text, modules);
  return modules;
}

/** RGBA frame of the scene. */
export function renderScene(options: SceneOptions): Frame {
  const { width, height, card, barcodeText = SAMPLE_DNI_BARCODE, seed = 1, squareCorners = false } = options;
  const data = new Uint8ClampedArray(width * height * 4);
  const random = mulberry32(seed);
  const modules = card ? modulesFor(barcodeText) : undefined;
  const cardW = card?.width ?? 1;
  const cardH = cardW / ID_ASPECT_RATIO;
  const cos = Math.cos(card?.angle ?? 0);
  const sin = Math.sin(card?.angle ?? 0);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      const noise = (random() - 0.5) * 10;
      let rgb: [number, number, number] | undefined;
      if (card && modules) {
        const dx = x - card.cx;
        const dy = y - card.cy;
        const u = (dx * cos + dy * sin) / cardW + 0.5;
        const v = (-dx * sin + dy * cos) / cardH + 0.5;
        if (
          u >= 0 &&
          u < 1 &&
          v >= 0 &&
          v < 1 &&
          (squareCorners || !pastCorner(u * cardW, v * cardH, cardW, cardH))
        )
          rgb = cardColour(u, v, modules);
      }
      // A dark table, a little lighter towards the top (a desk lamp).
      const [r, g, b] = rgb ?? [62 + (20 * (height - y)) / height, 52, 48];
      data[p] = r + noise;
      data[p + 1] = g + noise;
      data[p + 2] = b + noise;
      data[p + 3] = 255;
    }
  }
  return { data, width, height };
}

/** An ID-1 card's corner radius over its width (ISO/IEC 7810: 3.18 mm of 85.6 mm). */
const CORNER_RADIUS = 3.18 / 85.6;

/** Whether the card's point (x, y), in pixels from its top left, lies past its rounded corner. */
function pastCorner(x: number, y: number, w: number, h: number): boolean {
  const r = CORNER_RADIUS * w;
  const dx = x < r ? r - x : x > w - r ? x - (w - r) : 0;
  const dy = y < r ? r - y : y > h - r ? y - (h - r) : 0;
  return dx * dx + dy * dy > r * r;
}

/** A missing barcode leaves its place blank, so the card looks the same otherwise. */
const modulesFor = (text: string | null): Modules => {
  if (text !== null) return pdf417Modules(text);
  const sample = pdf417Modules(SAMPLE_DNI_BARCODE);
  return { ...sample, bits: new Uint8Array(sample.bits.length) };
};

/** The card's face at (u, v) in [0, 1)²: light base, photo, text lines, and the PDF417. */
function cardColour(u: number, v: number, m: Modules): [number, number, number] {
  const light: [number, number, number] = [226, 230, 222];
  const ink: [number, number, number] = [30, 32, 40];
  // Barcode: 60% of the card's width, bottom right, its height set by square modules.
  const bx = 0.36;
  const bw = 0.6;
  const bh = (bw * ID_ASPECT_RATIO * m.rows) / m.cols;
  const by = 0.93 - bh;
  if (u >= bx && u < bx + bw && v >= by && v < by + bh) {
    const col = Math.floor(((u - bx) / bw) * m.cols);
    const row = Math.floor(((v - by) / bh) * m.rows);
    return m.bits[row * m.cols + col] ? ink : light;
  }
  if (u > 0.05 && u < 0.3 && v > 0.18 && v < 0.85) return [120, 105, 96]; // photo
  if (u > 0.36 && u < 0.9 && v < by - 0.06) {
    const line = (v - 0.1) / 0.09;
    const inLine = line > 0 && line - Math.floor(line) < 0.35;
    if (inLine && u < 0.5 + 0.4 * ((Math.floor(line) * 0.37) % 1)) return [70, 74, 92];
  }
  return light;
}

/** A small seeded generator: the same scene, frame after frame. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
