// The 'No soy un Robot' box against the real API module on a scripted fetch: the token is minted from
// the configured key only once pressed, a second press while it loads asks nothing more, a failure can
// be retried, a press on a solved box drops the token the captcha client would send, and the replay of
// a press kept before hydration only ever ticks.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { getCaptchaToken, setCaptchaToken } from '../api/captcha.ts';
import { configureApi } from '../api/config.ts';
import { captchaMachine } from './captcha.machine.ts';

let asked: string[];
let answer: () => Response;

beforeEach(() => {
  asked = [];
  answer = () => Response.json({ awsCaptchaKey: 'sandbox-captcha-key' });
  setCaptchaToken(null);
  configureApi({
    baseUrl: 'http://localhost:8090/onboarding-empresas/v1',
    readCookies: () => '',
    fetch: async (input, init) => {
      asked.push(new Request(input, init).url);
      return answer();
    },
  });
});

describe('captcha box', () => {
  it('mints the token from the configured key once pressed, and only then counts as solved', async () => {
    const actor = createActor(captchaMachine).start();
    expect(asked).toEqual([]);
    actor.send({ type: 'captcha.press' });
    expect(actor.getSnapshot().value).toBe('solving');
    actor.send({ type: 'captcha.press' });
    const solved = await waitFor(actor, (s) => s.matches('solved'));
    expect(asked).toEqual(['http://localhost:8090/onboarding-empresas/v1/captcha/configuracion']);
    expect(solved.context.token).toMatch(/^sandbox-captcha-key:[0-9a-f-]{36}$/);
    expect(getCaptchaToken()).toBe(solved.context.token);
  });

  it('a press on a solved box unticks it and drops the token the captcha client sends', async () => {
    const actor = createActor(captchaMachine).start();
    actor.send({ type: 'captcha.press' });
    await waitFor(actor, (s) => s.matches('solved'));
    actor.send({ type: 'captcha.press' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(getCaptchaToken()).toBeNull();
  });

  it('a configuration that cannot be read fails the box, and a new press tries again', async () => {
    answer = () => new Response('', { status: 500 });
    const actor = createActor(captchaMachine).start();
    actor.send({ type: 'captcha.press' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.token).toBeNull();
    answer = () => Response.json({ awsCaptchaKey: 'k' });
    actor.send({ type: 'captcha.press' });
    await waitFor(actor, (s) => s.matches('solved'));
    expect(asked).toHaveLength(2);
  });

  it('the replay of a press kept before hydration ticks the box, and never unticks a solved one', async () => {
    const actor = createActor(captchaMachine).start();
    actor.send({ type: 'captcha.tick' });
    expect(actor.getSnapshot().value).toBe('solving');
    const solved = await waitFor(actor, (s) => s.matches('solved'));
    // The same press, delivered twice (by React and by the replay), must not undo itself.
    actor.send({ type: 'captcha.tick' });
    expect(actor.getSnapshot().value).toBe('solved');
    expect(getCaptchaToken()).toBe(solved.context.token);
    expect(asked).toHaveLength(1);
  });
});
