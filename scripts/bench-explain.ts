// `npm run bench:explain -- [--per N] [--from K] [--kind close|far]`: for each drawn development scene whose card
// the judge misses (a close card not passed with its corners, a far one not answered 901), what the
// judge's own checks say of the card's TRUE quad (where the compositor put it): each side's coverage,
// whether the side is among the Hough lines, and which check would refuse it. It tells a search that
// never saw the card (no line, bare side) from a check that refused it (inside print, run-on, shape,
// cut), and, when no check refuses it, a shape the search formed (lost on score) from one it never
// formed (its slant: the apparent ratio and how far apart opposite sides run are printed); and what
// the finder chose instead (a whole card the judge then finds cut by the frame shows here), which is
// where a change to the judge should start. The judge itself tells what became of its own shapes at
// the true corners and why it refused the card it found (its `explain` option). Development part
// only: the held-out part is for reporting, not for looking at (issue 23).
import { chromium } from '@playwright/test';
import { judgeScene } from '../apps/web/e2e/card-scenes/evaluate.ts';
import { renderScene } from '../apps/web/e2e/card-scenes/render-scene.ts';
import { scenes } from '../apps/web/e2e/card-scenes/scenes.ts';
import type { Point, Quad } from '../packages/core/src/capture/detector-port.ts';
import {
  busyInside,
  detachedSide,
  insideLargerBlock,
  truncatedSide,
} from '../packages/core/src/capture/document-detector/card-checks.ts';
import {
  apparentAspect,
  rectifiedAspect,
} from '../packages/core/src/capture/document-detector/card-geometry.ts';
import { cutByFrame, outsideFrame } from '../packages/core/src/capture/document-detector/cut-card.ts';
import { createDocumentJudge } from '../packages/core/src/capture/document-detector/document-judge.ts';
import {
  inFrame,
  inSearch,
  searchFactor,
} from '../packages/core/src/capture/document-detector/search-scale.ts';
import {
  ASPECT_ABOVE,
  ASPECT_BELOW,
  NESTED_SLACK,
} from '../packages/core/src/capture/document-detector/card-among.ts';
import { dist, findCard, ID_ASPECT_RATIO } from '../packages/core/src/capture/document-detector/find-card.ts';
import { searchLines } from '../packages/core/src/capture/document-detector/search-lines.ts';
import {
  FAR_MIN_LIKENESS,
  LIKED,
  MIN_LIKENESS,
  sideSpared,
  tooUnlike,
} from '../packages/core/src/capture/document-detector/mask-word.ts';
import {
  fitSides,
  fittedShape,
  quadArea,
} from '../packages/core/src/capture/document-detector/fitted-quad.ts';
import { loadCardMask } from '../packages/core/src/capture/document-detector/card-mask.ts';
import weights from '../packages/core/src/capture/document-detector/card-mask-weights.json' with {
  type: 'json',
};
import { maskAgreement } from '../packages/core/src/capture/document-detector/mask-agreement.ts';
import { guideOutline } from '../packages/core/src/capture/document-detector/mask-blob.ts';
import {
  groundBand,
  LIKE_TIE,
  SCORE_SHARE,
} from '../packages/core/src/capture/document-detector/outer-card.ts';
import { insideQuad, shortSide } from '../packages/core/src/capture/document-detector/quad-points.ts';
import {
  cardShapes,
  STRONG_SLANT_LIMITS,
  shapeSides,
  USUAL_APPARENT_RATIO,
  USUAL_LIMITS,
  USUAL_PARALLEL,
} from '../packages/core/src/capture/document-detector/card-shapes.ts';
import type { Line } from '../packages/core/src/capture/document-detector/hough-lines.ts';
import { lineThrough } from '../packages/core/testing/capture/document-detector/line-through.ts';
import { downscaledGray } from '../packages/core/src/capture/document-detector/luminance.ts';
import { bestEvidence } from '../packages/core/src/capture/document-detector/side-evidence.ts';
import { runsOn } from '../packages/core/src/capture/document-detector/side-fit.ts';
import { standsApart, zoomedView } from '../packages/core/src/capture/document-detector/zoomed-likeness.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';

const arg = (name: string) => process.argv.includes(name);
const value = (name: string) => (arg(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const per = Number(value('--per')) || 4;
/** From each condition's K-th scene on, as bench:cards --from: scenes a change was not tuned on. */
const from = Number(value('--from')) || 0;
const kind = value('--kind') ?? 'close';
/** Only the conditions whose name contains this (e.g. "checked"), to explain one row of the table. */
const condition = value('--condition') ?? '';
// Any development part; the held-out one is not for looking at.
const part = (['wide', 'extra', 'mixed'] as const).find((p) => p === value('--part')) ?? 'dev';
if (
  !['close', 'far'].includes(kind) ||
  !['dev', 'wide', 'extra', 'mixed', undefined].includes(value('--part'))
) {
  console.error(
    'usage: npm run bench:explain -- [--per N] [--from K] [--kind close|far] [--condition TEXT] [--part dev|wide|extra|mixed] (development parts only)',
  );
  process.exit(2);
}

/** Whether a Hough line lies within 2.5° and 2.5 px of `l`. */
function among(lines: readonly Line[], l: Line): boolean {
  return lines.some((m) => {
    let dt = Math.abs(m.theta - l.theta);
    let dr = Math.abs(m.rho - l.rho);
    if (dt > Math.PI / 2) {
      dt = Math.PI - dt;
      dr = Math.abs(m.rho + l.rho);
    }
    return dt < (2.5 * Math.PI) / 180 && dr < 2.5;
  });
}

const model = loadCardMask(weights);
/** Angle between two segments' directions, in [0, π/2]. */
function apart(a: Point, b: Point, c: Point, d: Point): number {
  const t = Math.abs(Math.atan2(b.y - a.y, b.x - a.x) - Math.atan2(d.y - c.y, d.x - c.x)) % Math.PI;
  return Math.min(t, Math.PI - t);
}
/** The finder's band for the ratio read with the image's axis (findCard's defaults). */
const inBand = (r: number) =>
  r >= ID_ASPECT_RATIO * (1 - ASPECT_BELOW) && r <= ID_ASPECT_RATIO * (1 + ASPECT_ABOVE);

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const pages = new Map();
let missed = 0;
for (const scene of scenes(per, [part], from)) {
  if (scene.kind !== kind || !scene.condition.includes(condition)) continue;
  const key = `${scene.width}x${scene.height}`;
  if (!pages.has(key)) pages.set(key, await browser.newPage({ deviceScaleFactor: 1 }));
  const rendered = await renderScene(pages.get(key), scene);
  const outcome = judgeScene(rendered);
  if (kind === 'close' ? outcome.cornersOk : outcome.result.code === 901) continue;
  missed++;
  const { frame } = rendered;
  const factor = searchFactor(frame, 400);
  const img = downscaledGray(frame, factor);
  const { edges, maps, lines, walkMaps } = searchLines(img);
  const truth = (rendered.corners ?? []) as Point[];
  const small = inSearch(truth, factor);
  const sides = small.map((s, k) => {
    const e = small[(k + 1) % 4] as Point;
    return [s, e, lineThrough(s, e)] as const;
  });
  // Covered as the finder measures it (a dim frame's fainter edges too, decision 152).
  const found = sides.map(([s, e, line]) => bestEvidence(walkMaps, s, e, line));
  const mask = model(frame);
  const like = maskAgreement(mask, truth, frame);
  // A far shape the mask likes too little is looked at again in a window round it (decision 116).
  const view = kind === 'far' ? zoomedView(model, frame, truth) : undefined;
  const zoomed = view
    ? `; in a window round it ${view.likeness.toFixed(2)}, ${standsApart(view) ? 'standing apart' : 'not standing apart'}`
    : '';
  // The judge as it runs, telling what became of each shape it walked at the true corners (within 3%
  // of the diagonal: the lines are quantised to 1° and a pixel) and why it refused the card it found.
  // The checks below are made on the true quad itself, where a shape a pixel off may fare otherwise.
  const [a, b, c, d] = small as [Point, Point, Point, Point];
  const near = 0.03 * Math.max(dist(a, c), dist(b, d));
  const verdicts = new Map<string, number>();
  let refusedAs: string | undefined;
  createDocumentJudge({
    readBarcode: false,
    explain: {
      refused: (why) => {
        refusedAs = why;
      },
      observe: (corners, verdict) => {
        if (small.every((t) => corners.some((k) => dist(k, t) < near))) {
          verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1);
        }
      },
    },
  }).judge(frame);
  const walked = [...verdicts].map(([verdict, n]) => `${n} ${verdict}`).join(', ');
  const judgeSays = [
    `  the judge's shapes at the true corners: ${walked || 'none walked'}`,
    refusedAs && `  the judge refused the card it found: ${refusedAs}`,
  ]
    .filter(Boolean)
    .join('\n');
  // What the finder chose instead, and whether the judge then refused it as cut by the frame.
  const chosen = findCard(img, {
    likeness: (q) => maskAgreement(mask, inFrame(q, factor), frame),
    // As the judge guides it (decision 079): the mask's outline, when no shape closed.
    guide: () => {
      const outline = guideOutline(mask);
      return outline && inSearch(outline, factor);
    },
  });
  const chosenQuad = chosen ? (inFrame(chosen.quad, factor) as unknown as Quad) : undefined;
  const chosenSays = !chosenQuad
    ? 'the finder chose nothing'
    : `the finder chose a quad ${Math.round(Math.max(...chosenQuad.map((p, k) => dist(p, truth[k] ?? p))))} px from the truth at worst${outsideFrame(chosenQuad, frame) || cutByFrame(frame, chosenQuad) ? ', which the judge finds cut by the frame' : ''}`;
  const least = Math.min(...found.map((f) => f.share));
  const area = (q: readonly Point[]) => quadArea(q as unknown as Quad);
  const support = found.reduce((s, f) => s + f.share, 0) / 4;
  // findCard's score (the likeness weighing half), with each quad's own area for its size.
  const trueScore = support * support * Math.sqrt(least) * Math.sqrt(area(small)) * (0.5 + 0.5 * like);
  const chosenLike = chosenQuad ? maskAgreement(mask, chosenQuad, frame) : 0;
  const chosenScore = chosen
    ? chosen.support *
      chosen.support *
      Math.sqrt(chosen.minSupport) *
      Math.sqrt(area(chosen.quad)) *
      (0.5 + 0.5 * chosenLike)
    : 0;
  const scores = chosen
    ? `  scores: truth ${trueScore.toFixed(1)} (support ${support.toFixed(2)}, least ${least.toFixed(2)}, like ${like.toFixed(2)}), chosen ${chosenScore.toFixed(1)} (support ${chosen.support.toFixed(2)}, least ${chosen.minSupport.toFixed(2)}, like ${chosenLike.toFixed(2)}), area ${(area(chosen.quad) / area(small)).toFixed(2)} of the truth's`
    : '';
  // A block inside the card that won gives way to it in outerCard on three counts (decision 096).
  const block = chosen?.quad.every((p) => insideQuad(small, p, NESTED_SLACK * shortSide(small)))
    ? `  outerCard, the truth round the chosen block: likeness within ${LIKE_TIE} of the block's ${like >= chosenLike - LIKE_TIE ? 'yes' : 'no'}, score ${(trueScore / chosenScore).toFixed(2)} of the block's (${SCORE_SHARE} asked), what it adds ${groundBand(img, small, chosen.quad) ? 'read as the table' : 'read as the card'}`
    : '';
  // A shape only a strong slant makes, or whose ratio comes right only with the card's axis.
  const strained =
    apparentAspect(small) < USUAL_APPARENT_RATIO ||
    apart(a, b, d, c) > USUAL_PARALLEL ||
    apart(b, c, a, d) > USUAL_PARALLEL ||
    !inBand(rectifiedAspect(small, img.width, img.height));
  // The sides fitted to their edge pixels, which findCard's side checks read where the fit holds
  // (decision 093), and the ratio of their quad, as it reads it last.
  const fitted = fitSides(sides, found);
  const checked = fitted?.sides ?? sides;
  const checkedFound = fitted ? fitted.sides.map(([s, e, line]) => bestEvidence(maps, s, e, line)) : found;
  const reading = fittedShape(fitted?.quad ?? (small as unknown as Quad), img, ASPECT_ABOVE);
  const refusals = [
    least < 0.45 &&
      !sideSpared(
        sides.map(([s, e], k) => ({ s, e, share: (found[k] as { share: number }).share })),
        like,
        img,
        0.45,
      ) &&
      'a side below 45% (the mask does not spare it)',
    tooUnlike(like, small, img) && `likeness below ${MIN_LIKENESS} (${FAR_MIN_LIKENESS} for a card too far)`,
    strained && like < LIKED && `a strong slant's shape, likeness below ${LIKED}`,
    !busyInside(edges, small) && 'print inside',
    checked.some(([s, e, line], k) => runsOn(s, e, line, checkedFound[k] as (typeof found)[number])) &&
      'a side runs on',
    insideLargerBlock(img, maps, checked, lines) && 'inside a larger block',
    detachedSide(img, maps, checked, checkedFound, lines, 0.45) && 'a detached side',
    truncatedSide(checked, checkedFound) && 'a truncated side',
    !reading && "the fitted quad's ratio",
    reading === 'card' && like < LIKED && `read with the card's axis only, likeness below ${LIKED}`,
    outsideFrame(truth as unknown as Quad, frame) && 'outside the frame',
    cutByFrame(frame, truth as unknown as Quad) && 'cut by the frame',
  ].filter(Boolean);
  // Whether the search formed the true quad's shape at all (every corner within `near`), to tell a
  // shape lost on score or a later check from one never formed.
  // Within the usual limits or, as the finder's second look forms them, a strong slant's (decision 069).
  const formed = [USUAL_LIMITS, STRONG_SLANT_LIMITS].some((limits) =>
    cardShapes(lines, img, 14, ASPECT_BELOW, ASPECT_ABOVE, limits).some((shape) => {
      const { corners } = shapeSides(shape);
      return small.every((t) => corners.some((k) => dist(k, t) < near));
    }),
  );
  console.log(
    [
      `${scene.condition} #${scene.seed} ${key}: ${outcome.result.code ?? 'pass, corners off'}`,
      `  true sides covered ${found.map((f) => f.share.toFixed(2)).join(' ')}; among the lines ${sides.map(([, , l]) => (among(lines, l) ? 'y' : 'n')).join('')}; likeness ${like.toFixed(2)}${zoomed}; ratio ${rectifiedAspect(small, img.width, img.height).toFixed(3)} (axis at the card's centre ${rectifiedAspect(small, img.width, img.height, 'card').toFixed(3)}); apparent ${apparentAspect(small).toFixed(2)}, opposite sides ${((apart(a, b, d, c) * 180) / Math.PI).toFixed(0)}° and ${((apart(b, c, a, d) * 180) / Math.PI).toFixed(0)}° apart`,
      `  checks refusing the true quad: ${refusals.join(', ') || `none (${formed ? 'its shape was formed: lost on score or a later check' : 'its shape was never formed'})`}`,
      judgeSays,
      `  ${chosenSays}`,
      scores,
      block,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
await browser.close();
console.log(
  `${missed} development ${kind} scenes missed (of ${per} per condition${from ? `, from scene ${from} on` : ''})`,
);
