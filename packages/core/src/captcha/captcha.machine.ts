// The 'No soy un Robot' box (journey §6), on the start and resume forms and in the challenge dialog:
// ticking it reads the captcha configuration (the key) and mints the token that captcha-client calls
// send; no external script is loaded. The box shows ticked only once the token exists.
// idle: unticked, no token.
// solving: the configuration is on its way ('Verificando…'); a second tick changes nothing, since the
//   first is still on its way, and the box stays unticked so it never looks solved without a token.
// solved: the token exists; unticking drops it (the next captcha call needs a new tick).
// failed: the configuration could not be read (the message below); a tick tries again.
// Tags: the box's three looks besides unticked: busy (solving), solved, failed.
import { assign, fromPromise, setup } from 'xstate';
import { setCaptchaToken } from '../api/captcha.ts';

/** Ours (docs/decisions.md): the spec names the box, not what it says while it works or fails. */
export const CAPTCHA_MESSAGES = {
  solving: 'Verificando…',
  failed: 'No pudimos verificar el captcha. Intentá de nuevo.',
} as const;

export type CaptchaTag = 'busy' | 'solved' | 'failed';

export type CaptchaEvent = { type: 'captcha.tick' } | { type: 'captcha.untick' };

export const captchaMachine = setup({
  types: {
    context: {} as { token: string | null },
    events: {} as CaptchaEvent,
    tags: {} as CaptchaTag,
  },
  actors: {
    // The API client loads when the box is first ticked, not with the form (issue 7).
    solveCaptcha: fromPromise<string>(async () => (await import('../api/configuracion.ts')).solveCaptcha()),
  },
  actions: {
    keepToken: assign({ token: (_, token: string) => token }),
    dropToken: assign({ token: null }),
    forgetToken: () => setCaptchaToken(null),
  },
}).createMachine({
  id: 'captcha',
  initial: 'idle',
  context: { token: null },
  states: {
    idle: { on: { 'captcha.tick': 'solving' } },
    solving: {
      tags: ['busy'],
      invoke: {
        id: 'solveCaptcha',
        src: 'solveCaptcha',
        onDone: { target: 'solved', actions: { type: 'keepToken', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    solved: {
      tags: ['solved'],
      on: { 'captcha.untick': { target: 'idle', actions: ['dropToken', 'forgetToken'] } },
    },
    failed: { tags: ['failed'], on: { 'captcha.tick': 'solving' } },
  },
});
