// Polls a readiness check on a fixed beat until it holds or the time runs out (identity §9: the face
// library is waited for up to 7000 ms, polled every 150 ms). The face detector adapter uses it in
// start(); timers are injectable so tests run on a fake clock.
import { CAPTURE_TIMING, FACE_FEEDBACK } from './capture-texts.ts';

export interface WaitOptions {
  everyMs?: number;
  timeoutMs?: number;
  message?: string;
}

/** Resolves when ready() first returns true; rejects with `message` once timeoutMs have passed. */
export const waitUntil = (
  ready: () => boolean,
  {
    everyMs = CAPTURE_TIMING.faceLibraryPollMs,
    timeoutMs = CAPTURE_TIMING.faceLibraryWaitMs,
    message = FACE_FEEDBACK.libraryFailed,
  }: WaitOptions = {},
): Promise<void> =>
  new Promise((resolve, reject) => {
    let waited = 0;
    const check = () => {
      if (ready()) return resolve();
      if (waited >= timeoutMs) return reject(new Error(message));
      waited += everyMs;
      setTimeout(check, everyMs);
    };
    check();
  });
