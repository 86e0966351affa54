import { isProductionHost } from '@alta/core/env/hosts';
import { configureDeployment } from '@alta/core/shell/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdUntilInteraction } from '../lib/defer-until-interaction.ts';
import { App } from './app.tsx';
import { hydratePage } from './hydrate-page.tsx';
import { canHydrate } from './prerendered.ts';
import { isUnknownRoute, preloadScreen } from './router.tsx';
import { UnknownHostScreen } from './unknown-host-screen.tsx';
import '../styles/base.css';

const container = document.getElementById('root') as HTMLElement;
const path = window.location.pathname;
// What the page was loaded at: hydration reads it, not the URL of a link followed meanwhile.
const loadedAt = { pathname: path, search: window.location.search };

try {
  // The bank's hosts, given to the build (README, Environments); the local ones are built in.
  configureDeployment(window.location.hostname, import.meta.env.VITE_ALTA_HOSTS);
  // A public screen prerendered for this path (issue 15) is hydrated: its forms' code waits for the
  // first interaction while their HTML is already painted. Anything else renders from scratch.
  const hydrate = canHydrate(container, path, isUnknownRoute);
  // Focus already in the page means the user started before this code arrived (typing into the
  // prerendered form): nothing is held back then, or the form would wait for yet another interaction.
  // A press kept by the boot script (lib/early-press.ts) counts too: it waits for this code.
  const started =
    (document.activeElement !== null && document.activeElement !== document.body) ||
    document.querySelector('[data-early-pressed]') !== null;
  if (hydrate && !started) holdUntilInteraction();
  // The first render waits for the screen's code, so it paints that screen, not a fallback first.
  void preloadScreen(path).then(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (hydrate) hydratePage(container, app, loadedAt);
    else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
  // A build without a tag manager drops this branch, and the loader with it, from the bundle.
  if (import.meta.env.VITE_TAG_MANAGER_URL) {
    void import('../lib/third-party-scripts.ts').then((module) => module.loadTagManagerAfterLoad());
  }
  if (import.meta.env.VITE_BEACON_URL || import.meta.env.VITE_BEACON_DEV_URL) {
    const production = isProductionHost(window.location.hostname);
    void import('../lib/third-party-scripts.ts').then((module) => module.loadBeaconAfterLoad(production));
  }
} catch (error) {
  // An unknown host: the prerendered screen gives way to the error.
  container.replaceChildren();
  createRoot(container).render(<UnknownHostScreen message={(error as Error).message} />);
}
