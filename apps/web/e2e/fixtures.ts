// The `test` every spec uses (issue 7). On every page of every browser context a test opens, it
// records Content-Security-Policy violations (the `securitypolicyviolation` event and the console's
// CSP messages) and every event pushed to the PageDataLayer; after the test, any violation, or any
// event carrying an e-mail, CUIT, typed name, phone number or image, fails it.
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { forgetTyped, piiProblems, typedValues } from './pii.ts';

const REPORT = '__e2eReport';
const DATA_LAYER = 'PageDataLayer';

/** Runs in the page before any of its scripts (init scripts are not subject to the page's CSP). */
const instrument = ({ report, dataLayer }: { report: string; dataLayer: string }) => {
  const send = (kind: 'csp' | 'analytics', payload: unknown) => {
    const binding = (window as unknown as Record<string, (kind: string, payload: string) => void>)[report];
    binding?.(kind, JSON.stringify(payload));
  };
  document.addEventListener(
    'securitypolicyviolation',
    (event) =>
      send('csp', {
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      }),
    true,
  );
  // The app pushes into an existing array (core's pushAnalytics), so each push is seen here.
  const layer: unknown[] = [];
  const push = layer.push.bind(layer);
  layer.push = (...items: unknown[]) => {
    for (const item of items) send('analytics', item);
    return push(...items);
  };
  (window as unknown as Record<string, unknown>)[dataLayer] = layer;
};

export interface Recorded {
  /** CSP violations, from the DOM event or the console. */
  csp: string[];
  /** Every event pushed to PageDataLayer, in order, across every page of the test. */
  analytics: Record<string, unknown>[];
}

const watch = async (context: BrowserContext, recorded: Recorded): Promise<void> => {
  await context.exposeBinding(REPORT, (_source, kind: string, payload: string) => {
    if (kind === 'csp') recorded.csp.push(`securitypolicyviolation ${payload}`);
    else recorded.analytics.push(JSON.parse(payload) as Record<string, unknown>);
  });
  await context.addInitScript(instrument, { report: REPORT, dataLayer: DATA_LAYER });
  context.on('console', (message) => {
    if (/content security policy/i.test(message.text())) recorded.csp.push(`console: ${message.text()}`);
  });
};

export const test = base.extend<{ recorded: Recorded; guard: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
  recorded: async ({}, use) => {
    await use({ csp: [], analytics: [] });
  },
  guard: [
    async ({ browser, context, recorded }, use) => {
      forgetTyped();
      await watch(context, recorded);
      // Contexts a test opens itself (a "fresh browser" for resume) are watched as well.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watch(created, recorded);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(recorded.csp, 'Content-Security-Policy violations').toEqual([]);
      const typed = typedValues();
      const leaks = recorded.analytics.flatMap((event) =>
        piiProblems(event, typed).map((problem) => `${JSON.stringify(event)}: ${problem}`),
      );
      expect(leaks, 'personal data in PageDataLayer events').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
