import { ApiError } from '@alta/core/api/api-error';
import { NETWORK_FAILURE, OTP_REJECTION } from '@alta/core/testing/otp/otp.fixtures';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import OtpScreen, { preloadOtpActor } from './otp-screen.tsx';

// The machine is core's real one; only the two calls under it are faked.
const { mockedRequest, mockedValidate } = vi.hoisted(() => ({
  mockedRequest: vi.fn<(idSolicitud: string) => Promise<{ expiresHeader: string | null }>>(),
  mockedValidate: vi.fn<(request: { idSolicitud: string; token: string }) => Promise<string>>(),
}));
vi.mock('@alta/core/api/otp', () => ({ requestOtp: mockedRequest, validateOtp: mockedValidate }));

const renderScreen = () => {
  const location = memoryLocation({ path: '/getcode/sol-1', record: true });
  render(
    <Router hook={location.hook}>
      <Route path="/getcode/:idSolicitud" component={OtpScreen} />
    </Router>,
  );
  return location;
};

const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`Dígito ${n} de 4`) as HTMLInputElement);
const values = () => boxes().map((box) => box.value);
/** Renders and waits for the first box to take focus, as a user would before typing. */
const renderFocused = async () => {
  const location = renderScreen();
  await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
  return location;
};
const validar = () => screen.getByRole('button', { name: 'Validar' }) as HTMLButtonElement;

// The machine's code, fetched before the screen renders as the router fetches it beside the screen's.
beforeAll(() => preloadOtpActor());
beforeEach(() => {
  mockedRequest.mockResolvedValue({ expiresHeader: null });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('OtpScreen: the four boxes', () => {
  it('focuses the first box and asks for a code for the request in the path', async () => {
    renderScreen();
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    expect(mockedRequest).toHaveBeenCalledWith('sol-1');
    expect(boxes()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes().every((box) => box.inputMode === 'numeric' && box.maxLength === 1)).toBe(true);
    await screen.findByRole('button', { name: 'Enviar otro codigo' });
  });

  it('moves to the next box on a digit and back on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    await renderFocused();
    await user.keyboard('1');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('2');
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(values()).toEqual(['1', '2', '', '']);
  });

  it('fills all four boxes from a paste of exactly four digits', async () => {
    const user = userEvent.setup();
    await renderFocused();
    await user.paste(' 1234 ');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(validar().disabled).toBe(false);
  });

  it.each(['12a4', '12345', '123'])('fills nothing from a paste of %s', async (text) => {
    const user = userEvent.setup();
    await renderFocused();
    await user.paste(text);
    expect(values()).toEqual(['', '', '', '']);
    expect(validar().disabled).toBe(true);
  });

  it("shows 'Sólo números' for a non-digit, tied to the box", async () => {
    const user = userEvent.setup();
    await renderFocused();
    await user.keyboard('a');
    const message = await screen.findByText('Sólo números');
    expect(boxes()[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(boxes()[0]?.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('keeps Validar disabled until the four digits are valid, then sends the joined code', async () => {
    mockedValidate.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    await renderFocused();
    await user.keyboard('123');
    expect(validar().disabled).toBe(true);
    await user.keyboard('4');
    expect(validar().disabled).toBe(false);
    await user.click(validar());
    expect(mockedValidate).toHaveBeenCalledWith({ idSolicitud: 'sol-1', token: '1234' });
    expect(validar().getAttribute('aria-busy')).toBe('true');
    expect(validar().disabled).toBe(true);
  });

  it('on a rejection clears the boxes, shakes them and refocuses the first', async () => {
    mockedValidate.mockRejectedValue(OTP_REJECTION);
    const user = userEvent.setup();
    await renderFocused();
    await user.paste('1234');
    await user.click(validar());
    await waitFor(() => expect(values()).toEqual(['', '', '', '']));
    expect(document.activeElement).toBe(boxes()[0]);
    expect(screen.getByTestId('otp-boxes').className).toContain('otp-boxes--shake-');
  });

  it("on success shows 'Validación correcta' and keeps the request for the offer", async () => {
    mockedValidate.mockResolvedValue('jwt');
    const user = userEvent.setup();
    await renderFocused();
    await user.paste('1234');
    await user.click(validar());
    await screen.findByText('Validación correcta');
    expect(sessionStorage.getItem('nroTramite')).toBe('sol-1');
    expect(sessionStorage.getItem('jwt-token')).toBe('jwt');
  });

  it("'Volver' goes home through the machine, whatever the code is doing", async () => {
    mockedValidate.mockReturnValue(new Promise(() => {}));
    const user = userEvent.setup();
    const location = await renderFocused();
    await user.paste('1234');
    await user.click(validar());
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(sessionStorage.getItem('jwt-token')).toBeNull();
  });

  it("says 'tu correo electrónico' when this tab did not start the request", () => {
    renderScreen();
    expect(screen.getByText(/tu correo electrónico\./)).toBeTruthy();
  });
});

describe('OtpScreen: the resend area', () => {
  it("shows 'Solicitando token' while the code is requested", () => {
    mockedRequest.mockReturnValue(new Promise(() => {}));
    renderScreen();
    expect(screen.getByText('Solicitando token').getAttribute('role')).toBe('status');
  });

  it("counts down 'Solicita otro en m:ss' from the server's wait", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockedRequest.mockResolvedValue({ expiresHeader: '65000' });
      renderScreen();
      await screen.findByText('Solicita otro en 1:05');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByText('Solicita otro en 1:04')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(64_000));
      expect(screen.getByRole('button', { name: 'Enviar otro codigo' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("offers 'Enviar otro codigo' when there is no wait, and asks again on click", async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Enviar otro codigo' }));
    expect(mockedRequest).toHaveBeenCalledTimes(2);
  });

  it("offers 'No recibiste el código? Enviar otro código' when the request failed and the catalogue stays", async () => {
    mockedRequest.mockRejectedValueOnce(new ApiError(403, 'sesionExpirada', 'x'));
    const user = userEvent.setup();
    renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'No recibiste el código? Enviar otro código' }),
    );
    expect(mockedRequest).toHaveBeenCalledTimes(2);
    await screen.findByRole('button', { name: 'Enviar otro codigo' });
  });

  it('leaves for the error page when the code request is answered with a 503 (issue 24)', async () => {
    mockedRequest.mockRejectedValueOnce(new ApiError(503, 'ServicioNoDisponible', 'x'));
    const location = renderScreen();
    await waitFor(() => expect(location.history?.at(-1)).toMatch(/^\/error-secondary\//));
  });

  it('stays with the link to ask again when no answer arrived (a flaky network)', async () => {
    mockedRequest.mockRejectedValueOnce(NETWORK_FAILURE);
    renderScreen();
    await screen.findByRole('button', { name: 'No recibiste el código? Enviar otro código' });
  });

  it('a reload while the countdown runs asks for no new code and shows what is left of it (issue 24)', async () => {
    mockedRequest.mockResolvedValue({ expiresHeader: '60000' });
    renderScreen();
    await screen.findByText(/^Solicita otro en [01]:\d\d$/);
    expect(mockedRequest).toHaveBeenCalledTimes(1);
    // A page reload: the screen is drawn again from nothing, without leaving it first.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload', name: 'http://localhost:5173/getcode/sol-1' },
    ] as unknown as PerformanceEntryList);
    cleanup();
    sessionStorage.setItem(
      'codigoPedido',
      JSON.stringify({ idSolicitud: 'sol-1', until: Date.now() + 30_000 }),
    );
    renderScreen();
    await screen.findByText(/^Solicita otro en 0:[23]\d$/);
    expect(mockedRequest).toHaveBeenCalledTimes(1);
  });
});
