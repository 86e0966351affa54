// The member status list's model: first read (pending, all done, failed), the refresh every 3000 ms
// while someone is pending, and how it stops.
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import type { ModelSpec } from '../model-harness.ts';
import { member } from './biometrics.fixtures.ts';
import { isPending, listedMembers } from '../../src/biometrics/member-status.ts';
import { memberStatusMachine } from '../../src/biometrics/member-status.machine.ts';

const PENDING = [member('20111111112'), member('20222222223', { estado: 'COMPLETADO', cantidadIntentos: 1 })];
const DONE = [
  member('20111111112', { estado: 'COMPLETADO', cantidadIntentos: 1 }),
  member('20222222223', { estado: 'ERROR', cantidadIntentos: 1 }),
  member('20333333334', {}, { firmante: false }),
].map((m, i) => (i === 2 && m.biometria ? { ...m, biometria: { ...m.biometria, necesaria: false } } : m));

export const memberStatusModel: ModelSpec<typeof memberStatusMachine> = {
  machine: memberStatusMachine,
  input: { idSolicitud: 'sol-2' },
  apiActors: { getMembers: 'getMembers' },
  stopWhen: (s) => s.context.reads > 2,
  events: [
    { type: 'xstate.done.actor.getMembers', output: PENDING },
    { type: 'xstate.done.actor.getMembers', output: DONE },
    { type: 'xstate.error.actor.getMembers', error: new ApiError(503, undefined, undefined) },
    { type: 'xstate.after.pollDelay.memberStatus.watching.waiting' },
  ],
  promises: {
    loading: (s, log) => {
      expect(log.calls.getMembers?.at(-1)).toBe('sol-2');
      expect(s.context.members).toEqual([]);
    },
    watching: (s) => expect(listedMembers(s.context.members).some(isPending)).toBe(true),
    'watching.refreshing': (s, log) => {
      expect(log.calls.getMembers).toHaveLength(s.context.reads + 1);
      expect(s.context.members).toEqual(PENDING);
    },
    settled: (s) => expect(listedMembers(s.context.members).some(isPending)).toBe(false),
  },
};
