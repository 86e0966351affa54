import { describe, expect, it } from 'vitest';
import { stateTags } from '../../testing/state-tags.ts';
import { termsMachine } from './terms.machine.ts';

describe('termsMachine tags', () => {
  it('loading before the terms and on the way out, unavailable for Reintentar, busy while accepting', () => {
    expect(stateTags(termsMachine)).toEqual({
      loading: ['loading'],
      accepted: ['loading'],
      leaving: ['loading'],
      left: ['loading'],
      unavailable: ['unavailable'],
      accepting: ['busy'],
    });
  });
});
