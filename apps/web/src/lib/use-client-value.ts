// A value the prerendered HTML cannot know (the page's host, the history entry, whether the code has
// hydrated): the prerender and the hydrating render both use `server`, so the HTML is adopted as it
// is (issue 15), and the browser's value takes over right after. Nothing to subscribe to: it does not
// change under the page.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export const useClientValue = <T>(client: () => T, server: T): T =>
  useSyncExternalStore(noSubscription, client, () => server);

const yes = () => true;

/** False in the prerendered HTML and while hydrating; true from then on, and at once in a client render. */
export const useHydrated = (): boolean => useClientValue(yes, false);
