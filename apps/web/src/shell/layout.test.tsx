import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';

afterEach(() => cleanup());

describe('layout', () => {
  it('frames the screens with the header and a footer with copyright and version', () => {
    renderApp('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('© 2025 Banco Pampa Sur S.A.');
    expect(footer.textContent).toContain('1.6.4');
  });

  it.each(['/error', '/error-primary/Algo%20fall%C3%B3', '/error-secondary/'])(
    'shows %s without header or footer',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Ups' })).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
    },
  );

  it("moves focus to the new screen's heading after a route change", async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Preguntas frecuentes' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
