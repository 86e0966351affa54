// Loaded beside the code screen, not inside it (issue 15): the screen paints and hydrates from its
// prerendered HTML while this brings XState, the client and the code machine. It runs the machine,
// makes the URL follow it and shows its toasts; it renders nothing.
import { OTP_ROUTES } from '@alta/core/flow-routes';
import { leaveCodeScreen, otpMachine } from '@alta/core/otp/otp.machine';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useMachineToasts } from '../../shell/toaster.tsx';

export type OtpActor = ActorRefFrom<typeof otpMachine>;

export default function OtpActorHost({
  idSolicitud,
  onReady,
}: {
  idSolicitud: string;
  onReady: (actor: OtpActor) => void;
}) {
  const actor = useActorRef(otpMachine, { input: { idSolicitud } });
  useFlowRoute(actor, OTP_ROUTES);
  useMachineToasts(actor);
  useEffect(() => onReady(actor), [actor, onReady]);
  // Leaving the screen (Volver, Back, the code accepted) forgets the code asked for here, so a later
  // visit asks for a new one; a reload leaves no time for this, and keeps its countdown (issue 24).
  useEffect(() => leaveCodeScreen, []);
  return null;
}
