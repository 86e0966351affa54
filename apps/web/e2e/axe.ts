// One axe pass for every spec (issue 7: WCAG 2.2 AA, no violation of any impact), so every page is
// held to the same tags and waits the same way. The a11y specs print the totals they gather.
import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { expect, test } from './fixtures.ts';

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeTotals = {
  states: [] as string[],
  rulesRun: new Set<string>(),
  rulesApplicable: new Set<string>(),
  checks: 0,
  review: new Map<string, number>(),
};

/**
 * Prints the calling spec file's axe totals after its tests. A worker runs several files one after
 * another with this module loaded once, so the totals start again before each file: every line
 * counts the scans of the file it names (states and node checks add up across files; rules do not).
 */
export const logAxeTotals = (): void => {
  test.beforeAll(() => {
    axeTotals.states = [];
    axeTotals.rulesRun.clear();
    axeTotals.rulesApplicable.clear();
    axeTotals.checks = 0;
    axeTotals.review.clear();
  });
  test.afterAll(() => {
    const { states, rulesRun, rulesApplicable, checks, review } = axeTotals;
    const file = test.info().file.split(/[\\/]/).pop();
    console.log(
      `axe totals (${file}): ${states.length} pages/states scanned, ${rulesRun.size} rules run ` +
        `(${rulesApplicable.size} applicable), ${checks} node checks, 0 violations, ` +
        `needing manual review: ${[...review].map(([id, n]) => `${id} (${n} nodes)`).join(', ') || 'none'}, ` +
        `tags ${TAGS.join(', ')}\n  states: ${states.join('; ')}`,
    );
  });
};

/**
 * axe-core run in the page itself, injected once per document. @axe-core/playwright's AxeBuilder
 * injects it again on every scan and opens a second page to merge its frames' results: 2.4 to 3.6 s a
 * scan against 0.4 to 0.5 s here (measured on '/'), for the same rules, since no page of the app has
 * frames. Evaluated through the DevTools protocol, like AxeBuilder's, so the page's CSP is not involved.
 */
const runAxe = async (page: Page): Promise<AxeResults> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    TAGS,
  );
};

/** One axe pass over the page as it is now; a violation fails the test (after the rest of it runs). */
export const scan = async (page: Page, state: string): Promise<void> => {
  // Colours are measured once fades and slides are over (a modal or toast mid-fade is half opaque);
  // endless animations such as a spinner never end, so they are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await runAxe(page);
  axeTotals.states.push(state);
  for (const rule of [...results.passes, ...results.violations, ...results.incomplete]) {
    axeTotals.rulesRun.add(rule.id);
    axeTotals.rulesApplicable.add(rule.id);
    axeTotals.checks += rule.nodes.length;
  }
  for (const rule of results.inapplicable) axeTotals.rulesRun.add(rule.id);
  for (const rule of results.incomplete)
    axeTotals.review.set(rule.id, (axeTotals.review.get(rule.id) ?? 0) + rule.nodes.length);
  const violations = results.violations.map(
    (rule) =>
      `${rule.id} [${rule.impact}] ${rule.help}: ${rule.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect.soft(violations, `axe violations on ${state}`).toEqual([]);
};
