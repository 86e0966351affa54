// 'No soy un Robot' as the user presses it: a press ticks (once the token exists), a press on a ticked
// box unticks it, and a press counts even when the page's checkbox was left ticked under an untouched
// box (the lost first tick of issue 24: the press was read from the checkbox and taken for an untick).
import { getCaptchaToken, setCaptchaToken } from '@alta/core/api/captcha';
import { solveCaptcha } from '@alta/core/api/configuracion';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaBox } from './captcha-box.tsx';

vi.mock('@alta/core/api/configuracion', () => ({ solveCaptcha: vi.fn() }));

beforeEach(() => {
  vi.mocked(solveCaptcha).mockImplementation(async () => {
    setCaptchaToken('sandbox-key:t');
    return 'sandbox-key:t';
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  setCaptchaToken(null);
});

const box = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'No soy un Robot' });

describe('captcha box', () => {
  it('a click ticks the box once the token exists, and tells the form; another click unticks it', async () => {
    const solved = vi.fn();
    const user = userEvent.setup();
    render(<CaptchaBox onSolved={solved} />);

    await user.click(box());
    await waitFor(() => expect(box().checked).toBe(true));
    expect(solved).toHaveBeenLastCalledWith('sandbox-key:t');

    await user.click(box());
    expect(box().checked).toBe(false);
    expect(solved).toHaveBeenLastCalledWith(null);
    expect(getCaptchaToken()).toBeNull();
    expect(solveCaptcha).toHaveBeenCalledTimes(1);
  });

  it('Space on the focused box ticks it', async () => {
    const user = userEvent.setup();
    render(<CaptchaBox onSolved={() => {}} />);
    box().focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box().checked).toBe(true));
  });

  it('shows it is working, and stays unticked until the token exists', async () => {
    let finish!: (token: string) => void;
    vi.mocked(solveCaptcha).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<CaptchaBox onSolved={() => {}} />);

    await user.click(box());
    expect(screen.getByRole('status').textContent).toBe('Verificando…');
    expect(box().checked).toBe(false);
    await user.click(box());
    expect(solveCaptcha).toHaveBeenCalledTimes(1);

    finish('sandbox-key:late');
    await waitFor(() => expect(box().checked).toBe(true));
  });

  it('a first click ticks the box even if the page left its checkbox ticked', async () => {
    const user = userEvent.setup();
    render(<CaptchaBox onSolved={() => {}} />);
    // What a press kept before hydration, or a form state the browser restores, can leave behind.
    box().checked = true;

    await user.click(box());

    await waitFor(() => expect(box().checked).toBe(true));
    expect(solveCaptcha).toHaveBeenCalledTimes(1);
    expect(getCaptchaToken()).toBe('sandbox-key:t');
  });
});
