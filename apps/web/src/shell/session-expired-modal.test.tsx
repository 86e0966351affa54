import { emitUnauthorized } from '@alta/core/session/events';
import { getToken, setToken } from '@alta/core/session/session-data';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadSessionExpired, SessionExpiredModal } from './session-expired-modal.tsx';

const renderModal = () => {
  const location = memoryLocation({ path: '/onboarding-empresas/oferta-producto', record: true });
  render(
    <Router hook={location.hook}>
      <SessionExpiredModal />
    </Router>,
  );
  act(() => emitUnauthorized());
  return location;
};

// The app fetches the dialog's code on its first opening; here it is fetched up front.
beforeAll(() => preloadSessionExpired());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('session-expired modal', () => {
  it('appears when a call reports the session expired, with no way to dismiss it', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Tu sesión ha expirado' });
    expect(dialog.textContent).toContain('Por favor, retomá el trámite.');
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Tu sesión ha expirado' })).toBeTruthy();
  });

  it("'Retomar trámite' closes it, forgets the token and goes to resume after 200 ms", () => {
    setToken('old-jwt');
    const location = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Retomar trámite' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getToken()).toBeNull();
    act(() => vi.advanceTimersByTime(199));
    expect(location.history?.at(-1)).toBe('/onboarding-empresas/oferta-producto');
    act(() => vi.advanceTimersByTime(1));
    expect(location.history?.at(-1)).toBe('/continuar-tramite');
  });
});
