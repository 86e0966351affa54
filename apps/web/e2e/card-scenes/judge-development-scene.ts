// One drawn scene of a development part, judged as the evaluation judges it: the e2e tests that hold a
// decision to the scene it was made for (document-judge-eval.spec.ts, document-judge-far-eval.spec.ts).
import type { Browser } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { judgeScene, type Outcome } from './evaluate.ts';
import { renderScene } from './render-scene.ts';
import { scenes } from './scenes.ts';

/** The judge's outcome on one scene of a development part (`--per 12`, or the sample `--per N --from K`
 * told; the wider part unless told). */
export async function judgeDevelopmentScene(
  browser: Browser,
  kind: 'close' | 'cut' | 'far' | 'none',
  seed: number,
  part: 'dev' | 'wide' | 'extra' | 'mixed' = 'wide',
  sample = { per: 12, from: 0 },
): Promise<Outcome> {
  const scene = scenes(sample.per, [part], sample.from).find((s) => s.kind === kind && s.seed === seed);
  expect(scene, `the ${part} ${kind} scene ${seed}`).toBeDefined();
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const outcome = judgeScene(await renderScene(page, scene as NonNullable<typeof scene>));
  await page.close();
  return outcome;
}
