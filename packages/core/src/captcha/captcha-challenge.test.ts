// The challenge as the API client raises it: one dialog for the calls that fail together, the box's
// token handed to all of them, a closed dialog failing them, and a page that stops answering.
import { afterEach, describe, expect, it } from 'vitest';
import { getCaptchaToken, runCaptchaChallenge, setCaptchaToken } from '../api/captcha.ts';
import { answerCaptchaChallenges, CaptchaDismissedError } from './captcha-challenge.ts';

const dialog = () => {
  const seen: string[] = [];
  return { seen, open: () => seen.push('open'), close: () => seen.push('close') };
};

afterEach(() => setCaptchaToken(null));

describe('captcha challenge', () => {
  it('opens one dialog for calls that fail together and hands them the fresh token', async () => {
    const shown = dialog();
    const challenges = answerCaptchaChallenges(shown);
    const first = runCaptchaChallenge();
    const second = runCaptchaChallenge();
    expect(shown.seen).toEqual(['open']);
    challenges.solved(null);
    expect(shown.seen).toEqual(['open']);
    challenges.solved('key:fresh');
    await expect(Promise.all([first, second])).resolves.toEqual(['key:fresh', 'key:fresh']);
    expect(getCaptchaToken()).toBe('key:fresh');
    expect(shown.seen).toEqual(['open', 'close']);
    // The next challenge is a new one, with a new box.
    const next = runCaptchaChallenge().catch((error: Error) => error);
    expect(shown.seen).toEqual(['open', 'close', 'open']);
    challenges.stop();
    expect(await next).toBeInstanceOf(CaptchaDismissedError);
  });

  it('fails the waiting calls when the dialog is closed', async () => {
    const shown = dialog();
    const challenges = answerCaptchaChallenges(shown);
    const call = runCaptchaChallenge();
    challenges.dismissed();
    await expect(call).rejects.toBeInstanceOf(CaptchaDismissedError);
    expect(shown.seen).toEqual(['open', 'close']);
    challenges.stop();
  });

  it('a page that stops answering fails the waiting call and leaves no challenger behind', async () => {
    const challenges = answerCaptchaChallenges(dialog());
    const call = runCaptchaChallenge();
    challenges.stop();
    await expect(call).rejects.toBeInstanceOf(CaptchaDismissedError);
    await expect(runCaptchaChallenge()).rejects.toThrow('No captcha challenger registered');
  });
});
