import { describe, expect, it } from 'vitest';
import { stateTags } from '../../testing/state-tags.ts';
import { cameraMachine } from './camera.machine.ts';

describe('cameraMachine tags', () => {
  it('unavailable once there is no stream: the capture shows why, with restart and upload', () => {
    expect(stateTags(cameraMachine)).toEqual({ failed: ['unavailable'] });
  });
});
