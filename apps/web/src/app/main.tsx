import { configureApi } from '@alta/core/api/client';
import { resolveBaseUrl } from '@alta/core/env/hosts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTagManagerAfterLoad } from '../lib/third-party-scripts.ts';
import { App } from './app.tsx';
import { UnknownHostScreen } from './unknown-host-screen.tsx';
import '../styles/base.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

try {
  configureApi({ baseUrl: resolveBaseUrl(window.location.hostname) });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  loadTagManagerAfterLoad();
} catch (error) {
  root.render(<UnknownHostScreen message={(error as Error).message} />);
}
