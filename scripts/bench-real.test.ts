// `npm run bench:cards -- --real DIR` finds each photo's ground truth in both layouts it supports and
// sorts the photos as issue 23 says (passport pages apart, cut, close from 55% of the matching side,
// far below), with the MIDV-500 types in the lead's fixed development and held-out parts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classify, listRealPhotos, splitOf } from './bench-real.ts';
import fixes from './fixtures/midv500-label-fixes.json' with { type: 'json' };
import scenes from './fixtures/midv500-scenes.json' with { type: 'json' };

const quad = (pts: number[][]) => ({ quad: pts });

describe('bench:cards --real', () => {
  it('pairs MIDV-500 images with their ground truth by the index after the underscore, and generic images with <name>.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'real-'));
    mkdirSync(join(dir, '1'));
    mkdirSync(join(dir, '12'));
    mkdirSync(join(dir, 'mine'));
    for (const name of ['1/02_01.png', '1/02_10.png', '12/41_1.png', 'mine/card.jpg', 'mine/no-truth.jpg']) {
      writeFileSync(join(dir, name), '');
    }
    writeFileSync(
      join(dir, '1/1_1.json'),
      JSON.stringify(
        quad([
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 2],
        ]),
      ),
    );
    writeFileSync(
      join(dir, '1/1_10.json'),
      JSON.stringify(
        quad([
          [10, 10],
          [20, 10],
          [20, 20],
          [10, 20],
        ]),
      ),
    );
    writeFileSync(join(dir, '1/via_02.json'), JSON.stringify({ _via_settings: {} }));
    writeFileSync(
      join(dir, '12/41_1.json'),
      JSON.stringify(
        quad([
          [4, 4],
          [5, 4],
          [5, 5],
          [4, 5],
        ]),
      ),
    );
    writeFileSync(
      join(dir, 'mine/card.json'),
      JSON.stringify(
        quad([
          [7, 7],
          [8, 7],
          [8, 8],
          [7, 8],
        ]),
      ),
    );
    const found = listRealPhotos(dir).map((p) => [p.file.slice(dir.length + 1), p.type, p.quad[0]?.x]);
    expect(found).toEqual([
      ['1/02_01.png', '02', 1],
      ['1/02_10.png', '02', 10],
      ['12/41_1.png', '41', 4],
      ['mine/card.jpg', undefined, 7],
    ]);
  });

  it('sorts by the ground truth: passport pages apart, a corner outside is cut, close from 55% of the matching side', () => {
    const card = (x0: number, width: number) => [
      { x: x0, y: 800 },
      { x: x0 + width, y: 800 },
      { x: x0 + width, y: 800 + width / 1.586 },
      { x: x0, y: 800 + width / 1.586 },
    ];
    expect(classify({ file: 'a', type: '02', quad: card(100, 600) }, 1080, 1920)).toBe('close');
    expect(classify({ file: 'a', type: '02', quad: card(100, 580) }, 1080, 1920)).toBe('far');
    expect(classify({ file: 'a', type: '02', quad: card(-10, 900) }, 1080, 1920)).toBe('cut');
    expect(classify({ file: 'a', type: '41', quad: card(100, 800) }, 1080, 1920)).toBe('not ID-1');
    expect([splitOf('02'), splitOf('26'), splitOf('45'), splitOf(undefined)]).toEqual([
      'development',
      'held-out',
      'passports',
      'unsplit',
    ]);
  });

  it('has a scene label for every photo of the MIDV-500 excerpt, from the six scenes', () => {
    const labels = Object.values(scenes.scenes);
    expect(labels.length).toBe(117);
    expect(new Set(labels)).toEqual(new Set(['table', 'keyboard', 'clutter', 'hand', 'paper', 'other']));
  });

  it('puts our own measurement in place of a ground truth found off, only while it is exactly the one found off', () => {
    const fix = fixes.fixes['04_04.png'];
    const dir = mkdtempSync(join(tmpdir(), 'real-'));
    for (const folder of ['3', 'other']) {
      mkdirSync(join(dir, folder));
      writeFileSync(join(dir, folder, '04_04.png'), '');
    }
    writeFileSync(join(dir, '3/3_4.json'), JSON.stringify(quad(fix.given)));
    const shifted = fix.given.map(([x, y]) => [(x as number) + 1, y as number]);
    writeFileSync(join(dir, 'other/other_4.json'), JSON.stringify(quad(shifted)));
    const found = listRealPhotos(dir).map((p) => [
      p.file.slice(dir.length + 1),
      p.quad.map((c) => [c.x, c.y]),
    ]);
    expect(found).toEqual([
      ['3/04_04.png', fix.quad],
      ['other/04_04.png', shifted],
    ]);
  });
});
