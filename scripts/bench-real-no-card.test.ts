// The windows of `bench:cards --real` that hold no part of the card: real frames without a card.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { benchNoCardPhotos, NO_CARD_MARGIN, noCardTable, noCardWindowsOf } from './bench-real-no-card.ts';

// A card across a 1080x1920 portrait photo, x 140..940, y 700..1205.
const card = [
  { x: 140, y: 700 },
  { x: 940, y: 700 },
  { x: 940, y: 1205 },
  { x: 140, y: 1205 },
];

const clearOf = (w: { x0: number; y0: number; x1: number; y1: number }, quad: typeof card, margin: number) =>
  quad.every(
    (p) => p.x < w.x0 - margin || p.x >= w.x1 + margin || p.y < w.y0 - margin || p.y >= w.y1 + margin,
  ) &&
  // No corner inside is not enough for a window beside the card: none of its box either.
  (Math.max(...quad.map((p) => p.x)) + margin <= w.x0 ||
    Math.min(...quad.map((p) => p.x)) - margin >= w.x1 ||
    Math.max(...quad.map((p) => p.y)) + margin <= w.y0 ||
    Math.min(...quad.map((p) => p.y)) - margin >= w.y1);

describe('noCardWindowsOf', () => {
  it('takes the room above and below a card that spans the photo’s width, a margin off the card, in the photo’s shape', () => {
    const windows = noCardWindowsOf(card, 1080, 1920);
    expect(windows.map((w) => w.side)).toEqual(['top', 'bottom']);
    const margin = NO_CARD_MARGIN * 1920;
    for (const w of windows) {
      expect(clearOf(w, card, margin - 1)).toBe(true);
      expect(Math.abs((w.x1 - w.x0) / (w.y1 - w.y0) - 1080 / 1920)).toBeLessThan(0.01);
      expect(w.x0).toBeGreaterThanOrEqual(0);
      expect(w.x1).toBeLessThanOrEqual(1080);
      expect(w.y1).toBeLessThanOrEqual(1920);
    }
    // Above the card: from the top down to 57.6 px short of it, centred on the card across.
    expect(windows[0]).toEqual({ side: 'top', x0: 359, y0: 0, x1: 720, y1: 642 });
  });

  it('takes all four sides round a far card, and none where the room is under 200 px', () => {
    const far = [
      { x: 800, y: 400 },
      { x: 1200, y: 420 },
      { x: 1190, y: 670 },
      { x: 790, y: 650 },
    ];
    const windows = noCardWindowsOf(far, 1920, 1080);
    expect(windows.map((w) => w.side)).toEqual(['left', 'top', 'right', 'bottom']);
    for (const w of windows) expect(clearOf(w, far, NO_CARD_MARGIN * 1920 - 1)).toBe(true);
    // A card across the whole of a landscape photo leaves nothing.
    const whole = [
      { x: 100, y: 100 },
      { x: 1800, y: 100 },
      { x: 1800, y: 980 },
      { x: 100, y: 980 },
    ];
    expect(noCardWindowsOf(whole, 1920, 1080)).toEqual([]);
  });
});

describe('noCardTable', () => {
  it('counts, per group, the windows captured, sent nearer and refused', () => {
    const table = noCardTable(
      [
        { scene: 'keyboard', passed: true },
        { scene: 'keyboard', passed: false, code: 910 },
        { scene: 'clutter', passed: false, code: 901 },
      ],
      (o) => o.scene,
      'scene',
    );
    expect(table.split('\n').slice(2)).toEqual([
      '| clutter | 1 | 0 | 1 | 0 |',
      '| keyboard | 2 | 1 | 0 | 1 |',
    ]);
  });
});

describe('bench:cards --none DIR', () => {
  const png = (width: number, height: number) => {
    const image = new PNG({ width, height });
    image.data.fill(200);
    return PNG.sync.write(image);
  };

  it('judges every photo under the folder, and leaves out thumbnails no camera gives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'none-'));
    mkdirSync(join(dir, 'papers'));
    writeFileSync(join(dir, 'papers/blank.png'), png(640, 480));
    writeFileSync(join(dir, 'thumb.png'), png(150, 150));
    writeFileSync(join(dir, 'notes.txt'), 'not an image');
    const { report, missed } = await benchNoCardPhotos(dir);
    expect(report).toContain('- captured (target 0): 0/1\n');
    expect(report).toContain('- answering 910 (no card): 1/1\n');
    expect(report).toContain('- left out, under 200 px on a side: thumb.png');
    expect(missed).toEqual([]);
  });
});
