// `npm run detect` as QA runs it: one JSON line per file and nothing else on stdout, the quad in the
// file's pixels, 500 for a file that is no image (and exit 1). The card photo is a frame of the
// evaluation set (drawn by Chromium), with the card's corners measured by the browser at
// (259.4, 225.2) (962.5, 94.3) (1037.1, 524.2) (334.1, 655.1).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const detect = (...files: string[]) =>
  spawnSync(process.execPath, ['scripts/detect.mjs', ...files], { cwd: root, encoding: 'utf8' });

describe('npm run detect', () => {
  it('prints one JSON line per file: a held card passes with its corners, an empty table is 910, a non-image is 500', () => {
    const run = detect(
      'scripts/fixtures/card-thumb.jpg',
      'scripts/fixtures/empty-table.png',
      'scripts/fixtures/not-an-image.jpg',
    );
    const lines = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(3);
    const [card, empty, broken] = lines;
    expect(card).toMatchObject({ file: 'scripts/fixtures/card-thumb.jpg', status: 'doc-passed', code: null });
    const truth = [
      [259.4, 225.2],
      [962.5, 94.3],
      [1037.1, 524.2],
      [334.1, 655.1],
    ];
    truth.forEach(([x, y], k) => {
      expect(Math.abs(card.quad[k][0] - (x ?? 0))).toBeLessThan(6);
      expect(Math.abs(card.quad[k][1] - (y ?? 0))).toBeLessThan(6);
    });
    expect(empty).toEqual({
      file: 'scripts/fixtures/empty-table.png',
      status: 'doc-not-found',
      code: 910,
      quad: null,
      barcodeText: null,
    });
    expect(broken).toEqual({
      file: 'scripts/fixtures/not-an-image.jpg',
      status: 'doc-not-found',
      code: 500,
      quad: null,
      barcodeText: null,
    });
    expect(run.stderr).toContain('not-an-image.jpg: not a JPEG or PNG image');
    expect(run.status).toBe(1);
  }, 60_000);

  it('gives the quad in the pixels of a photo larger than the upload limit (scaled to 1920 to judge)', () => {
    // The same frame at 2.5x (3200x1800) is judged at 1920x1080 and answered in its own pixels.
    const run = detect('scripts/fixtures/card-thumb-large.jpg');
    const [line] = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(line.status).toBe('doc-passed');
    expect(Math.abs(line.quad[0][0] - 259.4 * 2.5)).toBeLessThan(15);
    expect(Math.abs(line.quad[2][1] - 524.2 * 2.5)).toBeLessThan(15);
    expect(run.status).toBe(0);
  }, 60_000);
});
