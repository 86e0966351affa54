// State → path, per machine: the table the web's one bridge hook reads to keep the URL on the
// machine. A state missing here has no page of its own (the screen stays where it is).
import type { SnapshotFrom } from 'xstate';
import type { offerMachine } from './offer/offer.machine.ts';
import { otpDestination, type otpMachine } from './otp/otp.machine.ts';
import type { resumeMachine } from './resume/resume.machine.ts';
import { paths } from './routes.ts';
import { sessionIsPersonaFisica } from './session/session-data.ts';
import type { startMachine } from './start/start.machine.ts';

type Entry<S> = readonly [state: string, path: (snapshot: S) => string];

const leftTo = (snapshot: { context: { outcome: { navigateTo?: string } | null } }) =>
  snapshot.context.outcome?.navigateTo ?? paths.home;

export const START_ROUTES: readonly Entry<SnapshotFrom<typeof startMachine>>[] = [
  ['form', () => paths.home],
  ['starting', () => paths.loading],
  ['started', () => paths.loading],
  ['codeEntry', ({ context }) => paths.getCode(context.idSolicitud ?? '')],
  ['left', leftTo],
];

export const OTP_ROUTES: readonly Entry<SnapshotFrom<typeof otpMachine>>[] = [
  ['code.done', ({ context }) => otpDestination(context)],
  ['code.left', leftTo],
];

export const RESUME_ROUTES: readonly Entry<SnapshotFrom<typeof resumeMachine>>[] = [
  ['form', () => paths.resume],
  ['resumed', ({ context }) => context.destination ?? paths.resume],
  ['left', leftTo],
];

// After the offer, the data form of the person type; the stored tax number tells which.
export const OFFER_ROUTES: readonly Entry<SnapshotFrom<typeof offerMachine>>[] = [
  ['accepted', () => (sessionIsPersonaFisica() ? paths.detallePf : paths.detallePj)],
  ['left', leftTo],
];

/** The path of the first entry whose state the snapshot is in, or null. */
export const routeFor = <S extends { matches: (state: never) => boolean }>(
  table: readonly Entry<S>[],
  snapshot: S,
): string | null => {
  const entry = table.find(([state]) => (snapshot.matches as (state: string) => boolean)(state));
  return entry ? entry[1](snapshot) : null;
};
