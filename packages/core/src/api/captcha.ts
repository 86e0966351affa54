// The bot-protection port. The web registers how a challenge is shown (the 'No soy un Robot' box);
// core keeps the current token and sends it on captcha-client calls.
import { v4 as uuidv4 } from 'uuid';

export interface CaptchaChallenger {
  /** Shows the challenge and resolves with a fresh token, or rejects when the user gives up. */
  challenge(): Promise<string>;
}

let token: string | null = null;
let challenger: CaptchaChallenger | null = null;

export const setCaptchaToken = (value: string | null): void => {
  token = value;
};
export const getCaptchaToken = (): string | null => token;
export const setCaptchaChallenger = (value: CaptchaChallenger | null): void => {
  challenger = value;
};

export const runCaptchaChallenge = async (): Promise<string> => {
  if (!challenger) throw new Error('No captcha challenger registered');
  const fresh = await challenger.challenge();
  token = fresh;
  return fresh;
};

/** The sandbox's captcha: a token derived from the configured key, minted when the box is ticked. */
export const mintCaptchaToken = (awsCaptchaKey: string): string => `${awsCaptchaKey}:${uuidv4()}`;
