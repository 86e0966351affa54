// The button's reason as a user meets it: said under the button and tied to it while it holds, and
// once the button is usable, gone from sight and from the description but still holding its place, so
// nothing on the page moves under the finger (issue 24).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionButton } from './action-button.tsx';

afterEach(cleanup);

const REASON = "Marcá 'No soy un Robot' para continuar.";

describe('ActionButton', () => {
  it('says why it cannot be used, under itself and as its description', () => {
    render(<ActionButton unavailable={REASON}>Abrir cuenta</ActionButton>);
    const button = screen.getByRole('button', { name: 'Abrir cuenta' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(REASON).id);
    expect(screen.getByText(REASON).className).toBe('action-reason');
  });

  it('once usable, the reason keeps its place unseen and is no longer its description', () => {
    const { rerender } = render(<ActionButton unavailable={REASON}>Abrir cuenta</ActionButton>);
    rerender(<ActionButton unavailable={null}>Abrir cuenta</ActionButton>);
    const button = screen.getByRole('button', { name: 'Abrir cuenta' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    const kept = screen.getByText(REASON);
    expect(kept.className).toBe('action-reason action-reason--kept');
    expect(kept.getAttribute('aria-hidden')).toBe('true');
    expect(kept.id).toBe('');
  });

  it('a new reason replaces the kept one, and a button never held back keeps no place', () => {
    const { rerender } = render(<ActionButton unavailable={null}>Continuar</ActionButton>);
    expect(document.querySelector('.action-reason')).toBeNull();
    rerender(<ActionButton unavailable={REASON}>Continuar</ActionButton>);
    rerender(
      <ActionButton unavailable="Elegí una sucursal y un oficial para continuar.">Continuar</ActionButton>,
    );
    rerender(<ActionButton unavailable={null}>Continuar</ActionButton>);
    expect(screen.queryByText(REASON)).toBeNull();
    expect(screen.getByText('Elegí una sucursal y un oficial para continuar.').className).toContain(
      'action-reason--kept',
    );
  });
});
