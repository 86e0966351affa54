import { describe, expect, it } from 'vitest';
import type { Frame, Quad } from '../detector-port';
import type { CardMask } from './card-mask';
import { sameShape, standsApart, zoomedView, zoomWindow } from './zoomed-likeness';

function frameOf(width: number, height: number): Frame {
  const data = new Uint8ClampedArray(width * height * 4);
  // Each pixel's red is its column, green its row (mod 256): a window's pixels tell where they came from.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = x % 256;
      data[i + 1] = y % 256;
      data[i + 3] = 255;
    }
  return { data, width, height };
}

const far = [
  { x: 500, y: 300 },
  { x: 740, y: 300 },
  { x: 740, y: 450 },
  { x: 500, y: 450 },
];

describe('zoomWindow', () => {
  it('keeps the frame’s aspect, holds the whole shape with room round it, and copies the frame’s own pixels', () => {
    const frame = frameOf(1280, 720);
    const zoom = zoomWindow(frame, far);
    expect(zoom).toBeDefined();
    const { frame: win, quad } = zoom as NonNullable<typeof zoom>;
    expect(win.width / win.height).toBeCloseTo(1280 / 720, 1);
    // 1.8 times the shape's binding extent (150 of 720 down, 240 of 1280 across).
    expect(win.height).toBe(Math.round(1.8 * (150 / 720) * 720));
    for (const p of quad) {
      expect(p.x).toBeGreaterThan(0.1 * win.width);
      expect(p.x).toBeLessThan(0.9 * win.width);
      expect(p.y).toBeGreaterThan(0.1 * win.height);
      expect(p.y).toBeLessThan(0.9 * win.height);
    }
    // The window's corner pixel is the frame's pixel at the shape's offset.
    const left = (far[0]?.x ?? 0) - (quad[0]?.x ?? 0);
    const top = (far[0]?.y ?? 0) - (quad[0]?.y ?? 0);
    expect(win.data[0]).toBe(left % 256);
    expect(win.data[1]).toBe(top % 256);
  });

  it('slides the window inside the frame for a shape by its edge', () => {
    const frame = frameOf(720, 1280);
    const byEdge = far.map((p) => ({ x: p.x - 480, y: p.y + 800 }));
    const zoom = zoomWindow(frame, byEdge);
    const { frame: win, quad } = zoom as NonNullable<typeof zoom>;
    const left = (byEdge[0]?.x ?? 0) - (quad[0]?.x ?? 0);
    const top = (byEdge[0]?.y ?? 0) - (quad[0]?.y ?? 0);
    expect(left).toBe(0);
    expect(top + win.height).toBeLessThanOrEqual(1280);
    expect(quad.every((p) => p.x >= 0 && p.y >= 0 && p.x <= win.width && p.y <= win.height)).toBe(true);
  });

  it('gives no window for a shape the mask already sees large (the window would be most of the frame)', () => {
    const frame = frameOf(1280, 720);
    const large = [
      { x: 200, y: 150 },
      { x: 900, y: 150 },
      { x: 900, y: 580 },
      { x: 200, y: 580 },
    ];
    expect(zoomWindow(frame, large)).toBeUndefined();
    expect(
      zoomedView(
        () => {
          throw new Error('the net is not run');
        },
        frame,
        large,
      ),
    ).toBeUndefined();
  });

  it('runs the net on the window, not on the frame', () => {
    const frame = frameOf(1280, 720);
    const seen: number[] = [];
    const view = zoomedView(
      (f) => {
        seen.push(f.width);
        return {
          width: 32,
          height: 18,
          data: new Float32Array(32 * 18),
          turned: false,
          scale: f.width / 32,
          frameWidth: f.width,
          frameHeight: f.height,
        };
      },
      frame,
      far,
    );
    expect(seen).toEqual([Math.round(1.8 * (150 / 720) * 1280)]);
    expect(view?.likeness).toBe(0);
  });
});

/** A window's mask (cells of 20 px over a 480x270 window) marking what `marks` says at each cell. */
function windowMask(marks: (x: number, y: number) => number): CardMask {
  const [width, height, scale] = [24, 14, 20];
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data[y * width + x] = marks((x + 0.5) * scale, (y + 0.5) * scale);
  return { width, height, data, turned: false, scale, frameWidth: 480, frameHeight: 270 };
}

// A far card's quad in its window: 1.8 times smaller than the window, in its middle.
const inWindow = [
  { x: 107, y: 60 },
  { x: 373, y: 60 },
  { x: 373, y: 210 },
  { x: 107, y: 210 },
] as unknown as Quad;
const insideCard = (x: number, y: number) => (x > 107 && x < 373 && y > 60 && y < 210 ? 0.95 : 0.02);

describe('standsApart', () => {
  it('takes a card the window’s mask marks alone, inside the window', () => {
    expect(standsApart({ likeness: 0.7, mask: windowMask(insideCard), quad: inWindow })).toBe(true);
  });

  it('refuses a piece of a larger card: the card the mask marks runs on to the window’s edge', () => {
    const larger = windowMask((x, y) => (x > 60 && y > 30 ? 0.95 : 0.02));
    expect(standsApart({ likeness: 0.7, mask: larger, quad: inWindow })).toBe(false);
  });

  it('refuses a shape the net likes too little even in its window', () => {
    expect(standsApart({ likeness: 0.2, mask: windowMask(insideCard), quad: inWindow })).toBe(false);
  });
});

describe('sameShape', () => {
  const shape = far;
  it('knows a shape whatever corner it starts at, a few pixels off', () => {
    const turned = [shape[2], shape[3], shape[0], shape[1]].map((p) => ({
      x: (p?.x ?? 0) + 4,
      y: (p?.y ?? 0) - 3,
    }));
    expect(sameShape(turned, shape)).toBe(true);
  });

  it('tells apart a shape moved by a fifth of its width', () => {
    expect(
      sameShape(
        shape.map((p) => ({ x: p.x + 48, y: p.y })),
        shape,
      ),
    ).toBe(false);
  });
});
