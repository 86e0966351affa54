// What the code screen shows of the code machine, as plain data. The screen paints from it before the
// machine's code has arrived (prerendered and hydrated, issue 15), so the first view is the machine's
// first state written out, and the screen needs nothing of XState to paint.
import type { SnapshotFrom } from 'xstate';
import type { OtpTag, otpMachine } from './otp.machine.ts';

export type ResendState = 'requesting' | 'counting' | 'ready' | 'failed';
const RESEND_TAGS: readonly (readonly [OtpTag, ResendState])[] = [
  ['requesting', 'requesting'],
  ['counting', 'counting'],
  ['resendReady', 'ready'],
  ['resendFailed', 'failed'],
];

export interface OtpView {
  resend: ResendState;
  remainingMs: number;
  /** Rejections so far: each new one replays the shake. */
  shakes: number;
  /** Validar is busy and the boxes frozen. */
  validating: boolean;
  /** 'Validación correcta': nothing more to type. */
  validated: boolean;
}

/** The machine's first state: a code being requested, nothing typed yet. */
export const INITIAL_OTP_VIEW: OtpView = {
  resend: 'requesting',
  remainingMs: 0,
  shakes: 0,
  validating: false,
  validated: false,
};

export const otpView = (snapshot: SnapshotFrom<typeof otpMachine>): OtpView => ({
  resend: RESEND_TAGS.find(([tag]) => snapshot.hasTag(tag))?.[1] ?? 'requesting',
  remainingMs: snapshot.context.remainingMs,
  shakes: snapshot.context.shakes,
  validating: snapshot.hasTag('validating'),
  validated: snapshot.hasTag('validated'),
});
