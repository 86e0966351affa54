// Hydrating a prerendered page (issue 15) against the location it was loaded at. The header hydrates
// first; a link in it may be followed before the screen below it has hydrated, and that screen,
// hydrated with the new URL, would not match its HTML: React throws the HTML away and reports error
// 418. Hydration therefore reads the location the page loaded with (wouter's server snapshot); once
// hydrated, the routes follow the URL as ever.
import type { ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { Router as Location } from 'wouter';

export function hydratePage(
  container: HTMLElement,
  app: ReactNode,
  loadedAt: { pathname: string; search: string },
  options?: HydrationOptions,
): Root {
  return hydrateRoot(
    container,
    <Location ssrPath={loadedAt.pathname} ssrSearch={loadedAt.search}>
      {app}
    </Location>,
    options,
  );
}
