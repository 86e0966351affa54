import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => cleanup());

describe('404 screen', () => {
  it("shows a large 404 for an unknown route and 'Volver' goes home", async () => {
    const user = userEvent.setup();
    const { current } = renderApp('/esto/no/existe');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(current()).toBe('/');
  });
});
