// A data flow's pages, whichever the person type (persona-fisica-flow.tsx, persona-juridica-flow.tsx):
// the flow actor, started on the step the page stands for, above all its pages; /sucursal is the
// branch child's, the person type's own steps are given; before a step has a page, the record (and
// the option lists) are loading, or could not be read.
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate';
import { BranchStep } from '../branch/branch-step.tsx';
import type { FlowRouteOptions } from '../../app/use-flow-route.ts';
import { DataFlowStatus, useDataFlow, useFlowView } from './data-flow.tsx';
import './data-form.css';

interface DataFlowViewProps<M extends AnyStateMachine> {
  machine: M;
  idSolicitud: string;
  routes: Parameters<typeof useDataFlow<ActorRefFrom<M>>>[1];
  /** The step a page stands for, for the flow's entry (a reload, a deep link). */
  stepByPath: Readonly<Record<string, string>>;
  /** What a new path asks of the flow (core's *_PATH_EVENTS), sent by the one bridge. */
  events: FlowRouteOptions<ActorRefFrom<M>>['events'];
  /** The person type's own pages, by the step (the flow's top state) they show. */
  steps: Readonly<Record<string, (actor: ActorRefFrom<M>) => ReactNode>>;
}

export const DataFlowView = <M extends AnyStateMachine>({
  machine,
  idSolicitud,
  routes,
  stepByPath,
  events,
  steps,
}: DataFlowViewProps<M>) => {
  const [location] = useLocation();
  // The flow reads the home link's branch and officer itself; /sucursal's own draft, its branch child.
  const input = { idSolicitud, entry: stepByPath[location] } as InputFrom<M>;
  const actor = useActorRef(machine, { input }) as ActorRefFrom<M>;
  useDataFlow(actor, routes, events);
  const view = useFlowView(actor);
  if (view === 'sucursal') return <BranchStep flow={actor} />;
  const step = steps[view];
  return step ? step(actor) : <DataFlowStatus actor={actor} />;
};

/** A person type's flow component: its machine, its route tables and its own pages. */
export const dataFlowPage =
  <M extends AnyStateMachine>(flow: Omit<DataFlowViewProps<M>, 'idSolicitud'>) =>
  ({ idSolicitud }: { idSolicitud: string }) => <DataFlowView {...flow} idSolicitud={idSolicitud} />;
