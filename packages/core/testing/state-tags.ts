// The tags a machine declares, state by state: what each machine's test compares with the tags its
// views read (hasTag), so a state that loses or gains one fails the test instead of a screen.
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const allNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allNodes),
];

/** Each state that declares tags, by its path below the machine ('datos.confirming'), with them. */
export const stateTags = (machine: AnyStateMachine): Record<string, string[]> =>
  Object.fromEntries(
    allNodes(machine.root)
      .filter((node) => node.tags.length > 0)
      .map((node) => [node.path.join('.'), [...node.tags].sort()]),
  );
