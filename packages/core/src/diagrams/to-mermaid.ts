// An XState v5 machine's states and transitions as the diagrams label them, for the product analysts
// (docs/statecharts; views.ts draws them). Walks the StateNode tree only: no Node, no DOM. The output
// is a pure function of the machine definition (document order, no timestamps), so regenerating a
// machine that did not change gives the same text, which is what diagrams-fresh.test.ts relies on.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A transition as drawn: one per target (none for a targetless one, drawn as a loop). */
export interface Edge {
  source: AnyStateNode;
  /** The state entered; the source itself for a targetless transition. */
  target: AnyStateNode;
  targetless: boolean;
  kind: EventKind;
  /** The event as shown, without the guard: 'step.submit', 'done: startRequest', 'always'. */
  event: string;
  guard: string | null;
  /** The edge label: the event, then the guard in brackets. */
  label: string;
}

/** Sent by the app, an invoked actor's result, a timer, an eventless check, or a region that finished. */
export type EventKind = 'event' | 'actor' | 'delay' | 'always' | 'state';

export const KIND_ORDER: readonly EventKind[] = ['event', 'actor', 'state', 'delay', 'always'];

interface TransitionLike {
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  eventType: string;
}

/** The dotted path of a state, as `snapshot.matches` takes it ('code.done'); '' for the root. */
export const statePath = (node: AnyStateNode): string => node.path.join('.');

/** Every state below the root, depth first in document order. */
export const allStates = (machine: AnyStateMachine): AnyStateNode[] => {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    childrenOf(node).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
};

const childrenOf = (node: AnyStateNode): AnyStateNode[] =>
  (Object.values(node.states) as AnyStateNode[]).sort((a, b) => a.order - b.order);

/** A guard's name: a named guard, or and/or/not/stateIn spelled out. */
export const guardName = (guard: unknown): string => {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { name: string; guards?: unknown[]; stateValue?: unknown };
    if (Array.isArray(fn.guards)) return `${fn.name}(${fn.guards.map(guardName).join(', ')})`;
    if (fn.name === 'stateIn' && fn.stateValue !== undefined)
      return `stateIn(${typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue)})`;
    // An inline arrow takes the name of the property it was written in.
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return guardName(guard.type);
  return 'guard';
};

const formatMs = (ms: number): string => `${ms} ms`;

/** 'after startSuccess (1500 ms)', 'after 300 ms', or 'after outcomeDelay' when the delay is computed. */
export const delayLabel = (delay: unknown, machine: AnyStateMachine): string => {
  if (typeof delay === 'number') return `after ${formatMs(delay)}`;
  const name = String(delay);
  const value = (machine.implementations.delays as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'number' ? `after ${name} (${formatMs(value)})` : `after ${name}`;
};

/** The part of a state id after the machine id: 'otp.code' → 'code'. */
const relativeId = (id: string, machine: AnyStateMachine): string =>
  id.startsWith(`${machine.id}.`) ? id.slice(machine.id.length + 1) : id;

/** An event type as shown: without 'xstate.', with an actor's result or a finished state spelled out. */
export const eventLabel = (
  eventType: string,
  machine: AnyStateMachine,
): { kind: EventKind; event: string } => {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return { kind: 'actor', event: `${actor[1]}: ${actor[2]}` };
  const snapshot = /^xstate\.snapshot\.(.+)$/.exec(eventType);
  if (snapshot) return { kind: 'actor', event: `snapshot: ${snapshot[1]}` };
  const done = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (done) return { kind: 'state', event: `done: state ${relativeId(done[1] ?? '', machine)}` };
  if (eventType === '*') return { kind: 'event', event: '* (any event)' };
  return { kind: 'event', event: eventType.replace(/^xstate\./, '') };
};

/** Every transition of the machine, state by state in document order, then in definition order. */
export const machineEdges = (machine: AnyStateMachine): Edge[] => {
  const edges: Edge[] = [];
  for (const node of [machine.root, ...allStates(machine)]) {
    const delays = new Map<string, unknown>(node.after.map((t) => [t.eventType, t.delay]));
    const add = (t: TransitionLike, kind: EventKind, event: string) => {
      const guard = t.guard === undefined ? null : guardName(t.guard);
      const targets = t.target && t.target.length > 0 ? t.target : null;
      const label = `${event}${guard ? ` [${guard}]` : ''}${targets ? '' : ' (no state change)'}`;
      for (const target of targets ?? [node])
        edges.push({ source: node, target, targetless: !targets, kind, event, guard, label });
    };
    for (const [eventType, transitions] of node.transitions as Map<string, TransitionLike[]>) {
      const label = delays.has(eventType)
        ? { kind: 'delay' as const, event: delayLabel(delays.get(eventType), machine) }
        : eventLabel(eventType, machine);
      for (const t of transitions) add(t, label.kind, label.event);
    }
    for (const t of (node.always ?? []) as TransitionLike[]) add(t, 'always', 'always');
  }
  return edges;
};

/** Text safe inside a Mermaid label: Mermaid's own entity codes for what would end or break it. */
export const escapeLabel = (text: string): string =>
  text.replace(/[#;"<>{}]/g, (c) => `#${c.charCodeAt(0)};`);
