import { describe, expect, it } from 'vitest';
import { assign, createActor, emit, setup } from 'xstate';
import { failedBranches, failedTo } from './failed-to.ts';

// A call that fails with a catalogue outcome which stays or leaves, as every flow machine's does.
const machine = setup({
  types: {
    context: {} as { stays: boolean; handedOver: boolean },
    input: {} as { stays: boolean },
    events: {} as { type: 'fail' },
    emitted: {} as { type: 'toast' },
  },
  guards: { outcomeStays: ({ context }) => context.stays, otherStays: ({ context }) => !context.stays },
  actions: {
    toastOutcome: emit({ type: 'toast' } as const),
    handOver: assign({ handedOver: true }),
  },
}).createMachine({
  id: 'call',
  context: ({ input }) => ({ stays: input.stays, handedOver: false }),
  initial: 'editing',
  states: {
    editing: { on: { fail: 'failed' } },
    failed: failedTo('editing', 'leaving'),
    leaving: { on: { fail: 'failedAgain' } },
    failedAgain: failedTo('editing', 'left', {
      guard: 'otherStays',
      toast: 'toastOutcome',
      onLeave: 'handOver',
    }),
    left: { type: 'final' },
  },
});

const run = (stays: boolean, events: number) => {
  const actor = createActor(machine, { input: { stays } });
  let toasts = 0;
  actor.on('toast', () => toasts++);
  actor.start();
  for (let i = 0; i < events; i++) actor.send({ type: 'fail' });
  return { snapshot: actor.getSnapshot(), toasts };
};

describe('failedTo', () => {
  it('stays where the catalogue keeps the user, with its toast', () => {
    const { snapshot, toasts } = run(true, 1);
    expect(snapshot.value).toBe('editing');
    expect(toasts).toBe(1);
  });

  it('leaves otherwise, with its toast', () => {
    const { snapshot, toasts } = run(false, 1);
    expect(snapshot.value).toBe('leaving');
    expect(toasts).toBe(1);
  });

  it('takes a guard of its own and the actions only the way out takes', () => {
    const { snapshot, toasts } = run(false, 2);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.handedOver).toBe(false);
    expect(toasts).toBe(2);
  });

  it('writes the branches the same way every time', () => {
    const branches = failedBranches('editing', ['stopped', '#otp.code.leaving'], {
      guard: 'otherStays',
      toast: 'toastOther',
      onLeave: 'handOver',
    });
    expect(branches).toEqual([
      { guard: 'otherStays', target: 'editing', actions: 'toastOther' },
      { target: ['stopped', '#otp.code.leaving'], actions: ['toastOther', 'handOver'] },
    ]);
    expect(failedTo('editing', 'leaving').always[1]).toEqual({ target: 'leaving', actions: 'toastOutcome' });
  });
});
