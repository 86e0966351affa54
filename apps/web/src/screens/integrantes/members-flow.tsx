// /onboarding-empresas/integrantes and /confirmar-integrante: one members actor above both pages, so
// the list survives moving between them. The request comes from the session (the code screen keeps
// it); without one, resume. The URL follows the machine (use-flow-route); the browser's back and
// forward send the matching event instead.
import { MEMBERS_ROUTES, membersRoutesWithList } from '@alta/core/flow-routes';
import { membersMachine } from '@alta/core/members/members.machine';
import { sessionFlowEntry } from '@alta/core/application/flow-entry';
import { paths } from '@alta/core/routes';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { ConfirmarIntegranteScreen } from './confirmar-integrante-screen.tsx';
import { MembersScreen } from './members-screen.tsx';
import '../onboarding/data-form.css';
import './members.css';
import { CONFIGURACION_UNAVAILABLE, FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';

export type MembersActor = ActorRefFrom<typeof membersMachine>;

const Members = ({ idSolicitud }: { idSolicitud: string }) => {
  const [location, navigate] = useLocation();
  // Opened where /continuar-tramite hosts it, the list stays on that path (journey §2).
  const [{ listPath, routes }] = useState(() =>
    location.startsWith(paths.resumeIntegrantes)
      ? { listPath: paths.resumeIntegrantes, routes: membersRoutesWithList(paths.resumeIntegrantes) }
      : { listPath: paths.integrantes, routes: MEMBERS_ROUTES },
  );
  const actor = useActorRef(membersMachine, { input: { idSolicitud } });
  useFlowRoute(actor, routes);
  useMachineToasts(actor);
  // Back from the confirmation goes on editing; forward to it asks for the review again, and a list
  // that no longer passes stays on /integrantes with its issues.
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    if (location === listPath && snapshot.matches('reviewing')) actor.send({ type: 'members.edit' });
    if (location === paths.confirmarIntegrante && snapshot.matches('editing')) {
      actor.send({ type: 'members.review' });
      if (actor.getSnapshot().matches('editing')) navigate(listPath, { replace: true });
    }
  }, [actor, location, navigate, listPath]);

  const view = useSelector(actor, (s) => {
    if (s.matches('editing')) return 'editing';
    if (s.matches('reviewing') || s.matches('sending')) return 'reviewing';
    if (s.matches('unavailable')) return 'unavailable';
    return 'loading';
  });

  if (view === 'editing') return <MembersScreen actor={actor} />;
  if (view === 'reviewing') return <ConfirmarIntegranteScreen actor={actor} />;
  if (view === 'unavailable')
    return (
      <FlowUnavailable
        title="Integrantes de la empresa"
        message={CONFIGURACION_UNAVAILABLE}
        onRetry={() => actor.send({ type: 'flow.retry' })}
      />
    );
  return <FlowLoading />;
};

const MembersFlow = () => {
  // Read once: the request this visit is about does not change under the flow.
  const [entry] = useState(sessionFlowEntry);
  if (entry.kind === 'noRequest') return <Redirect to={entry.redirect} />;
  return <Members idSolicitud={entry.idSolicitud} />;
};

export default MembersFlow;
