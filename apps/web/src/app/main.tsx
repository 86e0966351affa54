import { configureApi } from '@alta/core/api/config';
import { configureHosts, isProductionHost, resolveBaseUrl } from '@alta/core/env/hosts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { preloadScreen } from './router.tsx';
import { UnknownHostScreen } from './unknown-host-screen.tsx';
import '../styles/base.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  // The bank's hosts, given to the build (README, Environments); the local ones are built in.
  configureHosts(import.meta.env.VITE_ALTA_HOSTS);
  configureApi({ baseUrl: resolveBaseUrl(window.location.hostname) });
  // The first render waits for the screen's code, so it paints that screen, not a fallback first.
  void preloadScreen(window.location.pathname).then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // A build without a tag manager drops this branch, and the loader with it, from the bundle.
  if (import.meta.env.VITE_TAG_MANAGER_URL) {
    void import('../lib/third-party-scripts.ts').then((module) => module.loadTagManagerAfterLoad());
  }
  if (import.meta.env.VITE_BEACON_URL || import.meta.env.VITE_BEACON_DEV_URL) {
    const production = isProductionHost(window.location.hostname);
    void import('../lib/third-party-scripts.ts').then((module) => module.loadBeaconAfterLoad(production));
  }
} catch (error) {
  root.render(<UnknownHostScreen message={(error as Error).message} />);
}
