// The start-request actor lives above the router: it spans '/', '/loading' and the hand-over to
// '/getcode/{id}', so it must survive those route changes. Its machine, XState and the API client
// are not needed to paint '/', so they load on demand (issue 7's first-load budget): when the start
// form is first touched or submitted, or when a screen that needs the actor renders.
import { earlyEvents } from '@alta/core/shared/early-events';
import type { startMachine } from '@alta/core/start/start.machine';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import type { ActorRefFrom } from 'xstate';

export type StartActor = ActorRefFrom<typeof startMachine>;

interface StartFlow {
  /** The actor once its code has loaded; null before. */
  actor: StartActor | null;
  /** Loads the machine (once) and resolves with the running actor. */
  load: () => Promise<StartActor>;
}

const StartFlowContext = createContext<StartFlow | null>(null);
const StartActorHost = lazy(() => import('./start-actor-host.tsx'));

export const StartFlowProvider = ({ children }: { children: ReactNode }) => {
  const [actor, setActor] = useState<StartActor | null>(null);
  const [wanted, setWanted] = useState(false);
  const [early] = useState(earlyEvents<StartActor>);
  const asked = useRef(false);

  const load = useCallback((): Promise<StartActor> => {
    if (!asked.current) {
      asked.current = true;
      // Never a state update during a render (useStartFlow calls this while rendering).
      queueMicrotask(() => setWanted(true));
    }
    return early.ready;
  }, [early]);

  const onReady = useCallback(
    (ready: StartActor) => {
      setActor(ready);
      early.attach(ready);
    },
    [early],
  );

  return (
    <StartFlowContext.Provider value={{ actor, load }}>
      {children}
      {wanted && (
        // Renders nothing: it only hosts the actor, its route table and its toasts.
        <Suspense fallback={null}>
          <StartActorHost onReady={onReady} />
        </Suspense>
      )}
    </StartFlowContext.Provider>
  );
};

const useStartFlowContext = (): StartFlow => {
  const flow = useContext(StartFlowContext);
  if (!flow) throw new Error('useStartFlow outside StartFlowProvider');
  return flow;
};

/** The actor if it is already running, and a way to load it, for screens that can paint without it. */
export const useLazyStartFlow = (): StartFlow => useStartFlowContext();

/** The running actor; suspends (Suspense fallback) while its code loads. */
export const useStartFlow = (): StartActor => use(useStartFlowContext().load());
