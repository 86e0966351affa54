import { getCaptchaToken, runCaptchaChallenge } from '@alta/core/api/captcha';
import { solveCaptcha } from '@alta/core/api/configuracion';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CaptchaChallenge, preloadCaptchaChallenge } from './captcha-challenge.tsx';

vi.mock('@alta/core/api/configuracion', () => ({ solveCaptcha: vi.fn() }));

// The app fetches the modal's code on its first opening; here it is fetched up front.
beforeAll(() => preloadCaptchaChallenge());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const challenge = () => {
  render(<CaptchaChallenge />);
  let result!: Promise<string>;
  act(() => {
    result = runCaptchaChallenge();
  });
  return result;
};

describe('captcha challenge', () => {
  it("asks for 'No soy un Robot' and hands the fresh token back to the retried call", async () => {
    vi.mocked(solveCaptcha).mockResolvedValue('sandbox-key:fresh');
    const user = userEvent.setup();
    const result = challenge();
    const dialog = screen.getByRole('dialog', { name: 'Verificación de seguridad' });

    await user.click(screen.getByLabelText('No soy un Robot'));

    await expect(result).resolves.toBe('sandbox-key:fresh');
    expect(getCaptchaToken()).toBe('sandbox-key:fresh');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('fails the call when the user closes the challenge', async () => {
    const user = userEvent.setup();
    const result = challenge();
    const settled = result.catch((error: Error) => error);

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));

    expect(await settled).toBeInstanceOf(Error);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
