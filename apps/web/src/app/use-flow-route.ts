// The only bridge between a machine and wouter: when the machine moves to a state that has a path
// in core's table, the URL follows. The first snapshot is ignored so a deep link is never overridden;
// screens answer deep links and the back button by sending the matching event instead.
import { routeFor } from '@alta/core/flow-routes';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AnyActorRef, SnapshotFrom, Subscription } from 'xstate';

type Table<A extends AnyActorRef> = Parameters<typeof routeFor<SnapshotFrom<A>>>[0];

/**
 * `stateOf`: what the page the machine moves to is told besides its path (core's *RouteState, e.g. the
 * code screen's e-mail), kept in the history entry so a reload keeps it and the URL never shows it.
 */
export const useFlowRoute = <A extends AnyActorRef>(
  actor: A,
  table: Table<A>,
  stateOf?: (snapshot: SnapshotFrom<A>) => unknown,
): void => {
  const [location, navigate] = useLocation();
  const search = useSearch();
  // A route with a query (the phone's biometric pages keep the QR's) is only where the URL already
  // is when the query matches too; otherwise back from a preview would push its capture page twice.
  const hereRef = useRef({ location, search });
  hereRef.current = { location, search };

  useEffect(() => {
    let last = routeFor(table, actor.getSnapshot());
    const follow = () => {
      const next = routeFor(table, actor.getSnapshot() as SnapshotFrom<A>);
      if (next === null || next === last) return;
      last = next;
      const here = hereRef.current;
      if (next !== (next.includes('?') ? `${here.location}?${here.search}` : here.location))
        navigate(next, { state: stateOf?.(actor.getSnapshot() as SnapshotFrom<A>) });
    };
    // A page may depend on a child's state (a capture and its preview): the child's moves count too.
    const children = new Map<AnyActorRef, Subscription>();
    const watchChildren = () => {
      const now = Object.values(actor.getSnapshot().children ?? {}) as AnyActorRef[];
      for (const [child, subscription] of children) {
        if (now.includes(child)) continue;
        subscription.unsubscribe();
        children.delete(child);
      }
      for (const child of now) {
        // The parent handles a child's error (onError); an error observer keeps it from being reported twice.
        if (child && !children.has(child))
          children.set(child, child.subscribe({ next: follow, error: () => {} }));
      }
    };
    watchChildren();
    const subscription = actor.subscribe(() => {
      watchChildren();
      follow();
    });
    return () => {
      subscription.unsubscribe();
      for (const watching of children.values()) watching.unsubscribe();
    };
  }, [actor, table, navigate, stateOf]);
};
