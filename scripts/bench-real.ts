// `npm run bench:cards -- --real DIR`: the document judge on real photographs with ground-truth
// corners, each judged exactly as `npm run detect` does (still-image.ts). Two layouts:
// - generic: `<name>.json` = {"quad": [[x,y] x4]} beside each image `<name>.png|jpg|jpeg`;
// - the MIDV-500 excerpt: folders of `<type>_<index>.png` with `<anything>_<index>.json` beside them
//   (`1/02_01.png` goes with `1/1_1.json`), `<type>` the two-digit document type.
// Each photo is sorted by its ground truth (issue 23): a passport page is "not ID-1" and reported
// apart; an ID-1 card with a corner outside the image is "cut" (must never pass); else "close" when
// its long side is at least 55% of the frame's matching side, "far" below. The MIDV types split into
// a development part and a held-out part (fixed by the lead); scenes come from
// fixtures/midv500-scenes.json, and a ground truth found off is replaced by our own measurement
// (fixtures/midv500-label-fixes.json). No image or ground truth of MIDV-500 is kept in this repository.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Point } from '../packages/core/src/capture/detector-port.ts';
import { cornersWithin } from '../apps/web/e2e/card-scenes/evaluate.ts';
import { measureCard } from '../apps/web/e2e/card-scenes/pose.ts';
import { cropFrame } from '../packages/core/src/capture/document-detector/crop-frame.ts';
import { allCropsOf, cropsOf } from './bench-real-crops.ts';
import { noCardTable, noCardWindowsOf } from './bench-real-no-card.ts';
import { groupsOf, IMAGE, imagesUnder } from './image-files.ts';
import { decode, judgeUpright } from './still-image.ts';

export const MIDV_TYPES: Record<string, string> = {
  '02': 'aut_drvlic_new',
  '03': 'aut_id_old',
  '04': 'aut_id',
  '10': 'cze_id',
  '14': 'deu_id_new',
  '22': 'est_id',
  '26': 'hrv_drvlic',
  '31': 'jpn_drvlic',
  '33': 'mac_id',
  '34': 'mda_passport',
  '40': 'srb_id',
  '41': 'srb_passport',
  '43': 'tur_id',
  '44': 'ukr_id',
  '45': 'ukr_passport',
};
const PASSPORTS = ['34', '41', '45'];
const DEV_TYPES = ['02', '03', '04', '10', '14', '22'];
const HELD_TYPES = ['26', '31', '33', '40', '43', '44'];
/** A card whose long side spans less than this share of the frame's matching side is far (issue 23). */
export const REAL_CLOSE_SHARE = 0.55;

export type RealClass = 'close' | 'far' | 'cut' | 'not ID-1' | 'none';
export type RealSplit = 'development' | 'held-out' | 'passports' | 'unsplit';

export interface RealPhoto {
  file: string;
  /** The two-digit MIDV-500 type, when the name has one. */
  type?: string;
  quad: Point[];
}

function readQuad(file: string): Point[] | undefined {
  try {
    const quad = JSON.parse(readFileSync(file, 'utf8')).quad;
    if (Array.isArray(quad) && quad.length === 4) return quad.map(([x, y]: [number, number]) => ({ x, y }));
  } catch {
    // Not a ground-truth file (MIDV-500 folders also hold VIA project files).
  }
  return undefined;
}

/** Every image under `dir` with its ground truth; images without one are left out. */
export function listRealPhotos(dir: string): RealPhoto[] {
  const out: RealPhoto[] = [];
  const fixes = fixture<LabelFix>('midv500-label-fixes.json', 'fixes');
  const siblings = new Map<string, string[]>();
  for (const path of imagesUnder(dir)) {
    const folder = dirname(path);
    const stem = basename(path).replace(IMAGE, '');
    let truth = existsSync(join(folder, `${stem}.json`)) ? readQuad(join(folder, `${stem}.json`)) : undefined;
    const midv = /^(\d{2})_(\d+)$/.exec(stem);
    if (!truth && midv) {
      if (!siblings.has(folder)) siblings.set(folder, readdirSync(folder).sort());
      const index = Number(midv[2]);
      const json = siblings
        .get(folder)
        ?.find((n) => !n.startsWith('via') && Number(/_(\d+)\.json$/.exec(n)?.[1]) === index);
      if (json) truth = readQuad(join(folder, json));
    }
    if (truth) out.push({ file: path, type: midv?.[1], quad: fixedLabel(fixes, basename(path), truth) });
  }
  return out;
}

interface LabelFix {
  given: [number, number][];
  quad: [number, number][];
}

/** A map kept in one of the fixtures beside this file ({} when the file is absent). */
function fixture<T>(name: string, key: string): Record<string, T> {
  const file = new URL(`./fixtures/${name}`, import.meta.url);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8'))[key] : {};
}

/**
 * Our own measurement in place of a MIDV-500 ground truth found off by looking at the photo
 * (fixtures/midv500-label-fixes.json), only while the given corners are exactly those found off: a
 * photo of the same name elsewhere, or a corrected dataset, keeps its own.
 */
function fixedLabel(fixes: Record<string, LabelFix>, name: string, truth: Point[]): Point[] {
  const fix = fixes[name];
  const same = fix?.given.every(([x, y], k) => truth[k]?.x === x && truth[k]?.y === y);
  return fix && same ? fix.quad.map(([x, y]) => ({ x, y })) : truth;
}

export function classify(photo: RealPhoto, width: number, height: number): RealClass {
  const m = measureCard(photo.quad, width, height);
  if (photo.type ? PASSPORTS.includes(photo.type) : aspect(photo.quad) < 1.5) return 'not ID-1';
  if (m.cut) return 'cut';
  return m.longShare >= REAL_CLOSE_SHARE ? 'close' : 'far';
}

/** Long over short side of the quad (ID-1 is 1.586, a passport page 1.42). */
function aspect(quad: Point[]): number {
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  const len = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);
  const across = (len(a, b) + len(d, c)) / 2;
  const down = (len(a, d) + len(b, c)) / 2;
  return Math.max(across, down) / Math.min(across, down);
}

export function splitOf(type: string | undefined): RealSplit {
  if (!type) return 'unsplit';
  if (PASSPORTS.includes(type)) return 'passports';
  if (DEV_TYPES.includes(type)) return 'development';
  if (HELD_TYPES.includes(type)) return 'held-out';
  return 'unsplit';
}

export interface RealOutcome {
  file: string;
  type: string;
  scene: string;
  split: RealSplit;
  kind: RealClass;
  passed: boolean;
  cornersOk: boolean;
  code?: number;
  /** A close card's photo cropped so that the frame's edge cuts the card (bench-real-crops.ts). */
  crop?: { side: string; depth: number };
  /** A window of the photo beside the card, holding none of it (bench-real-no-card.ts): which side. */
  window?: string;
}

const pct = (a: number, n: number) => (n ? `${((100 * a) / n).toFixed(0)}%` : '-');

/** One table: a row per group, pass rate and corner rate of close cards, passes of cut ones, codes. */
export function realTable(
  outcomes: readonly RealOutcome[],
  by: (o: RealOutcome) => string,
  title: string,
): string {
  const lines = [
    `| ${title} | n | passed | close | close passed | close corners ≤5% | far | far 901 | cut | cut passed | 901 | 910 |`,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, list] of groupsOf(outcomes, by)) {
    const close = list.filter((o) => o.kind === 'close');
    const far = list.filter((o) => o.kind === 'far');
    const cut = list.filter((o) => o.kind === 'cut');
    lines.push(
      `| ${name} | ${list.length} | ${list.filter((o) => o.passed).length} | ${close.length} | ${pct(close.filter((o) => o.passed).length, close.length)} | ${pct(close.filter((o) => o.cornersOk).length, close.length)} | ${far.length} | ${pct(far.filter((o) => o.code === 901).length, far.length)} | ${cut.length} | ${cut.filter((o) => o.passed).length} | ${list.filter((o) => o.code === 901).length} | ${list.filter((o) => o.code === 910).length} |`,
    );
  }
  return lines.join('\n');
}

export async function benchReal(
  dir: string,
  /** Cropped cut cards: four per close photo (each side at a rotating depth), every side at every depth, or none. */
  crops: 'rotating' | 'all' | 'none' = 'rotating',
): Promise<{ report: string; missed: string[]; outcomes: RealOutcome[] }> {
  const manifest = fixture<string>('midv500-scenes.json', 'scenes');
  const outcomes: RealOutcome[] = [];
  let closeIndex = 0;
  for (const photo of listRealPhotos(dir)) {
    let upright: Awaited<ReturnType<typeof decode>>;
    try {
      upright = await decode(readFileSync(photo.file));
    } catch (error) {
      console.error(`${photo.file}: skipped (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const { result, quad, width, height } = await judgeUpright(upright);
    const passed = result.status === 'doc-passed';
    const name = basename(photo.file);
    const outcome: RealOutcome = {
      file: relative(dir, photo.file),
      type: photo.type
        ? `${photo.type} ${MIDV_TYPES[photo.type] ?? ''}`.trim()
        : basename(dirname(photo.file)),
      scene: manifest[name] ?? 'unlabelled',
      split: splitOf(photo.type),
      kind: classify(photo, width, height),
      passed,
      cornersOk: passed && cornersWithin(quad, photo.quad, 0.05),
      code: result.code,
    };
    outcomes.push(outcome);
    if (crops === 'none') continue;
    for (const window of noCardWindowsOf(photo.quad, width, height)) {
      const judged = await judgeUpright(cropFrame(upright, window));
      outcomes.push({
        ...outcome,
        file: `${outcome.file} (${window.side} of the card)`,
        kind: 'none',
        passed: judged.result.status === 'doc-passed',
        cornersOk: false,
        code: judged.result.code,
        window: window.side,
      });
    }
    if (outcome.kind !== 'close') continue;
    const index = closeIndex++;
    const windows =
      crops === 'all' ? allCropsOf(photo.quad, width, height) : cropsOf(photo.quad, width, height, index);
    for (const crop of windows) {
      const judged = await judgeUpright(cropFrame(upright, crop));
      outcomes.push({
        ...outcome,
        file: `${outcome.file} (${crop.side} ${Math.round(crop.depth * 100)}%)`,
        kind: 'cut',
        passed: judged.result.status === 'doc-passed',
        cornersOk: false,
        code: judged.result.code,
        crop: { side: crop.side, depth: crop.depth },
      });
    }
  }
  const sections: string[] = [];
  const missed: string[] = [];
  for (const split of ['development', 'held-out', 'unsplit', 'passports'] as const) {
    const cropped = outcomes.filter((o) => o.split === split && o.crop);
    const mine = outcomes.filter((o) => o.split === split && !o.crop && !o.window);
    const windows = outcomes.filter((o) => o.split === split && o.window);
    const captured = windows.filter((o) => o.passed);
    if (!mine.length) continue;
    const croppedPassed = cropped.filter((o) => o.passed);
    const close = mine.filter((o) => o.kind === 'close');
    const cornersOk = close.filter((o) => o.cornersOk).length;
    const cutPassed = mine.filter((o) => o.kind === 'cut' && o.passed).length;
    // 901 is for a card that is really small (issue 23): a close or cut card told to come nearer is wrong.
    const nearer = (list: RealOutcome[]) =>
      list.filter((o) => (o.kind === 'close' || o.kind === 'cut') && o.code === 901);
    // A count of `total`, and which files they are.
    const named = (list: RealOutcome[], total: number) =>
      `${list.length}/${total}${list.length ? `: ${list.map((o) => o.file).join(', ')}` : ''}`;
    sections.push(
      [
        `### Real photos, ${split === 'passports' ? 'passport pages (not ID-1, apart)' : `${split} part`} (${mine.length} photos)`,
        '',
        realTable(mine, (o) => o.kind, 'class'),
        '',
        realTable(mine, (o) => o.type, 'document type'),
        '',
        realTable(mine, (o) => o.scene, 'scene'),
        '',
        `- close cards passed with the four corners within 5% of the diagonal (target ≥ 95%): ${pct(cornersOk, close.length)} (${cornersOk}/${close.length})`,
        `- cards cut by the frame's edge passed (target 0): ${cutPassed}`,
        `- close or cut cards answering 901 (target 0): ${nearer(mine).length}`,
        ...(cropped.length
          ? [
              '',
              `Close cards cropped so that the frame's edge cuts them (${cropped.length}; bench-real-crops.ts):`,
              '',
              realTable(cropped, (o) => `${Math.round((o.crop?.depth ?? 0) * 100)}% cut off`, 'depth'),
              '',
              realTable(cropped, (o) => o.crop?.side ?? '', 'side'),
              '',
              `- cropped cut cards passed (target 0): ${named(croppedPassed, cropped.length)}`,
              `- cropped cut cards answering 901 (target 0): ${named(nearer(cropped), cropped.length)}`,
            ]
          : []),
        ...(windows.length
          ? [
              '',
              `Windows of the photos beside the card, holding none of it: frames without a card (${windows.length}; bench-real-no-card.ts):`,
              '',
              noCardTable(windows, (o) => o.scene, 'scene'),
              '',
              `- windows without the card captured (target 0): ${named(captured, windows.length)}`,
              `- windows without the card answering 901: ${named(
                windows.filter((o) => o.code === 901),
                windows.length,
              )}`,
            ]
          : []),
      ].join('\n'),
    );
    if (split !== 'passports') {
      if (cornersOk < 0.95 * close.length)
        missed.push(`${split}: close cards passed with their corners < 95%`);
      if (cutPassed > 0) missed.push(`${split}: a card cut by the edge passed`);
      if (croppedPassed.length) missed.push(`${split}: a cropped cut card passed`);
      if (captured.length) missed.push(`${split}: a window without the card was captured`);
    }
  }
  const failed = outcomes.filter((o) => o.kind === 'close' && !o.cornersOk && !o.crop);
  sections.push(
    `Close cards not passed with their corners: ${failed.map((o) => `${o.file} (${o.code ?? (o.passed ? 'pass, corners off' : '')})`).join(', ') || 'none'}`,
  );
  return { report: sections.join('\n\n'), missed, outcomes };
}
