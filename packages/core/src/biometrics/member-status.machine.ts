// The member status list behind /estado-integrantes/:idSolicitud (identity §2 screen 12, §8).
// loading: the first read of the request; the screen shows the loading text.
// watching: the rows are shown and read again every 3000 ms while a listed member is still pending
//   (waiting, then refreshing; the rows stay on screen while it reads).
// settled: every listed member is done (completed, failed for good, or blocked); no more reads.
// failed: a read failed; 'Ups hubo un error en los servicios ⚠' and no more reads.
// Tags, what the page reads: loading (the loading text), unavailable (the services error); the rows
// show otherwise.
import { assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import { getSolicitud } from '../api/solicitud.ts';
import type { MemberBiometrics } from './biometrics.schema.ts';
import { isPending, listedMembers } from './member-status.ts';

/** How often the list is read again while someone is pending (docs/decisions.md, Biometrics). */
export const MEMBER_STATUS_POLL_MS = 3000;

export interface MemberStatusContext {
  idSolicitud: string;
  members: MemberBiometrics[];
  reads: number;
}

const anyPending = (members: readonly MemberBiometrics[]) => listedMembers(members).some(isPending);

const readOutput = ({ event }: { event: DoneActorEvent<MemberBiometrics[]> }) => event.output;

/** One read of the list, first or again: keep the rows, then watch while someone is pending, else settle. */
const readMembers = <const Pending extends string, const Settled extends string, const Failed extends string>(
  pending: Pending,
  settled: Settled,
  failed: Failed,
) => ({
  id: 'getMembers' as const,
  src: 'getMembers' as const,
  input: ({ context }: { context: MemberStatusContext }) => context.idSolicitud,
  onDone: [
    {
      guard: { type: 'anyPending' as const, params: readOutput },
      target: pending,
      actions: { type: 'keepMembers' as const, params: readOutput },
    },
    { target: settled, actions: { type: 'keepMembers' as const, params: readOutput } },
  ],
  onError: failed,
});

export const memberStatusMachine = setup({
  types: {
    context: {} as MemberStatusContext,
    input: {} as { idSolicitud: string },
    tags: {} as 'loading' | 'unavailable',
  },
  actors: {
    getMembers: fromPromise<MemberBiometrics[], string>(
      async ({ input }) => (await getSolicitud(input)).integrantes,
    ),
  },
  guards: {
    anyPending: (_, members: MemberBiometrics[]) => anyPending(members),
  },
  delays: { pollDelay: MEMBER_STATUS_POLL_MS },
  actions: {
    keepMembers: assign({
      members: (_, members: MemberBiometrics[]) => members,
      reads: ({ context }) => context.reads + 1,
    }),
  },
}).createMachine({
  id: 'memberStatus',
  initial: 'loading',
  context: ({ input }) => ({ idSolicitud: input.idSolicitud, members: [], reads: 0 }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: readMembers('watching', 'settled', 'failed'),
    },
    watching: {
      initial: 'waiting',
      states: {
        waiting: { after: { pollDelay: 'refreshing' } },
        refreshing: {
          invoke: readMembers('waiting', '#memberStatus.settled', '#memberStatus.failed'),
        },
      },
    },
    settled: { type: 'final' },
    failed: { type: 'final', tags: ['unavailable'] },
  },
});
