import { fromPromise, not, setup } from 'xstate';

// For the diagram tests: small, but with every construct the generator draws.
export const machine = setup({
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
