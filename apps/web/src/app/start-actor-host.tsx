// Loaded on demand by StartFlowProvider: runs the start machine, makes the URL follow it and shows
// its toasts. Renders nothing.
import { START_ROUTES, startRouteState } from '@alta/core/flow-routes';
import { startMachine } from '@alta/core/start/start.machine';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useMachineToasts } from '../shell/toaster.tsx';
import { useFlowRoute } from './use-flow-route.ts';

export default function StartActorHost({
  onReady,
}: {
  onReady: (actor: ActorRefFrom<typeof startMachine>) => void;
}) {
  const actor = useActorRef(startMachine);
  useFlowRoute(actor, START_ROUTES, { stateOf: startRouteState });
  useMachineToasts(actor);
  useEffect(() => onReady(actor), [actor, onReady]);
  return null;
}
