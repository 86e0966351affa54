// Loaded on demand by the resume screen: runs the resume machine, makes the URL follow it and shows
// its toasts. Renders nothing; the screen learns of the actor and of a pending call through props.
import { RESUME_ROUTES, resumeRouteState } from '@alta/core/flow-routes';
import { resumeMachine } from '@alta/core/resume/resume.machine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useMachineToasts } from '../../shell/toaster.tsx';

export type ResumeActor = ActorRefFrom<typeof resumeMachine>;

export default function ResumeMachineHost({
  onReady,
  onResuming,
}: {
  onReady: (actor: ResumeActor) => void;
  onResuming: (resuming: boolean) => void;
}) {
  const actor = useActorRef(resumeMachine);
  useFlowRoute(actor, RESUME_ROUTES, { stateOf: resumeRouteState });
  useMachineToasts(actor);
  const resuming = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => onReady(actor), [actor, onReady]);
  useEffect(() => onResuming(resuming), [resuming, onResuming]);
  return null;
}
