// Which of the model suite's paths the browser walks. The model suite (packages/core, vitest) replays
// hundreds of paths per machine in milliseconds each; a browser path costs seconds. So the browser
// takes the same xstate/graph paths (pathsFor: shortest paths plus every edge leaving their ends),
// drops those using an event a browser cannot produce (printed, with why), lets each path end where
// the page is at rest (a pending call answered as the sandbox would, a delay elapsed), and keeps the
// fewest paths that still take every edge (state × event × next state) the model's paths take. A
// path that is a prefix of another never survives this: the longer one takes all its edges.
import { graphMachine, type ModelSpec, pathsFor } from '@alta/core/testing/model-harness';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph';

export type PathSpec = Omit<ModelSpec, 'promises'>;

export interface Step {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

export interface BrowserPath {
  title: string;
  steps: Step[];
}

export interface Selection {
  paths: BrowserPath[];
  /** Model paths before selection, and the edges they take. */
  modelPaths: number;
  edges: number;
  /** Edges only paths with an unreproducible event take. */
  edgesLeftOut: string[];
}

/** Events the browser cannot produce, by type, with the reason (printed with the selection). */
export type Unreproducible = Readonly<Record<string, string>>;

const value = (state: AnyMachineSnapshot) => JSON.stringify(state.value);
const edgeKey = (from: AnyMachineSnapshot, step: Step) =>
  `${value(from)} --${JSON.stringify(step.event)}--> ${value(step.state)}`;

const edgesOf = (steps: Step[]): string[] =>
  steps.slice(1).map((step, i) => edgeKey((steps[i] as Step).state, step));

/** What the user brings about, though the model has it as a child's answer (the branch child's end). */
export type UserAct = (event: AnyEventObject) => boolean;

/** A pending call (an invoked actor) or a delay: the page is not at rest yet. */
const restless = (
  state: AnyMachineSnapshot,
  adjacency: ReturnType<typeof getAdjacencyMap>,
  isUserAct: UserAct,
) =>
  Object.values(adjacency[serializeSnapshot(state)]?.transitions ?? {}).find(
    ({ event, state: next }) =>
      // The graph tries every event everywhere; one that changes nothing is not an answer.
      serializeSnapshot(next) !== serializeSnapshot(state) &&
      !isUserAct(event) &&
      (event.type.startsWith('xstate.after.') ||
        Object.keys(state.children).some((id) => event.type === `xstate.done.actor.${id}`)),
  );

export const selectBrowserPaths = (
  spec: PathSpec,
  unreproducible: Unreproducible,
  titleOf: (steps: Step[]) => string,
  isUserAct: UserAct = () => false,
): Selection => {
  const options = {
    events: spec.events as never,
    input: spec.input,
    stopWhen: spec.stopWhen,
    limit: spec.limit,
  };
  const adjacency = getAdjacencyMap(graphMachine(spec as ModelSpec), options);
  const model = pathsFor(spec as ModelSpec) as unknown as { steps: Step[] }[];
  const allEdges = new Set(model.flatMap((path) => edgesOf(path.steps)));

  const candidates = model
    .filter(({ steps }) => !steps.some((step) => step.event.type in unreproducible))
    // A page is opened once, at the start; a second open before the record arrives takes no new edge.
    .filter(({ steps }) =>
      steps.every(
        (step, i) => i <= 1 || step.event.type !== 'flow.goto' || !steps[i - 1]?.state.matches('loading'),
      ),
    )
    .map(({ steps }) => {
      const settled = [...steps];
      for (let next = restless(settled.at(-1)?.state as AnyMachineSnapshot, adjacency, isUserAct); next; ) {
        settled.push({ event: next.event, state: next.state as AnyMachineSnapshot });
        next = restless(next.state as AnyMachineSnapshot, adjacency, isUserAct);
      }
      return { steps: settled, edges: new Set(edgesOf(settled)) };
    });
  const reachable = new Set(candidates.flatMap((c) => [...c.edges]));

  // Greedy set cover: the path taking the most edges not yet taken, the shorter on a tie.
  const taken = new Set<string>();
  const chosen: Step[][] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.edges].filter((edge) => !taken.has(edge)).length;
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && candidate.steps.length < (best?.steps.length ?? 0))
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best.steps);
    for (const edge of best.edges) taken.add(edge);
  }

  const titles = new Set<string>();
  const paths = chosen.map((steps) => {
    const title = titleOf(steps);
    if (titles.has(title)) throw new Error(`two browser paths share the title "${title}"`);
    titles.add(title);
    return { title, steps };
  });
  return {
    paths,
    modelPaths: model.length,
    edges: allEdges.size,
    edgesLeftOut: [...allEdges].filter((edge) => !reachable.has(edge)),
  };
};

/** One line per flow for the run's log: what the browser walks and what it cannot. */
export const describeSelection = (id: string, selection: Selection, unreproducible: Unreproducible): string =>
  [
    `[model:${id}] ${selection.paths.length} browser paths take ${selection.edges - selection.edgesLeftOut.length}/${selection.edges} edges of the ${selection.modelPaths} model paths`,
    ...Object.entries(unreproducible).map(([type, why]) => `  left out: ${type}: ${why}`),
    ...selection.edgesLeftOut.map((edge) => `  edge not walked in the browser: ${edge.replace(/"/g, '')}`),
  ].join('\n');
