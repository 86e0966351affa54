// The `test` every spec uses (issue 7). On every page of every browser context a test opens, it
// records Content-Security-Policy violations (the `securitypolicyviolation` event and the console's
// CSP messages), every event pushed to the PageDataLayer, every Web Storage write and every console
// message; after the test, any violation, any event carrying an e-mail, CUIT, typed name, phone
// number or image, anything in localStorage or a sessionStorage key neither the spec nor core's drafts name (read from
// every open page, and from the writes of pages already closed), or a console message carrying the
// session's jwt-token or 'Bearer ', fails it.
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from '@alta/core/session/storage';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { forgetTyped, piiProblems, typedValues } from './pii.ts';

const REPORT = '__e2eReport';
const DATA_LAYER = 'PageDataLayer';

/** The only sessionStorage keys: the spec's items and core's drafts (SESSION_STORAGE_KEYS); no localStorage. */
export const ALLOWED_SESSION_KEYS: readonly string[] = SESSION_STORAGE_KEYS;
const TOKEN_KEY = STORAGE_KEYS.token;

/** Runs in the page before any of its scripts (init scripts are not subject to the page's CSP). */
const instrument = ({
  report,
  dataLayer,
  tokenKey,
}: {
  report: string;
  dataLayer: string;
  tokenKey: string;
}) => {
  const send = (kind: 'csp' | 'analytics' | 'storage' | 'token', payload: unknown) => {
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
  // Every setItem is reported (key only), so writes of pages closed before the test ends count too;
  // the session token's value is kept aside to look for it in the console.
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    let area = 'otro';
    try {
      area =
        this === window.localStorage
          ? 'localStorage'
          : this === window.sessionStorage
            ? 'sessionStorage'
            : area;
    } catch {
      // Storage is denied to this document (an opaque origin): nothing is written either.
    }
    send('storage', { area, key: String(key) });
    if (area === 'sessionStorage' && key === tokenKey && value) send('token', String(value));
    return setItem.call(this, key, value);
  };
};

export interface Recorded {
  /** CSP violations, from the DOM event or the console. */
  csp: string[];
  /** Every event pushed to PageDataLayer, in order, across every page of the test. */
  analytics: Record<string, unknown>[];
  /** Web Storage writes that break the rules: any localStorage key, a sessionStorage key not named. */
  storage: string[];
  /** Every browser console message of the test. */
  console: string[];
  /** Every jwt-token value the pages stored. */
  tokens: Set<string>;
}

const storageWriteProblem = (area: string, key: string): string | null => {
  if (area === 'sessionStorage') {
    return ALLOWED_SESSION_KEYS.includes(key) ? null : `sessionStorage key not in the spec: ${key}`;
  }
  return `${area} written: ${key}`;
};

/** What an open page holds against the rules: any localStorage item, a sessionStorage key not named. */
export const storageProblems = async (page: Page): Promise<string[]> => {
  if (page.isClosed()) return [];
  const held = await page
    .evaluate(() => {
      const read = (area: () => Storage) => {
        try {
          const storage = area();
          return Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
        } catch {
          return [];
        }
      };
      return { local: read(() => window.localStorage), session: read(() => window.sessionStorage) };
    })
    // A page navigating or closing right now has no storage to read.
    .catch(() => ({ local: [] as string[], session: [] as string[] }));
  const where = page.url();
  return [
    ...held.local.map((key) => `localStorage holds ${key} (${where})`),
    ...held.session
      .filter((key) => !ALLOWED_SESSION_KEYS.includes(key))
      .map((key) => `sessionStorage key not in the spec: ${key} (${where})`),
  ];
};

/** The session's token as an open page holds it, if any. */
const storedToken = (page: Page): Promise<string | null> =>
  page.isClosed()
    ? Promise.resolve(null)
    : page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_KEY).catch(() => null);

// React's hydration errors (production builds print only the number: 418 a mismatch, 419/421/422/423/425
// a boundary that fell back to client rendering): a prerendered page must hydrate as it is (issue 15).
const HYDRATION_ERROR = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i;

/** Console messages and page errors that say a hydration went wrong. */
export const hydrationProblems = (messages: readonly string[]): string[] =>
  messages.filter((text) => HYDRATION_ERROR.test(text)).map((text) => text.slice(0, 300));

/** Console messages that carry a token: the value of any jwt-token seen, or 'Bearer '. */
export const consoleProblems = (messages: readonly string[], tokens: Iterable<string>): string[] => {
  const secrets = [...tokens].filter((token) => token.length >= 8);
  return messages
    .filter((text) => text.includes('Bearer ') || secrets.some((token) => text.includes(token)))
    .map((text) => `console message carries a token: ${text.slice(0, 200)}`);
};

const watch = async (context: BrowserContext, recorded: Recorded): Promise<void> => {
  await context.exposeBinding(REPORT, (_source, kind: string, payload: string) => {
    if (kind === 'csp') recorded.csp.push(`securitypolicyviolation ${payload}`);
    else if (kind === 'storage') {
      const { area, key } = JSON.parse(payload) as { area: string; key: string };
      const problem = storageWriteProblem(area, key);
      if (problem) recorded.storage.push(problem);
    } else if (kind === 'token') recorded.tokens.add(JSON.parse(payload) as string);
    else recorded.analytics.push(JSON.parse(payload) as Record<string, unknown>);
  });
  await context.addInitScript(instrument, { report: REPORT, dataLayer: DATA_LAYER, tokenKey: TOKEN_KEY });
  // Uncaught errors (React reports a recoverable hydration error through reportError) join the console's.
  context.on('weberror', (error) => recorded.console.push(`page error: ${error.error().message}`));
  context.on('console', (message) => {
    recorded.console.push(message.text());
    if (/content security policy/i.test(message.text())) recorded.csp.push(`console: ${message.text()}`);
  });
};

export const test = base.extend<{ recorded: Recorded; guard: undefined }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
  recorded: async ({}, use) => {
    await use({ csp: [], analytics: [], storage: [], console: [], tokens: new Set() });
  },
  guard: [
    async ({ browser, context, recorded }, use) => {
      forgetTyped();
      await watch(context, recorded);
      const contexts = [context];
      // Contexts a test opens itself (a "fresh browser" for resume) are watched as well.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watch(created, recorded);
        contexts.push(created);
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
      // Contexts the test already closed have no pages left: their writes were recorded as they happened.
      const pages = contexts.flatMap((each) => each.pages());
      const held = (await Promise.all(pages.map(storageProblems))).flat();
      expect([...recorded.storage, ...held], 'Web Storage beyond the spec (no localStorage at all)').toEqual(
        [],
      );
      for (const token of await Promise.all(pages.map(storedToken))) if (token) recorded.tokens.add(token);
      expect(consoleProblems(recorded.console, recorded.tokens), 'tokens in the console').toEqual([]);
      expect(hydrationProblems(recorded.console), 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
