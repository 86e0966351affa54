// The whole app on an in-memory URL: what a user sees at `path`, with the real shell and routes.
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../src/app/app.tsx';
import { preloadScreen } from '../src/app/router.tsx';

// As main.tsx does before its first render; home is where most of these tests start or end up.
await preloadScreen('/');

export const renderApp = (path: string) => {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  /** The path the app is on now. */
  const current = () => location.history?.at(-1);
  return { ...view, location, current };
};
