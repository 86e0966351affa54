import { describe, expect, it } from 'vitest';
import { stateTags } from '../../testing/state-tags.ts';
import { resumeMachine } from './resume.machine.ts';

describe('resumeMachine tags', () => {
  it('busy while the retomar call is pending (the button waits)', () => {
    expect(stateTags(resumeMachine)).toEqual({ resuming: ['busy'] });
  });
});
