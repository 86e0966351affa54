// Model-based testing: paths from xstate/graph, replayed against the real machine whose API actors
// are fakes that answer only when the path says so. Each step checks the machine reached the state
// the graph predicted and what that state promises (route, toasts, calls). Coverage is measured on
// the replay (which transitions really fired), not on the graph.
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  serializeSnapshot,
} from 'xstate/graph';

export interface ReplayLog {
  /** Inputs each API actor was called with, by actor src. */
  calls: Record<string, unknown[]>;
  /** Everything the machine emitted (toasts, signals). */
  emitted: AnyEventObject[];
}

export interface ModelSpec<M extends AnyStateMachine = AnyStateMachine> {
  machine: M;
  input?: unknown;
  /**
   * Other inputs the graph is walked from too, for the branches only an input opens (a capture that
   * opens on the upload); their paths are named after the input's `label`.
   */
  moreInputs?: { label: string; input: unknown }[];
  /** The events the graph may take from each snapshot, including actor done/error and after events. */
  events: AnyEventObject[] | ((snapshot: SnapshotFrom<M>) => AnyEventObject[]);
  /** invoke id → actor src, for the API actors the replay fakes. */
  apiActors: Record<string, string>;
  /** Per state (dot path), what being there promises; checked on every step that lands there. */
  promises: Record<string, (snapshot: SnapshotFrom<M>, log: ReplayLog) => void>;
  /** Bounds the graph where context grows (a countdown, a retry counter). */
  stopWhen?: (snapshot: SnapshotFrom<M>) => boolean;
  limit?: number;
  /** Simple paths too (every cycle-free path); off where parallel regions make them explode. */
  simplePaths?: boolean;
  /** Runs before each path (reset storage, in-memory modules). */
  beforePath?: () => void;
  /**
   * Guards that read a child the graph cannot run (the graph never starts children): the graph walks
   * the machine with these in their place, reading the events' own words; the replay keeps the real
   * ones, `beforeEvent` having put the child where the event says.
   */
  graphGuards?: Record<string, (args: { context: never; event: AnyEventObject }) => boolean>;
  /** What the user did to a child before an event (replay only): the child as the graph assumed it. */
  beforeEvent?: (actor: AnyActorRef, event: AnyEventObject) => void;
}

/** The machine the graph walks: the spec's, with its graph guards in place of those reading a child. */
export const graphMachine = (spec: Pick<ModelSpec, 'machine' | 'graphGuards'>): AnyStateMachine =>
  spec.graphGuards ? spec.machine.provide({ guards: spec.graphGuards } as never) : spec.machine;

type Path = StatePath<ReturnType<AnyStateMachine['transition']>, AnyEventObject> & {
  /** Set when the path starts from one of the spec's moreInputs. */
  from?: { label: string; input: unknown };
};

export interface MachineTotals {
  states: string[];
  transitions: string[];
}

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes),
];

export const transitionKey = (t: AnyTransitionDefinition): string => {
  const source = t.source as AnyStateNode;
  const list = t.eventType ? (source.transitions.get(t.eventType) ?? []) : (source.always ?? []);
  const index = list.findIndex((candidate: AnyTransitionDefinition) => candidate === t);
  return `${source.id} ${t.eventType || 'always'}#${index}`;
};

export const machineTotals = (machine: AnyStateMachine): MachineTotals => {
  const nodes = allNodes(machine.root);
  return {
    states: nodes.map((n) => n.id),
    transitions: nodes.flatMap((n) => [
      ...[...n.transitions.values()].flat().map(transitionKey),
      ...(n.always ?? []).map(transitionKey),
    ]),
  };
};

export const pathsFor = (spec: ModelSpec): Path[] => [
  ...pathsFrom(spec, spec.input),
  ...(spec.moreInputs ?? []).flatMap((from) =>
    pathsFrom(spec, from.input).map((path) => ({ ...path, from })),
  ),
];

const pathsFrom = (spec: ModelSpec, input: unknown): Path[] => {
  const options = {
    events: spec.events as never,
    input,
    stopWhen: spec.stopWhen,
    limit: spec.limit,
  };
  const machine = graphMachine(spec);
  const shortest = getShortestPaths(machine, options);
  const simple = spec.simplePaths === false ? [] : getSimplePaths(machine, options);
  // Shortest paths reach every state, not every transition: two edges into one snapshot keep only
  // one. So each shortest path is also extended by every edge leaving where it ends.
  const adjacency = getAdjacencyMap(machine, options);
  // Only edges that change something or that a transition takes (one that only passes the event on
  // to a child leaves the snapshot as it was), and one per (state value, event, next state value):
  // the context differs between many vertices without the machine behaving any differently.
  const edgesSeen = new Set<string>();
  const extended = shortest.flatMap((path) =>
    Object.values(adjacency[serializeSnapshot(path.state)]?.transitions ?? {}).flatMap(({ event, state }) => {
      if (serializeSnapshot(state) === serializeSnapshot(path.state) && !path.state.can(event)) return [];
      const edge = `${JSON.stringify(path.state.value)}|${eventLabel(event)}|${JSON.stringify(state.value)}`;
      if (edgesSeen.has(edge)) return [];
      edgesSeen.add(edge);
      return [{ ...path, state, steps: [...path.steps, { event, state }] }];
    }),
  );
  const byEvents = new Map<string, Path>();
  for (const path of [...shortest, ...simple, ...extended]) {
    byEvents.set(JSON.stringify(path.steps.map((step) => step.event)), path);
  }
  return [...byEvents.values()];
};

/** What distinguishes two events of one type in a test name: the error code, the answer, the values. */
const eventLabel = (event: AnyEventObject): string => {
  const type = event.type.replace(/^xstate\./, '');
  if ('error' in event) return `${type}(${(event.error as { code?: string })?.code ?? 'sin código'})`;
  if ('output' in event) return `${type}(${JSON.stringify(event.output).slice(0, 60)})`;
  if ('values' in event) return `${type}(${JSON.stringify(event.values).slice(0, 40)})`;
  return type;
};

export const pathName = (path: Path): string =>
  (path.from ? `[${path.from.label}] ` : '') +
    path.steps
      .slice(1)
      .map((step) => eventLabel(step.event))
      .join(' → ') || '(initial)';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const stateKeys = (snapshot: { value: unknown }): string[] => {
  const walk = (value: unknown, prefix: string): string[] =>
    typeof value === 'string'
      ? [`${prefix}${value}`]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
          `${prefix}${key}`,
          ...walk(child, `${prefix}${key}.`),
        ]);
  return walk(snapshot.value, '');
};

/** Replays one path; throws on the first step that does not land where the graph said. */
export const replayPath = async (
  spec: ModelSpec,
  path: Path,
): Promise<{ states: Set<string>; transitions: Set<string> }> => {
  spec.beforePath?.();
  const log: ReplayLog = { calls: {}, emitted: [] };
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const actors = Object.fromEntries(
    Object.entries(spec.apiActors).map(([id, src]) => [
      src,
      fromPromise(({ input }: { input: unknown }) => {
        log.calls[src] = [...(log.calls[src] ?? []), input];
        return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      }),
    ]),
  );
  const states = new Set<string>();
  const transitions = new Set<string>();
  const actor = createActor(spec.machine.provide({ actors } as never), {
    input: path.from ? path.from.input : spec.input,
    clock: new SimulatedClock(),
    inspect: (event) => {
      if (event.type === '@xstate.microstep') {
        // Transient states (left by an always transition) only show up in microsteps.
        for (const key of stateKeys(event.snapshot as unknown as { value: unknown }))
          states.add(`${spec.machine.id}.${key}`);
        for (const t of (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          transitions.add(transitionKey(t));
        }
      }
    },
  });
  actor.on('*', (event) => void log.emitted.push(event));
  actor.start();

  try {
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      const [, kind, rest] = event.type.match(/^xstate\.(done\.actor|error\.actor|after)\.(.+)$/) ?? [];
      if (index === 0) {
        // xstate.init: the actor is already started.
      } else if (kind === 'done.actor' || kind === 'error.actor') {
        const deferred = pending.get(rest as string);
        if (!deferred) throw new Error(`step ${index}: no pending call for ${rest}`);
        pending.delete(rest as string);
        if (kind === 'done.actor') deferred.resolve((event as { output?: unknown }).output);
        else deferred.reject((event as { error?: unknown }).error);
        await settle();
      } else {
        // Delays are not waited for: the delayed event is delivered as the graph took it.
        spec.beforeEvent?.(actor, event);
        actor.send(event);
        await settle();
      }
      const snapshot = actor.getSnapshot();
      if (JSON.stringify(snapshot.value) !== JSON.stringify(step.state.value)) {
        throw new Error(
          `step ${index} (${event.type}): expected ${JSON.stringify(step.state.value)}, got ${JSON.stringify(snapshot.value)}`,
        );
      }
      for (const key of stateKeys(snapshot)) {
        states.add(`${spec.machine.id}.${key}`);
        spec.promises[key]?.(snapshot, log);
      }
    }
  } finally {
    actor.stop();
  }
  states.add(spec.machine.id);
  return { states, transitions };
};
