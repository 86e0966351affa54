import { DATA_LAYER_NAME } from '@alta/core/analytics/data-layer';
import { DEFAULT_ERROR_MESSAGE } from '@alta/core/errors/catalogue';
import { paths } from '@alta/core/routes';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => cleanup());

describe('error screens', () => {
  it('shows the message the route carries, decoded', async () => {
    renderApp(paths.errorPrimary('No posee solicitud, intente más tarde: 50%'));
    expect(await screen.findByText('No posee solicitud, intente más tarde: 50%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ups' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Error' })).toBeNull();
  });

  it("titles the generic screen 'Error' and falls back to the default message", async () => {
    renderApp(paths.error);
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText(DEFAULT_ERROR_MESSAGE)).toBeTruthy();
  });

  it('shows the default message on an error route without one', async () => {
    renderApp(paths.errorSecondary());
    expect(await screen.findByText(DEFAULT_ERROR_MESSAGE)).toBeTruthy();
  });

  it("goes back home with 'Volver'", async () => {
    const user = userEvent.setup();
    const { current } = renderApp(paths.errorSecondary('Servicio no disponible'));
    await user.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(current()).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeTruthy();
  });

  it("pushes one 'error' analytics event without the message", async () => {
    const layer: unknown[] = [];
    (window as unknown as Record<string, unknown>)[DATA_LAYER_NAME] = layer;
    renderApp(`/error-primary/${encodeURIComponent('Juan Pérez no puede continuar')}`);
    await screen.findByText('Juan Pérez no puede continuar');
    expect(layer).toHaveLength(1);
    expect(layer[0]).toMatchObject({ event: 'error', nroTramite: '00000000000' });
    expect(JSON.stringify(layer)).not.toContain('Juan');
  });
});
