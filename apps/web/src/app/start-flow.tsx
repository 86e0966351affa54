// The start-request actor lives above the router: it spans '/', '/loading' and the hand-over to
// '/getcode/{id}', so it must survive those route changes.
import { START_ROUTES } from '@alta/core/flow-routes';
import { startMachine } from '@alta/core/start/start.machine';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useMachineToasts } from '../shell/toaster.tsx';
import { useFlowRoute } from './use-flow-route.ts';

type StartActor = ActorRefFrom<typeof startMachine>;
const StartFlowContext = createContext<StartActor | null>(null);

export const StartFlowProvider = ({ children }: { children: ReactNode }) => {
  const actor = useActorRef(startMachine);
  useFlowRoute(actor, START_ROUTES);
  useMachineToasts(actor);
  return <StartFlowContext.Provider value={actor}>{children}</StartFlowContext.Provider>;
};

export const useStartFlow = (): StartActor => {
  const actor = useContext(StartFlowContext);
  if (!actor) throw new Error('useStartFlow outside StartFlowProvider');
  return actor;
};
