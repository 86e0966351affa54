import { requestOtp } from '@alta/core/api/otp';
import { startRequest } from '@alta/core/api/solicitud';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

vi.mock('@alta/core/api/solicitud', () => ({
  startRequest: vi.fn(),
  resumeRequest: vi.fn(),
  getSolicitud: vi.fn(),
}));
vi.mock('@alta/core/api/otp', () => ({ requestOtp: vi.fn(), validateOtp: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const type = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) =>
  user.type(screen.getByLabelText(label), text);

// The start machine and the toast list load on demand in the app; load them once up front so the
// first test does not spend its time budget compiling them.
beforeAll(async () => {
  await Promise.all([
    import('../../app/start-actor-host.tsx'),
    import('../../shell/toast-list.tsx'),
    import('./loading-screen.tsx'),
    import('../otp/otp-screen.tsx'),
  ]);
});

describe('loading screen', () => {
  it.each(['/loading', '/login'])('sends a reload or deep link of %s back to the form', async (path) => {
    const { current } = renderApp(path);
    await waitFor(() => expect(current()).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeTruthy();
  });

  it("shows 'Validando...', then 'Validación correcta', then moves on to the code screen", async () => {
    let answer!: (value: { idSolicitud: string; tipoPersona: string }) => void;
    vi.mocked(startRequest).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.mocked(requestOtp).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    const { current } = renderApp('/');
    await type(user, 'CUIT', '30123456789');
    await user.selectOptions(screen.getByLabelText('Actividad'), 'AGRO_NYP');
    await type(user, 'Correo Electrónico', 'campo@agro.com.ar');
    await type(user, 'Nombre/s', 'Juan');
    await type(user, 'Apellido/s', 'Gómez');
    await type(user, 'Código de área', '2966');
    await type(user, 'Número', '123456');
    await user.click(screen.getByRole('button', { name: 'Abrir cuenta' }));

    await waitFor(() => expect(current()).toBe('/loading'));
    // '/loading' is a lazy screen: its heading arrives a moment after the URL.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Validando...' });
    expect(heading.closest('[role="status"]')).not.toBeNull();

    answer({ idSolicitud: 'sol-9', tipoPersona: 'PERSONA_FISICA' });
    expect(await screen.findByText('Validación correcta')).toBeTruthy();
    await waitFor(() => expect(current()).toBe('/getcode/sol-9'), { timeout: 3000 });
  });
});
