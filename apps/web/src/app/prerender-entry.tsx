// Build-time entry (issue 15): renders a public screen to HTML with React's own server renderer,
// for prerender.mjs. Nothing of core runs here beyond what the screens render: no hosts, no API,
// no machine (they start on the client, on hydration or on the first interaction, as before).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router as Location } from 'wouter';
import { App } from './app.tsx';

/** The markup `path` renders inside #root, every lazy screen and form resolved. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Location ssrPath={path}>
        <App />
      </Location>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
