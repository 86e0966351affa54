// Diagnostic: a page-side log of focus moves, key presses and field values, printed when a test fails.
import type { Page } from '@playwright/test';

export const recordTimeline = async (page: Page): Promise<() => Promise<string>> => {
  await page.addInitScript(() => {
    const t0 = performance.now();
    const log: string[] = [];
    (window as unknown as { __timeline: string[] }).__timeline = log;
    const at = () => (performance.now() - t0).toFixed(0);
    const describe = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return String(target);
      const name = target.getAttribute('name') ?? target.id ?? '';
      return `${target.tagName.toLowerCase()}${name ? `[${name}]` : ''}`;
    };
    for (const type of ['focusin', 'keydown', 'input', 'change']) {
      document.addEventListener(
        type,
        (event) => {
          const target = event.target as HTMLInputElement;
          const key = event instanceof KeyboardEvent ? ` ${event.key}` : '';
          const value = 'value' in (target ?? {}) ? ` value=${JSON.stringify(target.value)}` : '';
          log.push(`${at()} ${type}${key} ${describe(target)}${value}`);
          if (type === 'keydown') {
            setTimeout(() =>
              log.push(
                `${at()}   after${key}: prevented=${event.defaultPrevented} value=${JSON.stringify((target as HTMLInputElement).value)} active=${describe(document.activeElement)}`,
              ),
            );
          }
        },
        true,
      );
    }
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes')
          log.push(
            `${at()} attr ${record.attributeName} ${describe(record.target)} -> ${(record.target as Element).getAttribute(record.attributeName ?? '')}`,
          );
        else if (record.removedNodes.length || record.addedNodes.length)
          log.push(
            `${at()} nodes ${describe(record.target)} -${record.removedNodes.length} +${record.addedNodes.length}`,
          );
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-early-press', 'data-early-pressed'],
    });
    const origError = console.error;
    console.error = (...args: unknown[]) => {
      log.push(`${at()} console.error ${String(args[0]).slice(0, 300)}`);
      origError(...args);
    };
    window.addEventListener('error', (e) => log.push(`${at()} error ${e.message}`));
  });
  return async () =>
    page
      .evaluate(() => ((window as unknown as { __timeline?: string[] }).__timeline ?? []).join('\n'))
      .catch((e) => String(e));
};
