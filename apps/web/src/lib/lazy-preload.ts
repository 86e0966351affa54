// React.lazy plus a preload: once the code is fetched, renders are synchronous. main.tsx fetches the
// screen of the URL a visit starts on before the first render, so that render paints the screen
// itself, never the Suspense fallback first (fallback then screen moves the footer: layout shift,
// issue 7).
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };

export type LazyWithPreload<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the code (once); renders after that are synchronous. */
  preload: () => Promise<unknown>;
};

export function lazyWithPreload<P extends object>(load: () => Promise<Module<P>>): LazyWithPreload<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module;
      return module;
    });
    return pending;
  };
  // React.lazy settles at once when the thenable calls back synchronously: a component whose code is
  // already here renders in the same pass instead of suspending for a microtask.
  const settled = (module: Module<P>) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, see above.
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  const Screen = lazy(() => (loaded ? settled(loaded) : preload()));
  return Object.assign(Screen, { preload });
}
