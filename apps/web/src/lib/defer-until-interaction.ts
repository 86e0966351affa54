// Code a prerendered screen can paint without: its form library, its schemas, its captcha (issue 15).
// On a hydrated first load the form's server HTML stays on screen, not yet hydrated (a Suspense
// boundary whose lazy code is still pending), until the user first touches the page; then the code
// loads and React hydrates the boundary. Everywhere else (a client-side render, the prerender itself,
// the unit tests) nothing is held back: the code loads at once.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// The first signs of a user about to interact: a touch, a press, a key, focus moving into the page,
// or a field changed without any of those (autofill, a script).
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change'] as const;

let held = false;
let release: () => void = () => {};
let released: Promise<void> = Promise.resolve();

/**
 * Called once by main.tsx before hydrating prerendered HTML: deferred code waits for the first
 * interaction from now on. Listeners sit on the document in the capture phase, so they run before
 * React's own (on the root) and before a dehydrated boundary swallows the event.
 */
export function holdUntilInteraction(target: Document = document): void {
  if (held) return;
  held = true;
  released = new Promise<void>((resolve) => {
    release = () => {
      if (!held) return;
      held = false;
      for (const type of INTERACTIONS) target.removeEventListener(type, release, true);
      resolve();
    };
  });
  for (const type of INTERACTIONS) target.addEventListener(type, release, { capture: true, passive: true });
}

/** Lets deferred code load now (also what the first interaction does). */
export const releaseDeferred = (): void => release();

/** Whether deferred code is still waiting for an interaction. */
export const isHeld = (): boolean => held;

export type DeferredComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the code unless it is being held back; never waits for an interaction. */
  preload: () => Promise<unknown>;
};

/** React.lazy whose code loads once deferred code is released (at once unless held). */
export function lazyUntilInteraction<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): DeferredComponent<P> {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const fetchCode = () => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return pending;
  };
  // As in lazyWithPreload: code already here settles synchronously, so a client render after a
  // preload paints the form in the same pass instead of a fallback first (CLS 0).
  const settled = (module: Module) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, see above.
    ({ then: (resolve: (value: Module) => void) => resolve(module) }) as Promise<Module>;
  const Component = lazy(() => (loaded && !held ? settled(loaded) : released.then(fetchCode)));
  return Object.assign(Component, { preload: () => (held ? Promise.resolve() : fetchCode()) });
}
