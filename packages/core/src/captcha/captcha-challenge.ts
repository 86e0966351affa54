// The bot protection's challenge (journey §6: a 405 with waf-action captcha): the API client asks for
// a fresh token, the page shows the 'No soy un Robot' box in a dialog, and its token goes back to the
// call, which is repeated. Calls that fail together share one challenge; closing the dialog fails
// them. Plain code rather than a machine: the page registers it on its first paint, where XState is
// not loaded (issue 7, issue 15); the box inside the dialog is captcha.machine.ts.
import { setCaptchaChallenger } from '../api/captcha.ts';

export class CaptchaDismissedError extends Error {
  constructor() {
    super('Verificación de seguridad cancelada');
    this.name = 'CaptchaDismissedError';
  }
}

/** How the page shows the challenge: `open` once per challenge (a fresh box each time), then `close`. */
export interface ChallengeDialog {
  open: () => void;
  close: () => void;
}

export interface CaptchaChallenges {
  /** The box's token: the waiting calls go on with it (null, an unticked box, changes nothing). */
  solved: (token: string | null) => void;
  /** The dialog was closed: the waiting calls fail. */
  dismissed: () => void;
  /** The page stops answering challenges; a waiting call fails. */
  stop: () => void;
}

interface Pending {
  promise: Promise<string>;
  resolve: (token: string) => void;
  reject: (reason: Error) => void;
}

const pendingChallenge = (): Pending => {
  let resolve: Pending['resolve'] = () => {};
  let reject: Pending['reject'] = () => {};
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

/** Makes this page the one that answers the API client's challenges. */
export const answerCaptchaChallenges = (dialog: ChallengeDialog): CaptchaChallenges => {
  let pending: Pending | null = null;
  const fail = () => {
    pending?.reject(new CaptchaDismissedError());
    pending = null;
  };
  setCaptchaChallenger({
    challenge: () => {
      if (!pending) {
        pending = pendingChallenge();
        dialog.open();
      }
      return pending.promise;
    },
  });
  return {
    solved: (token) => {
      if (!token || !pending) return;
      pending.resolve(token);
      pending = null;
      dialog.close();
    },
    dismissed: () => {
      fail();
      dialog.close();
    },
    stop: () => {
      setCaptchaChallenger(null);
      fail();
    },
  };
};
