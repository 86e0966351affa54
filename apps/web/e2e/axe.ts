// One axe pass for every spec (issue 7: WCAG 2.2 AA, no violation of any impact), so every page is
// held to the same tags and waits the same way. The a11y spec prints the totals it gathers.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const axeTotals = {
  states: [] as string[],
  rulesRun: new Set<string>(),
  rulesApplicable: new Set<string>(),
  checks: 0,
  review: new Map<string, number>(),
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
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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
