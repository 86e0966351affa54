import { and, not } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machine } from './sample-machine.ts';
import { escapeLabel, eventLabel, guardName, machineEdges } from './to-mermaid.ts';

describe('labels', () => {
  it('strips xstate. and spells out actor and state events', () => {
    expect(eventLabel('xstate.done.actor.startRequest', machine).event).toBe('done: startRequest');
    expect(eventLabel('xstate.error.actor.startRequest', machine).event).toBe('error: startRequest');
    expect(eventLabel('xstate.done.state.sample.working', machine).event).toBe('done: state working');
    expect(eventLabel('xstate.init', machine).event).toBe('init');
    expect(eventLabel('step.submit', machine)).toEqual({ kind: 'event', event: 'step.submit' });
  });

  it('names guards, including combined ones', () => {
    expect(guardName('isReady')).toBe('isReady');
    expect(guardName({ type: 'hasCountdown', params: {} })).toBe('hasCountdown');
    expect(guardName(and(['a', not('b')]))).toBe('and(a, not(b))');
    expect(guardName(() => true)).toBe('inline guard');
  });

  it('escapes what Mermaid would read as syntax', () => {
    expect(escapeLabel('a;b #1 "c" {d}')).toBe('a#59;b #35;1 #34;c#34; #123;d#125;');
  });

  it('lists a transition per target, in definition order', () => {
    expect(machineEdges(machine).map((e) => e.label)).toEqual([
      'sample.go [isReady]',
      'sample.ping (no state change)',
      'done: state working',
      'done: load',
      'error: load',
      // JavaScript lists a numeric key before the others.
      'after 250 ms [isLate]',
      'after short (1500 ms)',
      'after computed',
      'always [not(isLate)]',
      'always',
    ]);
  });
});
