import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A fresh module per test: the hold is module state, as it is per page load.
const freshModule = async () => {
  vi.resetModules();
  return import('./defer-until-interaction.ts');
};

describe('lazyUntilInteraction', () => {
  it('loads at once when nothing is held back (client renders, the prerender, tests)', async () => {
    const { lazyUntilInteraction } = await freshModule();
    const load = vi.fn(async () => ({ default: () => <p>formulario</p> }));
    const Form = lazyUntilInteraction(load);
    render(
      <Suspense fallback={null}>
        <Form />
      </Suspense>,
    );
    expect(await screen.findByText('formulario')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('while held, neither renders nor preloads fetch the code until the first interaction', async () => {
    const { holdUntilInteraction, isHeld, lazyUntilInteraction } = await freshModule();
    holdUntilInteraction();
    const load = vi.fn(async () => ({ default: () => <p>formulario</p> }));
    const Form = lazyUntilInteraction(load);
    await Form.preload();
    render(
      <Suspense fallback={<p>sin código</p>}>
        <Form />
      </Suspense>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('sin código')).toBeTruthy();

    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(isHeld()).toBe(false);
    expect(await screen.findByText('formulario')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
