// The member status list reads again every 3000 ms while someone is pending, and stops when all are
// done or a read fails.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import { member } from '../../testing/biometrics/biometrics.fixtures.ts';
import type { MemberBiometrics } from './biometrics.schema.ts';
import { MEMBER_STATUS_TEXTS } from './member-status.ts';
import { memberStatusMachine } from './member-status.machine.ts';
import { stateTags } from '../../testing/state-tags.ts';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const run = async (answers: (MemberBiometrics[] | ApiError)[]) => {
  const clock = new SimulatedClock();
  let reads = 0;
  const machine = memberStatusMachine.provide({
    actors: {
      getMembers: fromPromise(async () => {
        const answer = answers[Math.min(reads, answers.length - 1)];
        reads += 1;
        if (answer instanceof ApiError) throw answer;
        return answer as MemberBiometrics[];
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { idSolicitud: 'sol-2' } });
  actor.start();
  await settle();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { advance, reads: () => reads, state: () => actor.getSnapshot() };
};

const pending = [member('20111111112')];
const done = [member('20111111112', { estado: 'COMPLETADO', cantidadIntentos: 1 })];

describe('member status polling', () => {
  it('reads every 3000 ms while a member is pending and stops once all are done', async () => {
    const { advance, reads, state } = await run([pending, pending, done]);
    expect(state().value).toEqual({ watching: 'waiting' });
    await advance(2999);
    expect(reads()).toBe(1);
    await advance(1);
    expect(reads()).toBe(2);
    await advance(3000);
    expect(state().value).toBe('settled');
    expect(state().context.members).toEqual(done);
    await advance(30_000);
    expect(reads()).toBe(3);
  });

  it('does not poll a list where nobody can change any more', async () => {
    const blocked = [member('20111111112', { estado: 'FALLIDO', cantidadIntentos: 3 })];
    const { advance, reads, state } = await run([blocked]);
    expect(state().value).toBe('settled');
    await advance(10_000);
    expect(reads()).toBe(1);
  });

  it('stops on a failed read (the screen says the services error)', async () => {
    const { advance, reads, state } = await run([pending, new ApiError(503, undefined, undefined)]);
    await advance(3000);
    expect(state().value).toBe('failed');
    expect(MEMBER_STATUS_TEXTS.servicesError).toBe('Ups hubo un error en los servicios ⚠');
    await advance(10_000);
    expect(reads()).toBe(2);
  });
});

describe('memberStatusMachine tags', () => {
  it('loading until the first read, unavailable once a read failed (the services error); the rows otherwise', () => {
    expect(stateTags(memberStatusMachine)).toEqual({ loading: ['loading'], failed: ['unavailable'] });
  });
});
