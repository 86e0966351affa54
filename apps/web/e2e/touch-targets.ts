// Touch targets of at least 24x24 CSS px (WCAG 2.2 AA, 2.5.8), checked by the a11y specs.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const SMALL = 24;

/** Every visible button, link, input, select and summary: at least 24x24 CSS px. */
export const expectTouchTargets = async (page: Page, where: string): Promise<void> => {
  const targets = page.locator('button, a[href], input, select, textarea, summary');
  const small: string[] = [];
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (!box) continue;
    if (box.width < SMALL || box.height < SMALL) {
      const name = await target.evaluate(
        (element) =>
          element.getAttribute('aria-label') ??
          element.textContent?.trim() ??
          element.id ??
          element.tagName.toLowerCase(),
      );
      small.push(`${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  expect(small, `touch targets under ${SMALL}x${SMALL} on ${where}`).toEqual([]);
};
