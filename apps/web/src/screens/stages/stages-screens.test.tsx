import { DATA_LAYER_NAME } from '@alta/core/analytics/data-layer';
import { paths } from '@alta/core/routes';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => cleanup());

const STAGES = [
  {
    path: paths.documentsReview,
    heading: 'Estamos evaluando tu documentación',
    texts: ['Un especialista se va a comunicar con vos dentro de las 48 horas hábiles.'],
    link: 'Volver al inicio',
  },
  {
    path: paths.accountCreated,
    heading: '¡Ya sos cliente!',
    texts: [
      'Vas a recibir un correo electrónico para crear tu clave de banca por internet para empresas.',
      'También vas a recibir otro correo electrónico con el detalle de tus productos.',
    ],
    link: 'Salir',
  },
  {
    path: paths.awaitingProducts,
    heading: 'Estamos finalizando la apertura de tus productos',
    texts: ['Vas a recibir un correo electrónico de confirmación.'],
    link: 'Volver al inicio',
  },
];

describe('stage screens', () => {
  for (const { path, heading, texts, link } of STAGES) {
    it(`${path} shows its heading, its texts and '${link}' goes home`, async () => {
      const user = userEvent.setup();
      const { current } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
      const exit = screen.getByRole('link', { name: link });
      expect(exit.getAttribute('href')).toBe('/');
      await user.click(exit);
      expect(current()).toBe('/');
    });
  }

  it("'¡Ya sos cliente!' pushes no sign-up event of its own (the flow does, once) and loads no survey unless configured", async () => {
    const layer: unknown[] = [];
    (window as unknown as Record<string, unknown>)[DATA_LAYER_NAME] = layer;
    renderApp(paths.accountCreated);
    await screen.findByRole('heading', { name: '¡Ya sos cliente!' });
    expect(layer).toEqual([]);
    expect(document.querySelector('script[data-third-party]')).toBeNull();
  });
});
