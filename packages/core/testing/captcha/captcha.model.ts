// The captcha box's model: pressed, a second press while it loads, solved and pressed again
// (unticked), failed and pressed again; and the replay of a press kept before hydration (a tick).
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import type { ModelSpec } from '../model-harness.ts';
import { captchaMachine } from '../../src/captcha/captcha.machine.ts';

const TOKEN = 'sandbox-captcha-key:9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

export const captchaModel: ModelSpec<typeof captchaMachine> = {
  machine: captchaMachine,
  apiActors: { solveCaptcha: 'solveCaptcha' },
  events: [
    { type: 'captcha.press' },
    { type: 'captcha.tick' },
    { type: 'xstate.done.actor.solveCaptcha', output: TOKEN },
    { type: 'xstate.error.actor.solveCaptcha', error: new ApiError(500, 'ErrorTecnico', 'x') },
  ],
  promises: {
    idle: (s) => expect(s.context.token).toBeNull(),
    solving: (s, log) => {
      expect(s.context.token).toBeNull();
      expect(log.calls.solveCaptcha?.length).toBeGreaterThan(0);
    },
    solved: (s) => expect(s.context.token).toBe(TOKEN),
    failed: (s) => expect(s.context.token).toBeNull(),
  },
};
