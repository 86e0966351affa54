// '/loading' and '/login' (journey §2): the start request in flight, then its success for a moment;
// the start machine decides when to move on to the code screen.
import { paths } from '@alta/core/routes';
import { loadingPhase } from '@alta/core/start/loading-page';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { useStartFlow } from '../../app/start-flow.tsx';
import './loading.css';

export const LoadingScreen = () => {
  const actor = useStartFlow();
  // The machine as the page found it: core's loadingPhase tells a trip back after the end from a wait.
  const [arrival] = useState(() => actor.getSnapshot());
  const phase = useSelector(actor, (snapshot) => loadingPhase(arrival, snapshot));

  if (phase === 'home') return <Redirect to={paths.home} />;

  return (
    <section className="loading">
      <span className={`loading__mark loading__mark--${phase}`} aria-hidden="true" />
      <div role="status" aria-live="polite">
        <h1 className="loading__text">{phase === 'done' ? 'Validación correcta' : 'Validando...'}</h1>
      </div>
    </section>
  );
};
