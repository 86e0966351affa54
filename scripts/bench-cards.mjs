#!/usr/bin/env node
// `npm run bench:cards`: the document judge on the evaluation set of issues 13 and 23
// (apps/web/e2e/card-scenes: scenes drawn by Chromium, not by our own pixel code), one row per
// condition and the targets, the development and held-out parts in separate tables.
//   --part dev|held|wide|extra|mixed|all   which part of the drawn set (all: dev and held)
//   --per N               scenes per condition (4; alternately landscape 1280x720 and portrait 720x1280)
//   --from K              from each condition's K-th scene on (0): scenes never read before, a fresh sample
//                         of the part (the held-out part's 0–167 have been read, 168 on not; decisions 124, 126–129, 132–137, 144–152)
//   --real DIR            judges a folder of real photos with ground-truth corners instead (bench-real.ts:
//                         the MIDV-500 layout or `<image>.json` beside each image), as `npm run detect` does
//                         and up to four windows of each photo beside the card as frames without one
//   --condition TEXT[,TEXT]  only the conditions whose name holds one of the texts (e.g. 'none:' with
//                         --from 160 --per 20: a larger fresh sample of frames without a card; decision 143)
//   --none DIR[,DIR]      judges folders of photos that hold no ID-1 card (papers, rooms): none captured
//   --all-crops           with --real: crops every close photo on every side at every depth of
//                         bench-real-crops.ts's ALL_DEPTHS (28 cut cards a photo instead of 4)
//   --dump DIR            writes each drawn frame that misses its target into DIR as a JPEG (to look at)
//   --write               also writes the tables into docs/detector-eval.md
//   --check               exits 1 when a target is missed
// Runs under tsx. Times are the judge's in Node, per frame.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import jpeg from 'jpeg-js';
import { judgeScene, missedTargets, table, totals } from '../apps/web/e2e/card-scenes/evaluate.ts';
import { renderScene } from '../apps/web/e2e/card-scenes/render-scene.ts';
import { conditionFilter, partNames, scenes } from '../apps/web/e2e/card-scenes/scenes.ts';
import { benchNoCardPhotos } from './bench-real-no-card.ts';
import { benchReal } from './bench-real.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';

const arg = (name) => process.argv.includes(name);
const value = (name) => (arg(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const per = Number(value('--per')) || 4;
const from = Number(value('--from')) || 0;
const partArg = value('--part') ?? 'all';
if (!['dev', 'held', 'wide', 'extra', 'mixed', 'all'].includes(partArg)) {
  console.error(
    'usage: npm run bench:cards -- [--part dev|held|wide|extra|mixed|all] [--per N] [--from K] [--condition TEXT[,TEXT]] [--real DIR [--all-crops]] [--none DIR[,DIR]] [--write] [--check]',
  );
  process.exit(2);
}
const parts = partArg === 'all' ? ['dev', 'held'] : [partArg];
if ((from > 0 || arg('--condition')) && arg('--write')) {
  console.error(
    '--write keeps the tables of the first scenes of every condition: leave out --from and --condition',
  );
  process.exit(2);
}
// The wider, further and mixed-grounds development parts each keep their own section of the doc.
const own = partArg === 'wide' || partArg === 'extra' || partArg === 'mixed';
const doc = new URL('../docs/detector-eval.md', import.meta.url);

/** Replaces the text between `<!-- name start -->` and `<!-- name end -->` in the doc (appends it when absent). */
function writeSection(name, text) {
  const start = `<!-- ${name} start -->`;
  const end = `<!-- ${name} end -->`;
  const current = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Document judge on the evaluation set\n';
  const block = `${start}\n${text}\n${end}`;
  const i = current.indexOf(start);
  const j = current.indexOf(end);
  writeFileSync(
    doc,
    i >= 0 && j > i
      ? current.slice(0, i) + block + current.slice(j + end.length)
      : `${current.trimEnd()}\n\n${block}\n`,
  );
}

/** Each folder of photos without a card in turn, one report. */
async function noCardFolders(dirs) {
  const reports = [];
  const missed = [];
  for (const dir of dirs) {
    const one = await benchNoCardPhotos(dir);
    reports.push(one.report);
    missed.push(...one.missed.map((m) => `${dir}: ${m}`));
  }
  return { report: reports.join('\n\n'), missed };
}

const realDir = value('--real');
const noneDir = value('--none');
if (realDir || noneDir) {
  const { report, missed } = noneDir
    ? await noCardFolders(noneDir.split(','))
    : await benchReal(realDir, arg('--all-crops') ? 'all' : 'rotating');
  console.log(report);
  if (arg('--write')) {
    const crops = arg('--all-crops') ? ' --all-crops' : '';
    const flags = noneDir ? `--none ${noneDir}` : `--real ${realDir}${crops}`;
    writeSection(
      noneDir ? 'bench:cards none' : `bench:cards real${crops}`,
      `Generated by \`npm run bench:cards -- ${flags} --write\`. Do not edit between the markers.\n\n${report}`,
    );
  }
  if (arg('--check') && missed.length) {
    console.error(`✗ missed: ${missed.join('; ')}`);
    process.exit(1);
  }
  process.exit(0);
}

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
// One page per frame size, so that the viewport is not resized between scenes.
const pages = new Map();
const outcomes = [];
const started = Date.now();
const dump = value('--dump');
if (dump) mkdirSync(dump, { recursive: true });
/** A close card not passed with its corners, a far card not asked to come closer, a cut card or no card passed. */
const missedTarget = (o) =>
  o.kind === 'close' ? !o.cornersOk : o.kind === 'far' ? o.result.code !== 901 : o.passed;
const kept = conditionFilter(value('--condition'));
const set = scenes(per, parts, from).filter((scene) => kept(scene.condition));
if (!set.length) {
  console.error('--condition matches no condition of the part');
  process.exit(2);
}
for (const scene of set) {
  const key = `${scene.width}x${scene.height}`;
  if (!pages.has(key)) pages.set(key, await browser.newPage({ deviceScaleFactor: 1 }));
  const rendered = await renderScene(pages.get(key), scene);
  const outcome = judgeScene(rendered);
  outcomes.push(outcome);
  if (dump && missedTarget(outcome)) {
    const name = `${scene.part}-${scene.condition.replace(/[^a-z0-9]+/gi, '-')}-${scene.seed}-${outcome.result.code ?? 'pass'}.jpg`;
    writeFileSync(join(dump, name), jpeg.encode(rendered.frame, 85).data);
  }
  // Progress on stderr, so that stdout stays the report.
  if (outcomes.length % 100 === 0) console.error(`… ${outcomes.length}/${set.length} scenes`);
}
await browser.close();

const sections = [];
const missed = [];
for (const part of parts) {
  const mine = outcomes.filter((o) => o.part === part);
  const ms = mine.map((o) => o.ms).sort((a, b) => a - b);
  sections.push(
    `### ${partNames[part]} part (${mine.length} scenes)\n\n${table(mine)}\n- judge time in Node, median per frame: ${ms[ms.length >> 1]?.toFixed(1)} ms (barcode read included)`,
  );
  missed.push(...missedTargets(totals(mine)).map((m) => `${part}: ${m}`));
}
const report = sections.join('\n\n');
console.log(report);
// Every answer hashed in order: a change meant to leave the judge's answers alone (a faster search)
// must leave this the same.
const answers = createHash('sha1');
for (const o of outcomes) answers.update(JSON.stringify(o.result));
console.log(
  `\n(${outcomes.length} scenes in ${((Date.now() - started) / 1000).toFixed(0)} s; answers ${answers.digest('hex').slice(0, 12)})`,
);
if (arg('--write')) {
  writeSection(
    own ? `bench:cards ${partArg}` : 'bench:cards',
    `Generated by \`npm run bench:cards -- --per ${per}${own ? ` --part ${partArg}` : ''} --write\` (${per} scenes per condition, alternately landscape 1280x720 and portrait 720x1280). Do not edit between the markers.\n\n${report}`,
  );
}
if (arg('--check') && missed.length) {
  console.error(`✗ missed: ${missed.join('; ')}`);
  process.exit(1);
}
