// '/loading' and '/login' (journey §2): the start request in flight, then its success for a moment;
// the start machine decides when to move on to the code screen.
import { paths } from '@alta/core/routes';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { useStartFlow } from '../../app/start-flow.tsx';
import './loading.css';

export const LoadingScreen = () => {
  const actor = useStartFlow();
  const phase = useSelector(actor, (snapshot) =>
    snapshot.hasTag('editing') ? 'form' : snapshot.hasTag('validated') ? 'done' : 'validating',
  );
  // Reached with the back button after the start already finished: nothing to validate, go home.
  const [arrivedAfterEnd] = useState(() => actor.getSnapshot().hasTag('ended'));

  // A reload or a deep link has no request in flight.
  if (phase === 'form' || arrivedAfterEnd) return <Redirect to={paths.home} />;

  return (
    <section className="loading">
      <span className={`loading__mark loading__mark--${phase}`} aria-hidden="true" />
      <div role="status" aria-live="polite">
        <h1 className="loading__text">{phase === 'done' ? 'Validación correcta' : 'Validando...'}</h1>
      </div>
    </section>
  );
};
