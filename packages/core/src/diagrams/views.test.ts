import { createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machine } from './sample-machine.ts';
import { MAX_STATES_PER_VIEW, machineViews } from './views.ts';

const views = machineViews(machine, 'sample');
const byName = Object.fromEntries(views.map((view) => [view.name, view.text]));

describe('machineViews', () => {
  it('gives an overview and one diagram per composite state, nested ones included', () => {
    expect(views.map((view) => view.name)).toEqual([
      'sample',
      'sample.working',
      'sample.working.fetch',
      'sample.working.timer',
    ]);
  });

  it('collapses a composite state in the overview into one named box, and keeps the legend', () => {
    expect(byName.sample).toBe(`---
title: sample
---
stateDiagram-v2
  %% sample
  [*] --> s_idle
  state "idle" as s_idle
  state "working (parallel: 2 regions)" as s_working
  state "checking" as s_checking
  state "done" as s_done
  s_done --> [*]
  s_idle --> s_working : sample.go<br>[isReady]
  s_idle --> s_idle : sample.ping<br>(no state change)
  s_working --> s_checking : done: state working
  s_checking --> s_done : always<br>[not(isLate)]
  s_checking --> s_idle : always
  classDef composite stroke-width:3px
  class s_working composite
`);
  });

  it('draws a composite state inside, with the states outside it that its arrows reach as dashed boxes', () => {
    const fetch = byName['sample.working.fetch'] as string;
    expect(fetch).toContain('title: sample › working.fetch');
    expect(fetch).toContain('[*] --> s_loading');
    expect(fetch).toContain('s_loaded --> [*]');
    expect(fetch).toContain('s_loading --> s_loaded : done: load');
    expect(fetch).toContain('s_failed --> s_loading : after short (1500 ms)');
    expect(fetch).toContain('s_failed --> s_loaded : after 250 ms<br>[isLate]');
    // The overview has the arrow leaving `working`; the region's own view has none of the others.
    expect(fetch).not.toContain('s_checking');
    const timer = byName['sample.working.timer'] as string;
    expect(timer).toContain('s_ticking --> s_idle : after computed');
    expect(byName['sample.working']).toContain('state "fetch (region: 3 states)" as s_fetch');
  });

  it('draws a transition written on a composite state from "any state of" it', () => {
    const both = createMachine({
      id: 'both',
      initial: 'code',
      states: {
        code: {
          initial: 'editing',
          on: { 'otp.back': '.back', 'otp.quit': '#both.gone' },
          states: { editing: { on: { go: 'back' } }, back: { type: 'final' } },
        },
        gone: {},
      },
    });
    const [overview, code] = machineViews(both, 'x');
    expect(code?.text).toContain('state "any state of code" as any_s_code');
    expect(code?.text).toContain('any_s_code --> s_back : otp.back');
    expect(code?.text).toContain('any_s_code --> out_s_gone : otp.quit');
    expect(code?.text).toContain('state "gone" as out_s_gone');
    expect(code?.text).toContain('class out_s_gone,any_s_code elsewhere');
    expect(overview?.text).toContain('s_code --> s_gone : otp.quit');
    expect(overview?.text).not.toContain('otp.back');
  });

  it('cuts a view with too many states into parts that point at each other', () => {
    const keys = Array.from({ length: MAX_STATES_PER_VIEW + 2 }, (_, i) => `s${i}`);
    const long = createMachine({
      id: 'long',
      initial: 's0',
      states: Object.fromEntries(
        keys.map((key, i) => [key, i + 1 < keys.length ? { on: { next: keys[i + 1] } } : { type: 'final' }]),
      ),
    });
    const parts = machineViews(long, 'x');
    expect(parts.map((part) => part.name)).toEqual(['long.part-1', 'long.part-2']);
    const [first, second] = parts.map((part) => part.text);
    expect(first).toContain('title: long (part 1 of 2, s0 to s6)');
    expect(first).toContain('[*] --> s_s0');
    expect(first).toContain('s_s6 --> out_s_s7 : next');
    expect(second).toContain('out_s_s6 --> s_s7 : next');
    expect(second).not.toContain('[*] --> s_s0');
  });

  it('is the same text every time', () => {
    expect(machineViews(machine, 'sample')).toEqual(views);
  });
});
