// The only bridge between a machine and wouter: when the machine moves to a state that has a path
// in core's table, the URL follows. The first snapshot is ignored so a deep link is never overridden;
// screens answer deep links and the back button by sending the matching event instead.
import { routeFor } from '@alta/core/flow-routes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

type Table<A extends AnyActorRef> = Parameters<typeof routeFor<SnapshotFrom<A>>>[0];

export const useFlowRoute = <A extends AnyActorRef>(actor: A, table: Table<A>): void => {
  const [location, navigate] = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    let last = routeFor(table, actor.getSnapshot());
    const subscription = actor.subscribe((snapshot: SnapshotFrom<A>) => {
      const next = routeFor(table, snapshot);
      if (next === null || next === last) return;
      last = next;
      if (next !== locationRef.current) navigate(next);
    });
    return () => subscription.unsubscribe();
  }, [actor, table, navigate]);
};
