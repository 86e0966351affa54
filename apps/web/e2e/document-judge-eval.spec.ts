// Issue 13, judged on the world and not on our own pixels: the document judge on a sample of the
// evaluation set (apps/web/e2e/card-scenes, four scenes per condition drawn by this Chromium, drawn
// textures and public-domain photographs; the full table is `npm run bench:cards`). A frame without a
// card is never captured, far cards are asked to come closer, and close cards pass with their corners
// and their barcode read at issue 13's targets (95%, 80%), with some margin below what the sample
// measures (99% and 93% when these thresholds were set; docs/detector-eval.md has the full set).
import { judgeScene, type Outcome, rows, table, totals } from './card-scenes/evaluate.ts';
import { renderScene } from './card-scenes/render-scene.ts';
import { scenes } from './card-scenes/scenes.ts';
import { expect, test } from './fixtures.ts';

test('document judge on Chromium-drawn scenes: no card is never captured, far cards answer 901, close cards pass with their corners', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const outcomes: Outcome[] = [];
  for (const scene of scenes(4)) outcomes.push(judgeScene(await renderScene(page, scene)));
  console.log(table(outcomes));
  const t = totals(outcomes);
  expect(t.noneCaptured, 'frames without a card captured').toBe(0);
  expect(t.farTooFar / t.far, 'far cards answering 901').toBeGreaterThanOrEqual(0.9);
  expect(t.closeCorners / t.close, 'close cards passed with corners within 5%').toBeGreaterThanOrEqual(0.95);
  expect(t.closeBarcode / t.close, 'PDF417 read on close cards').toBeGreaterThanOrEqual(0.85);
  // Every condition a real applicant meets on a table, a wall or in a hand passes, with its corners,
  // at least half the time.
  for (const row of rows(outcomes).filter((r) => r.kind === 'close')) {
    expect(row.cornersOk / row.n, row.condition).toBeGreaterThanOrEqual(0.5);
  }
});
