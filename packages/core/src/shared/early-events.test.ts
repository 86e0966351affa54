import { describe, expect, it } from 'vitest';
import { earlyEvents } from './early-events.ts';

type Event = { type: 'a' } | { type: 'b' };
const recorder = () => {
  const got: Event[] = [];
  return { got, send: (event: Event) => got.push(event) };
};

describe('earlyEvents', () => {
  it('keeps events sent before the actor runs and hands them over in order', () => {
    const buffer = earlyEvents<ReturnType<typeof recorder>>();
    buffer.send({ type: 'a' });
    buffer.send({ type: 'b' });
    expect(buffer.current()).toBeNull();
    const actor = recorder();
    buffer.attach(actor);
    expect(actor.got).toEqual([{ type: 'a' }, { type: 'b' }]);
    expect(buffer.current()).toBe(actor);
  });

  it('sends straight to a running actor, and a second actor gets only what comes after', () => {
    const buffer = earlyEvents<ReturnType<typeof recorder>>();
    const first = recorder();
    buffer.attach(first);
    buffer.send({ type: 'a' });
    const second = recorder();
    buffer.attach(second);
    buffer.send({ type: 'b' });
    expect(first.got).toEqual([{ type: 'a' }]);
    expect(second.got).toEqual([{ type: 'b' }]);
  });

  it('settles ready with the actor, marked for a synchronous read', async () => {
    const buffer = earlyEvents<ReturnType<typeof recorder>>();
    const actor = recorder();
    buffer.attach(actor);
    expect(buffer.ready).toMatchObject({ status: 'fulfilled', value: actor });
    await expect(buffer.ready).resolves.toBe(actor);
  });
});
