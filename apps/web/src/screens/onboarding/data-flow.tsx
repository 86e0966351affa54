// What the persona física and persona jurídica flows do around their machine: the URL follows it
// and a deep link or the back button asks it for the step of the new path (core's *_PATH_EVENTS,
// flow.goto), which it grants as far as the server allows (useFlowRoute); its toasts show. Before a
// step has a page, the record is loading or could not be read.
import { flowStep } from '@alta/core/data-flow/flow-step';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { type FlowRouteOptions, useFlowRoute } from '../../app/use-flow-route.ts';
import { FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';
import { useMachineToasts } from '../../shell/toaster.tsx';

export const useDataFlow = <A extends AnyActorRef>(
  actor: A,
  routes: Parameters<typeof useFlowRoute<A>>[1],
  events: FlowRouteOptions<A>['events'],
): void => {
  useFlowRoute(actor, routes, { events });
  useMachineToasts(actor);
};

/** The flow's top state: the step whose page to render, or where it waits. */
export const useFlowView = (actor: AnyActorRef): string => useSelector(actor, flowStep);

/** What shows while no step has a page: loading, or the record could not be read (flow.retry). */
export const DataFlowStatus = ({ actor }: { actor: AnyActorRef }) =>
  useSelector(actor, (s) => s.hasTag('unavailable')) ? (
    <FlowUnavailable
      message="No pudimos cargar tu solicitud en este momento."
      onRetry={() => actor.send({ type: 'flow.retry' })}
    />
  ) : (
    <FlowLoading />
  );
