// /onboarding-empresas/integrantes and /confirmar-integrante: one members actor above both pages, so
// the list survives moving between them. The request comes from the session (the code screen keeps
// it); without one, resume. The URL follows the machine, and the browser's back and forward send
// the matching event instead (use-flow-route, core's MEMBERS_PATH_EVENTS).
import { MEMBERS_PATH_EVENTS, MEMBERS_ROUTES, membersRoutesWithList } from '@alta/core/flow-routes';
import { membersMachine } from '@alta/core/members/members.machine';
import { sessionFlowEntry } from '@alta/core/request/flow-entry';
import { paths } from '@alta/core/routes';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { MemberReviewScreen } from './member-review-screen.tsx';
import { MembersScreen } from './members-screen.tsx';
import '../onboarding/data-form.css';
import './members.css';
import { CONFIGURACION_UNAVAILABLE, FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';

export type MembersActor = ActorRefFrom<typeof membersMachine>;

// The tags that choose the page; the list shows otherwise.
const VIEWS = ['loading', 'unavailable', 'reviewing'] as const;

const Members = ({ idSolicitud }: { idSolicitud: string }) => {
  const [location] = useLocation();
  // Opened where /continuar-tramite hosts it, the list stays on that path (journey §2).
  const [routes] = useState(() =>
    location.startsWith(paths.resumeMembers) ? membersRoutesWithList(paths.resumeMembers) : MEMBERS_ROUTES,
  );
  const actor = useActorRef(membersMachine, { input: { idSolicitud } });
  useFlowRoute(actor, routes, { events: MEMBERS_PATH_EVENTS });
  useMachineToasts(actor);

  const view = useSelector(actor, (s) => VIEWS.find((tag) => s.hasTag(tag)) ?? 'list');

  if (view === 'loading') return <FlowLoading />;
  if (view === 'reviewing') return <MemberReviewScreen actor={actor} />;
  if (view === 'unavailable')
    return (
      <FlowUnavailable
        title="Integrantes de la empresa"
        message={CONFIGURACION_UNAVAILABLE}
        onRetry={() => actor.send({ type: 'flow.retry' })}
      />
    );
  return <MembersScreen actor={actor} />;
};

const MembersFlow = () => {
  // Read once: the request this visit is about does not change under the flow.
  const [entry] = useState(sessionFlowEntry);
  if (entry.kind === 'noRequest') return <Redirect to={entry.redirect} />;
  return <Members idSolicitud={entry.idSolicitud} />;
};

export default MembersFlow;
