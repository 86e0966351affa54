// Writes drawn scenes of the development part for training the card-mask model (scripts/card-mask):
// each frame downscaled to a long side of 256 px as PNG, with the card's corners in its pixels.
// Only scene indices from --from on (default 12) are written: `npm run bench:cards` judges indices
// below that (--per 4 and --per 12), so the model never trains on a frame the bench reports. The
// held-out part is never written: --part takes 'dev' (the default), 'wide', 'extra' or 'mixed'.
//   tsx scripts/card-mask/dump-scenes.ts OUT_DIR [--per N] [--from K] [--to L] [--part dev|wide|extra|mixed]
//     [--design D] [--condition TEXT[,TEXT…]]
// --to (default N) ends each condition's run before its L-th scene: two processes writing halves of a
// slow part (the wider one runs at 0.6 frames a second) into two folders take half the time.
// --condition keeps only the conditions whose name holds one of the texts (e.g. 'none: phone,none: A4'):
// more frames of what a model misreads, without writing the whole part again.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PNG } from 'pngjs';
import { DESIGN_NAMES, type Design } from '../../apps/web/e2e/card-scenes/card-designs.ts';
import { renderScene } from '../../apps/web/e2e/card-scenes/render-scene.ts';
import { conditionFilter, scenes } from '../../apps/web/e2e/card-scenes/scenes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../chromium.mjs';

const out = process.argv[2];
const value = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
if (!out) {
  console.error(
    'usage: tsx scripts/card-mask/dump-scenes.ts OUT_DIR [--per N] [--from K] [--to L] [--part dev|wide|extra|mixed] [--design D] [--condition TEXT[,TEXT…]]',
  );
  process.exit(2);
}
const part = value('--part') ?? 'dev';
if (part !== 'dev' && part !== 'wide' && part !== 'extra' && part !== 'mixed') {
  console.error('--part is dev, wide, extra or mixed: the held-out part never trains the model');
  process.exit(2);
}
const design = value('--design') as Design | undefined;
if (design && !Object.hasOwn(DESIGN_NAMES, design)) {
  console.error(`--design is one of ${Object.keys(DESIGN_NAMES).join(', ')}`);
  process.exit(2);
}
const per = Number(value('--per')) || 40;
const from = Number(value('--from') ?? 12);
const to = Number(value('--to') ?? per);
const LONG = 256;
// --design draws every card of the part in one design (a design the masks misread, on grounds it is
// never drawn on in the bench); frames without a card are then skipped, they are the part's own.
const all = scenes(per, [part]).flatMap((scene) =>
  !design ? [scene] : scene.card ? [{ ...scene, card: { ...scene.card, design } }] : [],
);
const kept = conditionFilter(value('--condition'));
if (!all.some((scene) => kept(scene.condition))) {
  console.error(`--condition matches no condition of the ${part} part`);
  process.exit(2);
}
mkdirSync(out, { recursive: true });
ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const pages = new Map();
const list: unknown[] = [];
for (const [n, scene] of all.entries()) {
  if (n % per < from || n % per >= to) continue;
  if (!kept(scene.condition)) continue;
  const key = `${scene.width}x${scene.height}`;
  if (!pages.has(key)) pages.set(key, await browser.newPage({ deviceScaleFactor: 1 }));
  const { frame, corners } = await renderScene(pages.get(key), scene);
  const f = Math.max(frame.width, frame.height) / LONG;
  const w = Math.round(frame.width / f);
  const h = Math.round(frame.height / f);
  const png = new PNG({ width: w, height: h });
  // Box average: the model sees what the worker's downscaled frame shows.
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        let count = 0;
        for (let yy = Math.floor(y * f); yy < Math.min(frame.height, Math.floor((y + 1) * f)); yy++)
          for (let xx = Math.floor(x * f); xx < Math.min(frame.width, Math.floor((x + 1) * f)); xx++) {
            sum += frame.data[(yy * frame.width + xx) * 4 + c] as number;
            count++;
          }
        png.data[(y * w + x) * 4 + c] = sum / Math.max(1, count);
      }
  for (let i = 3; i < png.data.length; i += 4) png.data[i] = 255;
  const name = `${String(n).padStart(5, '0')}.png`;
  writeFileSync(join(out, name), PNG.sync.write(png));
  list.push({
    image: name,
    kind: scene.kind,
    condition: scene.condition,
    quad: corners?.map((p) => [p.x / f, p.y / f]),
  });
  if (list.length % 100 === 0) console.error(`… ${list.length}`);
}
writeFileSync(join(out, 'index.json'), JSON.stringify(list));
await browser.close();
console.log(`${list.length} scenes in ${out}`);
