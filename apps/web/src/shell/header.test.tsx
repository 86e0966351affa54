import { HELP_DESK } from '@alta/core/shell/help-desk';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Layout } from './layout.tsx';

const renderShell = (path = '/') => {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Layout>
        <h1>Pantalla</h1>
      </Layout>
    </Router>,
  );
  return location;
};

const openHelp = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '¿Necesitás ayuda?' }));
  // The modal's code loads on the first press.
  return screen.findByRole('dialog', { name: '¿Necesitas ayuda?' });
};

/** Both close buttons are named 'Cerrar'; the × one shows only the cross. */
const closeButton = (text: string): HTMLElement => {
  const button = screen.getAllByRole('button', { name: 'Cerrar' }).find((b) => b.textContent === text);
  if (!button) throw new Error(`No close button showing ${text}`);
  return button;
};

afterEach(() => cleanup());

describe('header', () => {
  it('links the logo home and the help icon to the FAQ', async () => {
    const user = userEvent.setup();
    const location = renderShell('/continuar-tramite');
    await user.click(screen.getByRole('link', { name: 'Preguntas frecuentes' }));
    expect(location.history?.at(-1)).toBe('/preguntas-frecuentes');
    await user.click(screen.getByRole('link', { name: /ir al inicio/ }));
    expect(location.history?.at(-1)).toBe('/');
  });

  it('opens the help modal with the help desk days, hours and phone', async () => {
    const user = userEvent.setup();
    renderShell();
    const dialog = await openHelp(user);
    expect(dialog.textContent).toContain('banca por internet');
    expect(dialog.textContent).toContain('lunes a viernes, de 7:00 a 20:00 hs');
    expect(screen.getByRole('link', { name: HELP_DESK.phone }).getAttribute('href')).toBe('tel:08103452582');
  });
});

describe('help modal closing', () => {
  const closers: Record<
    string,
    (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => Promise<void>
  > = {
    "the 'Cerrar' button": (user) => user.click(closeButton('Cerrar')),
    'the × button': (user) => user.click(closeButton('×')),
    'the Escape key': (user) => user.keyboard('{Escape}'),
    'a click on the overlay': (user, dialog) => user.click(dialog),
  };

  for (const [how, close] of Object.entries(closers)) {
    it(`closes with ${how} and gives focus back to the help button`, async () => {
      const user = userEvent.setup();
      renderShell();
      const dialog = await openHelp(user);
      await close(user, dialog);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '¿Necesitás ayuda?' }));
    });
  }

  it('stays open on a click inside its text', async () => {
    const user = userEvent.setup();
    renderShell();
    const dialog = await openHelp(user);
    await user.click(within(dialog).getByText(/banca por internet/));
    expect(screen.getByRole('dialog', { name: '¿Necesitas ayuda?' })).toBeTruthy();
  });
});
