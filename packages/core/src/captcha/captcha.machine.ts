// The 'No soy un Robot' box (journey §6), on the start and resume forms and in the challenge dialog:
// ticking it reads the captcha configuration (the key) and mints the token that captcha-client calls
// send; no external script is loaded. The box shows ticked only once the token exists.
// idle: unticked, no token.
// solving: the configuration is on its way ('Verificando…'); a second press changes nothing, since the
//   first is still on its way, and the box stays unticked so it never looks solved without a token.
// solved: the token exists; a press unticks it and drops the token (the next captcha call needs a new
//   tick).
// failed: the configuration could not be read (the message below); a press tries again.
// Tags: the box's three looks besides unticked: busy (solving), solved, failed.
// A press on the box means what this state says, never what the page's checkbox happens to show: the
// browser can leave the checkbox ticked under an idle machine (a press kept before hydration, a form
// state restored on reload), and a press read from it would untick a box that was never ticked.
// captcha.tick is the replay of a press kept before hydration, when the box could only be unticked.
import { assign, fromPromise, setup } from 'xstate';
import { setCaptchaToken } from '../api/captcha.ts';

/** Ours (docs/decisions.md): the spec names the box, not what it says while it works or fails. */
export const CAPTCHA_MESSAGES = {
  solving: 'Verificando…',
  failed: 'No pudimos verificar el captcha. Intentá de nuevo.',
} as const;

export type CaptchaTag = 'busy' | 'solved' | 'failed';

export type CaptchaEvent = { type: 'captcha.press' } | { type: 'captcha.tick' };

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
    idle: { on: { 'captcha.press': 'solving', 'captcha.tick': 'solving' } },
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
      on: { 'captcha.press': { target: 'idle', actions: ['dropToken', 'forgetToken'] } },
    },
    failed: { tags: ['failed'], on: { 'captcha.press': 'solving', 'captcha.tick': 'solving' } },
  },
});
