import { getResumenProductos } from '@alta/core/api/resumen';
import { setSessionRequestId, setNroTributario } from '@alta/core/session/session-data';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import OfferScreen from './offer-screen.tsx';

vi.mock('@alta/core/api/resumen', () => ({ getResumenProductos: vi.fn() }));

const renderScreen = () => {
  const location = memoryLocation({ path: '/onboarding-empresas/oferta-producto', record: true });
  render(
    <Router hook={location.hook}>
      <OfferScreen />
    </Router>,
  );
  return location;
};

beforeEach(() => {
  sessionStorage.clear();
  document.body.dataset.theme = 'pyme';
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('OfferScreen', () => {
  it('sends a visit without a request in the session to resume', async () => {
    const location = renderScreen();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/continuar-tramite'));
    expect(getResumenProductos).not.toHaveBeenCalled();
  });

  it('shows the products, the discount and its months, and goes on to the data form', async () => {
    setSessionRequestId('sol-1');
    setNroTributario('30123456789');
    vi.mocked(getResumenProductos).mockResolvedValue({
      productos: ['Cuenta Corriente en Pesos', 'Tarjeta de Débito'],
      bonificacion: 100,
      plazo: 12,
    });
    const user = userEvent.setup();
    const location = renderScreen();
    expect(screen.getByText('Cargando tu oferta…')).toBeTruthy();
    await screen.findByText('Cuenta Corriente en Pesos');
    expect(getResumenProductos).toHaveBeenCalledWith('sol-1');
    expect(screen.getByText('100% de bonificación')).toBeTruthy();
    expect(screen.getByText('12 meses')).toBeTruthy();
    expect(document.body.dataset.theme).toBe('pyme');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/onboarding-empresas/detalle/pj'));
  });

  it('switches to the agro theme when a product is an AGRO one', async () => {
    setSessionRequestId('sol-2');
    vi.mocked(getResumenProductos).mockResolvedValue({
      productos: ['Paquete Agro'],
      bonificacion: 50,
      plazo: 6,
    });
    renderScreen();
    await screen.findByText('Paquete Agro');
    expect(document.body.dataset.theme).toBe('agro');
  });
});
