// The only bridge between a machine and wouter, both ways. When the machine moves to a state that has
// a path in core's table, the URL follows (pushed); the first snapshot is ignored so a deep link is
// never overridden. When the URL changes under a flow that has a path → event map (a reload, a deep
// link, the browser's back and forward), the path's event is sent; a path the machine does not take
// goes back to the machine's own page (replaced, so back does not find it again).
import { eventForPath, type PathEvents, routeFor, samePage } from '@alta/core/flow-routes';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AnyActorRef, EventFrom, SnapshotFrom, Subscription } from 'xstate';

type Table<A extends AnyActorRef> = Parameters<typeof routeFor<SnapshotFrom<A>>>[0];

export interface FlowRouteOptions<A extends AnyActorRef> {
  /**
   * What the page the machine moves to is told besides its path (core's *RouteState, e.g. the code
   * screen's e-mail), kept in the history entry so a reload keeps it and the URL never shows it.
   */
  stateOf?: ((snapshot: SnapshotFrom<A>) => unknown) | undefined;
  /** Core's *_PATH_EVENTS: with it the flow owns its URL. */
  events?: PathEvents<EventFrom<A>> | undefined;
}

export const useFlowRoute = <A extends AnyActorRef>(
  actor: A,
  table: Table<A>,
  { stateOf, events }: FlowRouteOptions<A> = {},
): void => {
  const [location, navigate] = useLocation();
  const search = useSearch();
  // A route with a query (the phone's biometric pages keep the QR's) is only where the URL already
  // is when the query matches too; otherwise back from a preview would push its capture page twice.
  const hereRef = useRef({ location, search });
  hereRef.current = { location, search };
  // The pages this hook sent the URL to that the location has not shown yet: their arrival is the
  // machine's own doing, not the user's, even when the machine has moved on again meanwhile.
  const ownRef = useRef<string[]>([]);

  useEffect(() => {
    let last = routeFor(table, actor.getSnapshot());
    const follow = () => {
      const next = routeFor(table, actor.getSnapshot() as SnapshotFrom<A>);
      if (next === null || next === last) return;
      last = next;
      const here = hereRef.current;
      if (next !== (next.includes('?') ? `${here.location}?${here.search}` : here.location)) {
        if (events) ownRef.current.push(next);
        navigate(next, { state: stateOf?.(actor.getSnapshot() as SnapshotFrom<A>) });
      }
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
  }, [actor, table, navigate, stateOf, events]);

  useEffect(() => {
    if (!events) return;
    const own = ownRef.current.findLastIndex((page) => samePage(page, location));
    ownRef.current = own === -1 ? [] : ownRef.current.slice(own + 1);
    if (own !== -1) return;
    const before = routeFor(table, actor.getSnapshot() as SnapshotFrom<A>);
    if (before !== null && samePage(before, location)) return;
    const event = eventForPath(events, location);
    if (event) actor.send(event);
    // Still on the same page: refused, or a page the flow has no event for. A machine on no page yet
    // (loading) keeps the event (a data flow's step) and moves the URL itself once it knows.
    const after = routeFor(table, actor.getSnapshot() as SnapshotFrom<A>);
    if (after !== null && after === before) {
      ownRef.current.push(after);
      navigate(after, { replace: true });
    }
  }, [actor, table, events, location, navigate]);
};
