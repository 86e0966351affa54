import { FAQ } from '@alta/core/shell/faq';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => cleanup());

describe('FAQ screen', () => {
  it('lists the ten questions as an accordion whose answers open on demand', async () => {
    const user = userEvent.setup();
    renderApp('/preguntas-frecuentes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeTruthy();
    const questions = FAQ.map((entry) => screen.getByText(entry.question));
    expect(questions).toHaveLength(10);

    const item = questions[0]?.closest('details') as HTMLDetailsElement;
    expect(item.open).toBe(false);
    await user.click(questions[0] as HTMLElement);
    expect(item.open).toBe(true);
    expect(item.textContent).toContain('Solo el titular puede dar de alta la empresa');
  });

  it("goes home with 'Volver' when the page was opened directly", async () => {
    const user = userEvent.setup();
    const { current } = renderApp('/preguntas-frecuentes');
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(current()).toBe('/');
  });
});
