import { solveCaptcha } from '@alta/core/api/configuracion';
import { resumeRequest } from '@alta/core/api/solicitud';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import ResumeScreen, { preloadResumeForm } from './resume-screen.tsx';

vi.mock('@alta/core/api/configuracion', () => ({ solveCaptcha: vi.fn() }));
vi.mock('@alta/core/api/solicitud', () => ({ resumeRequest: vi.fn() }));
// The FAQ is the shell's; this test is about the form above it.
vi.mock('../faq/faq-list.tsx', () => ({ Faq: () => null }));

const renderScreen = () => {
  const location = memoryLocation({ path: '/continuar-tramite', record: true });
  render(
    <Router hook={location.hook}>
      <ResumeScreen />
    </Router>,
  );
  return location;
};
const continuar = () => screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;

// The form is its own chunk (issue 15); with its code here the screen renders it in one pass.
beforeAll(() => preloadResumeForm());
beforeEach(() => {
  vi.mocked(solveCaptcha).mockResolvedValue('sandbox-captcha-key:abc');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ResumeScreen', () => {
  it('keeps Continuar disabled until the captcha is solved', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByLabelText('CUIT'), '20123456789');
    expect(continuar().getAttribute('aria-disabled') === 'true').toBe(true);
    await user.click(screen.getByLabelText('No soy un Robot'));
    await waitFor(() => expect(continuar().getAttribute('aria-disabled') === 'true').toBe(false));
  });

  it('limits the CUIT to 14 characters and explains the format', async () => {
    const user = userEvent.setup();
    renderScreen();
    const cuit = screen.getByLabelText('CUIT') as HTMLInputElement;
    expect(cuit.maxLength).toBe(14);
    await user.type(cuit, '20-1234');
    const message = await screen.findByText('Debe seguir el formato CUIT, sin guiones.');
    expect(cuit.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('sends the CUIT and is busy while the resume call is pending', async () => {
    vi.mocked(resumeRequest).mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    renderScreen();
    await user.type(screen.getByLabelText('CUIT'), '20-12345678-9');
    await user.click(screen.getByLabelText('No soy un Robot'));
    await waitFor(() => expect(continuar().getAttribute('aria-disabled') === 'true').toBe(false));
    await user.click(continuar());
    expect(resumeRequest).toHaveBeenCalledWith('20-12345678-9');
    expect(continuar().getAttribute('aria-disabled') === 'true').toBe(true);
    expect(continuar().getAttribute('aria-busy')).toBe('true');
  });

  it('goes where the server says the request is', async () => {
    vi.mocked(resumeRequest).mockResolvedValue({
      idSolicitud: 'sol-9',
      tipoPersona: 'FISICA',
      retomeSolicitud: { pagina: 'DATOS GENERALES FISICA', irOTP: true },
    });
    const user = userEvent.setup();
    const location = renderScreen();
    await user.type(screen.getByLabelText('CUIT'), '20123456789');
    await user.click(screen.getByLabelText('No soy un Robot'));
    await waitFor(() => expect(continuar().getAttribute('aria-disabled') === 'true').toBe(false));
    await user.click(continuar());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/getcode/sol-9'));
  });
});
