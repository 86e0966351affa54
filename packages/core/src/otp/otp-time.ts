// The resend countdown (journey §9): the server says how long to wait, in milliseconds.

export const OTP_MAX_WAIT_MS = 480000;

/** Whole minutes for a duration; values below 1 ms or above 8 minutes are rejected. */
export const minutesFromMs = (ms: number): number => {
  if (!Number.isFinite(ms) || ms < 1 || ms > OTP_MAX_WAIT_MS) {
    throw new RangeError(`Duración fuera de rango: ${ms} ms`);
  }
  return Math.ceil(ms / 60000);
};

/**
 * The countdown length from the X-OTP-Time-Expires header: the exact wait, once the minutes helper
 * accepts it; null when absent or out of range, and then the resend link shows at once.
 */
export const countdownMsFromHeader = (header: string | null): number | null => {
  if (header === null || header.trim() === '') return null;
  const ms = Number(header);
  try {
    minutesFromMs(ms);
    return ms;
  } catch {
    return null;
  }
};

/** 'm:ss' as in 'Solicita otro en 1:05'. */
export const formatCountdown = (ms: number): string => {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
};
