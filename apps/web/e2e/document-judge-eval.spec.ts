// Issues 13 and 23, judged on the world and not on our own pixels: the document judge on a sample of
// the evaluation set (apps/web/e2e/card-scenes: one scene per condition of the development and the
// held-out part, about 100 frames drawn by this Chromium; the full tables are `npm run bench:cards`,
// docs/detector-eval.md). The sample is seeded and the judge deterministic, so its counts are exact.
import { judgeScene, type Outcome, table, totals } from './card-scenes/evaluate.ts';
import { renderScene } from './card-scenes/render-scene.ts';
import { judgeDevelopmentScene } from './card-scenes/judge-development-scene.ts';
import { scenes } from './card-scenes/scenes.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const outcomes: Outcome[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const scene of scenes(1)) outcomes.push(judgeScene(await renderScene(page, scene)));
  await page.close();
  for (const part of ['dev', 'held'] as const)
    console.log(`${part}:\n${table(outcomes.filter((o) => o.part === part))}`);
});

test('drawn sample, both parts: no frame without a card is captured, no card cut by the edge passes, no close or cut card is told to come nearer, and close and far cards fare no worse than before issue 23', () => {
  const t = totals(outcomes);
  expect(t.noneCaptured, 'frames without a card captured').toBe(0);
  expect(t.cutPassed, 'cards cut by the edge passed').toBe(0);
  // Issue 23: 901 only for a card that is really small (decision 078).
  expect(t.nearerWrongly, 'close or cut cards answering 901').toBe(0);
  // The judge before issue 23 on this sample: 30 of 70 close cards passed with their corners, 3 of 6
  // far cards answered 901 (floors against a regression, far below the targets of the next test).
  expect(t.closeCorners, 'close cards passed with corners within 5%').toBeGreaterThanOrEqual(30);
  expect(t.farTooFar, 'far cards answering 901').toBeGreaterThanOrEqual(3);
});

test('a card-shaped panel of a card the frame cuts by half is not captured: the mask marks the card running on to the edge (decision 081)', async ({
  browser,
}) => {
  // Wider development scene: a red portrait panel (photo side) of a card cut well over the right
  // edge; its borders close a card's shape, large enough to pass, that passed before decision 081.
  const outcome = await judgeDevelopmentScene(browser, 'cut', 30884);
  expect(outcome.passed, 'a piece of a cut card passed').toBe(false);
  expect(outcome.result.code).toBe(910);
});

test("a block of a card the frame cuts is not sent nearer: the mask's card runs into the edge along the block's short side (decision 084)", async ({
  browser,
}) => {
  // Wider development scene: a card cut well over the right edge; its borders close only a block of
  // it, small enough to be sent nearer, which would cut the card more. It answered 901 before 084.
  const outcome = await judgeDevelopmentScene(browser, 'cut', 53265);
  expect(outcome.result.code, 'a cut card sent nearer').toBe(910);
});

// Development close scenes that a decision won (the wider part unless told): each is captured by its
// own corners.
const capturedByOwnCorners: { seed: number; title: string; part?: 'dev' | 'extra' | 'mixed' }[] = [
  // a licence on a leather mat whose seam runs round its left and bottom
  // sides; it read as the border of a larger card round the licence, and a quad on the seam passed.
  {
    seed: 16707,
    title:
      "a card on a stitched mat is captured by its own corners: the seam round it has the mat on both sides, no card's margin (decision 086)",
  },
  // a licence with a red band along its short side; the band's inner edge
  // read as the card's border and the side past it as a line beside the card, so a block passed.
  {
    seed: 94326,
    title:
      'a card whose band along one side, as dark as the table, turns a few degrees from it is captured whole (decision 086)',
  },
  // a card filling the frame on floor planks; a plank's edge near the
  // frame's right edge meets the card's bottom-right corner and leaves its top-right one by 6%, and
  // the quad on it passed.
  {
    seed: 29207,
    title:
      'a card filling the frame is captured by its own corners, not by a line of the table that meets it at one corner (decision 087)',
  },
  // read along Hough lines (1° steps), the card's own border seemed to run
  // on past a corner; a shape reaching past its left border won, and the judge refused it (910).
  {
    seed: 87796,
    title:
      'a card on tiles is captured by its own corners: read along the lines fitted to its borders, they stop at its corners, and a larger shape whose border runs on is refused (decision 093)',
  },
  // Warm light: the band's inner edge turns 3° from the card's short side at
  // this slant, and "IDENTITY" printed on the band made it look uneven, so that side was taken for a
  // line beside the card; a block of the card passed with a corner off.
  {
    seed: 59116,
    title:
      "a card whose band carries its title is captured by its own corners: the title's letters do not make the band the table's (decision 094)",
  },
  // On cork: a card whose ground is a picture, dark on its lower part. The picture's horizon and a
  // line of it near the right border closed a light block the mask liked more (0.95 against 0.86), and
  // the strips between them and the card's borders, over its photo and picture, were uneven, so they
  // were read as bands of the table; the block passed with its corners off.
  {
    seed: 39277,
    title:
      'a card whose picture runs to its edges is captured by its own corners, not by a light block of it: what lies between them has no colour of the table (decision 096)',
  },
  // Further development close scenes the first mask scores 0 (its card runs on over the grain round
  // the card, so the piece rule reads the card as a piece); the judge passed neither before decision 106.
  {
    part: 'extra',
    seed: 48812,
    title:
      'a card on terrazzo, whose grain the first mask takes for more card, is captured by its own corners: the second mask stops at its edge (decision 106)',
  },
  {
    part: 'extra',
    seed: 70677,
    title:
      'a card in warm light that the first mask runs past is captured by its own corners with the second mask (decision 106)',
  },
  // Further development close scenes on terrazzo the first mask likes a little (0.38–0.48) or that
  // come within 36 px of an edge, so the second mask was not asked about the shape; the first mask's
  // card spread over the floor from edge to edge and the piece rule refused the card (910).
  {
    part: 'extra',
    seed: 38336,
    title:
      "a card on terrazzo whose first mask runs over the floor from edge to edge is no piece of a larger card: the second mask's card is the card itself (decision 107)",
  },
  {
    part: 'extra',
    seed: 28547,
    title:
      'a card on terrazzo the first mask half likes is captured by its own corners, though that mask marks the floor round it as card (decision 107)',
  },
  // Further development close scenes the first mask scores 0 with a corner 1.5–5% of the frame's short
  // side from an edge, where the second mask was not asked before decision 108 (910).
  {
    part: 'extra',
    seed: 71193,
    title:
      'a card on terrazzo with a corner near the frame’s edge is captured by its own corners: the second mask sees it end at its sides (decision 108)',
  },
  {
    part: 'extra',
    seed: 48374,
    title:
      'a polycarbonate card with a clear window near the frame’s edge is captured by its own corners with the second mask (decision 108)',
  },
  // Close cards tilted about 50° near a wide lens: opposite sides 65° and 70° apart, past the 52° the
  // finder's second look paired before decision 109, so their shape was never formed (910).
  {
    part: 'extra',
    seed: 31077,
    title:
      'a card tilted 50° close to a wide lens, its opposite sides 65° apart, is captured by its own corners (decision 109)',
  },
  {
    part: 'dev',
    seed: 3811,
    title:
      'a development card at a strong slant whose opposite sides are 70° apart is captured by its own corners (decision 109)',
  },
  // Close cards with every border standing that the first mask likes a little (0.45), under the 0.5 a
  // card needs: refused (910) or, the finder left with a block, sent nearer (901), before decision 110.
  {
    seed: 51916,
    title:
      'a blurred card the first mask half likes is captured by its own corners on the second mask’s word, asked when no shape is a card (decision 110)',
  },
  {
    part: 'extra',
    seed: 56106,
    title:
      'a card in dim, noisy light is captured by its own corners, not sent nearer on a block of it (decision 110)',
  },
  // A close card in warm light: the first mask marks the table round it faintly (0.5–0.8) out to the
  // frame's left edge, so the piece rule read the card as part of a larger one cut by the frame (910)
  // before decision 111; the second mask's card is the card itself.
  {
    part: 'extra',
    seed: 60201,
    title:
      'a card in warm light whose first mask reaches the frame’s edge only faintly is captured by its own corners: the second mask is asked whether it is part of a larger card (decision 111)',
  },
  // Close cards the first mask sees go on past a side to the frame's edge (fingers behind the card,
  // noise in dim light), refused as cut (910) before decision 114: the second mask sees them end.
  {
    part: 'dev',
    seed: 17837,
    title:
      'a card held with fingers behind it is captured by its own corners: the second mask sees it end at its sides, not go on past the edge (decision 114)',
  },
  {
    part: 'extra',
    seed: 23249,
    title:
      'a card in dim, noisy light is captured by its own corners: the second mask sees it end at its sides, not go on past the edge (decision 114)',
  },
  // A blurred card on planks almost touching the frame's top edge: a shape of two of its sides and two
  // lines beyond it, a corner past the frame, outscored it and was refused as cut (910) before 115.
  {
    seed: 493,
    title:
      'a card near the frame’s edge is captured by its own corners, not lost to a better-scoring shape that runs past the edge (decision 115)',
  },
  // Close cards on the mixed grounds the first mask likes under 0.5 while it takes a block of their
  // print: the block won, refused as a piece of a larger card (910) or asked nearer (901), and the
  // second mask was never asked of the card round it before decision 136.
  {
    part: 'mixed',
    seed: 2114,
    title:
      'a close orange-to-magenta card is captured by its own corners, not refused for the block of its print the first mask takes: the second mask judges the card round the block (decision 136)',
  },
  {
    part: 'mixed',
    seed: 93013,
    title:
      'a close card on an open book is captured by its own corners, not asked nearer for a block of its print: the second mask judges the card round the block (decision 136)',
  },
  // Close cards on a sheet the first mask marks as card running to the frame's edge, refused as a
  // piece of a larger card (910) before decision 137: the second mask sees a card of the shape's own size.
  {
    part: 'mixed',
    seed: 3692,
    title:
      'a card just close enough on a letter is captured by its own corners: the second mask sees a card of its own size where the first joins it to the sheet (decision 137)',
  },
  {
    part: 'mixed',
    seed: 74994,
    title:
      'a card held with fingers behind it over a sheet is captured by its own corners: the second mask sees a card of its own size where the first joins it to the sheet (decision 137)',
  },
  // Close cards captured with two corners off before decision 146: the first mask liked a shape of two
  // of the card's borders and two lines of the letter or the hand under it better than the card; the
  // card, sharing most of that shape's area but not inside it, was never weighed on the second mask's word.
  {
    part: 'mixed',
    seed: 59643,
    title:
      'a card on a letter is captured by its own corners, not by a shape running onto the letter that the first mask likes more: the second mask weighs the card (decision 146)',
  },
  {
    part: 'mixed',
    seed: 7851,
    title:
      'a card held with fingers behind it is captured by its own corners, not by a shape running onto the hand that the first mask likes more: the second mask weighs the card (decision 146)',
  },
  // Close cards tipped far away from the camera, never formed before decision 149: a shape only a strong
  // slant makes needed 0.8 of each border, and the large rounded corners of a card tipped away leave less
  // of its short border straight.
  {
    part: 'mixed',
    seed: 33940,
    title:
      'a card tipped far away on marble, its short border shortened by its rounded corners, is captured by its own corners (decision 149)',
  },
  {
    seed: 38975,
    title: 'a card seen at a strong slant on the wider part is captured by its own corners (decision 149)',
  },
];

for (const { seed, title, part } of capturedByOwnCorners) {
  test(title, async ({ browser }) => {
    const outcome = await judgeDevelopmentScene(browser, 'close', seed, part);
    expect(outcome.cornersOk, 'passed with its own corners').toBe(true);
  });
}

// A fresh sample of cards at a strong slant (`npm run bench:cards -- --per 40 --from 12 --condition "pose:
// strong perspective"`): each had one border under seven tenths covered (the far one, short and faint, or a
// Hough line a few degrees off it) and was never formed (decision 150).
for (const [part, seed, what] of [
  ['mixed', 2235, 'a pale card over a printed page, its left end on the paper'],
  ['mixed', 74068, 'a health card on a cloth, its right end read along a line 3° off'],
  ['wide', 83499, 'a card tipped away on the wider part'],
  ['extra', 99860, 'a card tipped away on the further part'],
] as const) {
  test(`${what}, at a strong slant, is captured by its own corners with one border half covered (decision 150)`, async ({
    browser,
  }) => {
    const outcome = await judgeDevelopmentScene(browser, 'close', seed, part, { per: 40, from: 12 });
    expect(outcome.cornersOk, 'passed with its own corners').toBe(true);
  });
}

// A development sample of dim, noisy frames (`npm run bench:cards -- --per 40 --from 12 --condition "dim,
// noisy"`): both masks like each card 0.8–0.99, but dimming shrank its borders under the edge threshold,
// and two of its sides showed a fifth of their length or less (decision 152).
for (const [seed, what] of [
  [28401, 'a card whose short borders showed 0.16 each'],
  [69575, 'a card with one border at 0.23'],
  [82933, 'a card with two borders at 0.21'],
] as const) {
  test(`${what} in a dim, noisy frame is captured by its own corners: its sides are measured on fainter edges too (decision 152)`, async ({
    browser,
  }) => {
    const outcome = await judgeDevelopmentScene(browser, 'close', seed, 'dev', { per: 40, from: 12 });
    expect(outcome.cornersOk, 'passed with its own corners').toBe(true);
  });
}

test("no frame without a card is captured by the second mask: the wider part's A4 sheet, which decision 098's mask alone captured, is not (decision 106)", async ({
  browser,
}) => {
  const outcome = await judgeDevelopmentScene(browser, 'none', 80881);
  expect(outcome.passed, 'an A4 sheet captured').toBe(false);
});

// A fresh sample of frames without a card (`npm run bench:cards -- --part mixed --per 20 --from 160
// --condition none:`): the first mask marks a ruled page under the sheet or the notebook as card, the
// finder closes a shape on the page's lines and the sheet's or the notebook's edges; the second mask,
// which stops at a card's edge, sees none there (decision 144).
for (const [seed, what] of [
  [82182, 'an A4 sheet'],
  [88529, 'a notebook'],
] as const) {
  test(`${what} on a ruled notebook page is not captured: the second mask sees no card in the shape the first likes (decision 144)`, async ({
    browser,
  }) => {
    const outcome = await judgeDevelopmentScene(browser, 'none', seed, 'mixed', { per: 20, from: 160 });
    expect(outcome.passed, `${what} captured`).toBe(false);
  });
}

test("drawn sample, both parts: issue 23's targets (close cards ≥ 95% with corners, far cards ≥ 90% 901, no cut card passed, no frame without a card captured)", () => {
  // The judge before issue 23 misses these (docs/detector-eval.md); when the new judge meets them this
  // test passes, Playwright reports it as unexpectedly passing, and the annotation is to be removed.
  test.fail(true, 'the judge before issue 23 misses the targets of issue 23');
  const t = totals(outcomes);
  expect(t.closeCorners / t.close, 'close cards passed with corners within 5%').toBeGreaterThanOrEqual(0.95);
  expect(t.farTooFar / t.far, 'far cards answering 901').toBeGreaterThanOrEqual(0.9);
  expect(t.cutPassed, 'cards cut by the edge passed').toBe(0);
  expect(t.noneCaptured, 'frames without a card captured').toBe(0);
});
