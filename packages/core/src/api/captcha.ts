// The bot-protection port. The web registers how a challenge is shown (the 'No soy un Robot' box);
// core keeps the current token and sends it on captcha-client calls. The web's first paint registers
// the challenger, so this module stays free of dependencies (minting lives in configuracion.ts).

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
