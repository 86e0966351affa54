import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCodeRequest } from '../session/code-request.ts';
import { createActor, fromPromise } from 'xstate';
import { otpMachine } from './otp.machine.ts';
import { INITIAL_OTP_VIEW, otpView } from './otp-view.ts';

const CODE = { one: '4', two: '8', three: '2', four: '1' };

/** The real machine, its code request answered with `expiresHeader`, its validation with `validate`. */
const start = (expiresHeader: string | null, validate: () => Promise<string>) => {
  const actor = createActor(
    otpMachine.provide({
      actors: {
        requestOtp: fromPromise(async () => ({ expiresHeader })),
        validateOtp: fromPromise(validate),
      },
    }),
    { input: { idSolicitud: 'sol-1' } },
  );
  actor.start();
  return actor;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Each test is a first visit of the screen (no code asked for by an earlier one).
beforeEach(() => forgetCodeRequest());

describe('otpView', () => {
  it("is the machine's first state before it runs: what the prerendered page shows", () => {
    const idle = createActor(otpMachine, { input: { idSolicitud: 'sol-1' } }).getSnapshot();
    expect(otpView(idle)).toEqual(INITIAL_OTP_VIEW);
  });

  it('counts down after the code request, and is busy while a code is validated', async () => {
    const actor = start('65000', () => new Promise(() => {}));
    await settle();
    expect(otpView(actor.getSnapshot())).toMatchObject({ resend: 'counting', remainingMs: 65000 });
    actor.send({ type: 'otp.submit', values: CODE });
    expect(otpView(actor.getSnapshot())).toMatchObject({ validating: true, validated: false });
    actor.stop();
  });

  it('offers a new code at once without a wait, and says validated once the code is accepted', async () => {
    const actor = start(null, async () => 'jwt-1');
    await settle();
    expect(otpView(actor.getSnapshot()).resend).toBe('ready');
    actor.send({ type: 'otp.submit', values: CODE });
    await settle();
    expect(otpView(actor.getSnapshot())).toMatchObject({ validating: false, validated: true });
    actor.stop();
  });
});
