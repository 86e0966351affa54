import { and, createMachine, fromPromise, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { escapeLabel, eventLabel, guardName, machineEdges, toMermaid } from './to-mermaid.ts';

// Small, but with every construct the generator draws.
const machine = setup({
  actors: { load: fromPromise(async () => 'ok') },
  guards: { isReady: () => true, isLate: () => false },
  delays: { short: 1500, computed: () => 10 },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  states: {
    idle: { on: { 'sample.go': { guard: 'isReady', target: 'working' }, 'sample.ping': {} } },
    working: {
      type: 'parallel',
      states: {
        fetch: {
          initial: 'loading',
          states: {
            loading: {
              invoke: { id: 'load', src: 'load', onDone: 'loaded', onError: 'failed' },
            },
            loaded: { type: 'final' },
            failed: { after: { short: 'loading', 250: { guard: 'isLate', target: 'loaded' } } },
          },
        },
        timer: {
          initial: 'ticking',
          states: {
            ticking: { after: { computed: 'idle' } },
            idle: {},
          },
        },
      },
      onDone: 'checking',
    },
    checking: {
      always: [{ guard: not('isLate'), target: 'done' }, { target: 'idle' }],
    },
    done: { type: 'final' },
  },
});

describe('toMermaid', () => {
  const text = toMermaid(machine);

  it('draws the whole machine', () => {
    expect(text).toBe(
      `stateDiagram-v2
  [*] --> idle
  idle
  state working {
    state "fetch" as working_fetch {
      [*] --> working_fetch_loading
      state "loading" as working_fetch_loading
      state "loaded" as working_fetch_loaded
      state "failed" as working_fetch_failed
      working_fetch_loaded --> [*]
      working_fetch_loading --> working_fetch_loaded : done: load
      working_fetch_loading --> working_fetch_failed : error: load
      working_fetch_failed --> working_fetch_loaded : after 250 ms [isLate]
      working_fetch_failed --> working_fetch_loading : after short (1500 ms)
    }
    --
    state "timer" as working_timer {
      [*] --> working_timer_ticking
      state "ticking" as working_timer_ticking
      state "idle" as working_timer_idle
      working_timer_ticking --> working_timer_idle : after computed
    }
  }
  checking
  done
  done --> [*]
  idle --> working : sample.go [isReady]
  idle --> idle : sample.ping (no state change)
  working --> checking : done: state working
  checking --> done : always [not(isLate)]
  checking --> idle : always
`,
    );
  });

  it('draws composite states with their initial state, and final states', () => {
    expect(text).toMatch(/^ {2}\[\*\] --> idle$/m);
    expect(text).toMatch(/^ {4}state "fetch" as working_fetch \{\n {6}\[\*\] --> working_fetch_loading$/m);
    expect(text).toMatch(/^ {6}working_fetch_loaded --> \[\*\]$/m);
    expect(text).toMatch(/^ {2}done --> \[\*\]$/m);
  });

  it('separates the regions of a parallel state with --', () => {
    expect(text).toMatch(/^ {4}\}\n {4}--\n {4}state "timer" as working_timer \{$/m);
  });

  it('gives nested states with the same key different ids, labelled with the key', () => {
    expect(text).toContain('state "idle" as working_timer_idle');
    expect(text).toMatch(/^ {2}idle$/m);
  });

  it('labels actor results, guards, delays and eventless transitions', () => {
    expect(text).toContain('working_fetch_loading --> working_fetch_loaded : done: load');
    expect(text).toContain('working_fetch_loading --> working_fetch_failed : error: load');
    expect(text).toContain('idle --> working : sample.go [isReady]');
    expect(text).toContain(': after short (1500 ms)');
    expect(text).toContain(': after 250 ms [isLate]');
    expect(text).toContain(': after computed\n');
    expect(text).toContain('checking --> done : always [not(isLate)]');
    expect(text).toContain('checking --> idle : always\n');
  });

  it('is the same text every time', () => {
    expect(toMermaid(machine)).toBe(text);
  });

  it('wraps a parallel root in a composite named after the machine', () => {
    const parallel = createMachine({
      id: 'both',
      type: 'parallel',
      states: {
        a: { initial: 'x', states: { x: { on: { go: 'y' } }, y: {} } },
        b: { initial: 'x', states: { x: { on: { go: '#both.a.x' } } } },
      },
    });
    expect(toMermaid(parallel)).toBe(
      `stateDiagram-v2
  [*] --> both
  state both {
    state a {
      [*] --> a_x
      state "x" as a_x
      state "y" as a_y
      a_x --> a_y : go
    }
    --
    state b {
      [*] --> b_x
      state "x" as b_x
    }
  }
  b_x --> a_x : go
`,
    );
  });

  it('keeps ids clear of Mermaid keywords and labels clear of its separators', () => {
    const awkward = createMachine({
      id: 'awkward',
      initial: 'state',
      states: { state: { on: { 'a;b': 'end-1' } }, 'end-1': {}, '2nd': {} },
    });
    const drawn = toMermaid(awkward);
    expect(drawn).toContain('[*] --> s_state');
    expect(drawn).toContain('state "state" as s_state');
    expect(drawn).toContain('state "end-1" as end_1');
    expect(drawn).toContain('state "2nd" as s_2nd');
    expect(drawn).toContain('s_state --> end_1 : a#59;b');
  });
});

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
