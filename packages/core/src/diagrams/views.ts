// A machine as several small Mermaid diagrams instead of one big one (issue 26): an overview of the
// root's states, with every composite state collapsed into one named box, plus one diagram per
// composite state, showing its own children (again collapsed when composite) and, in dashed boxes,
// the states outside it that its arrows come from or go to. Every diagram is flat (no nested boxes),
// which keeps ELK's layered layout tidy and each picture under 2,000 px. Pure: the same machine
// gives the same text.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStates, type Edge, escapeLabel, machineEdges, statePath } from './to-mermaid.ts';

export interface DiagramView {
  /** The file stem: 'otp' for the overview, 'otp.code' for the composite state `code`. */
  name: string;
  /** The state the view shows the inside of: the root for the overview. */
  scope: AnyStateNode;
  /** The .mmd text, front matter included. */
  text: string;
}

const childrenOf = (node: AnyStateNode): AnyStateNode[] =>
  (Object.values(node.states) as AnyStateNode[]).sort((a, b) => a.order - b.order);

const isComposite = (node: AnyStateNode): boolean => childrenOf(node).length > 0;

/** The composite states below the root, depth first in document order. */
export const compositeStates = (machine: AnyStateMachine): AnyStateNode[] =>
  allStates(machine).filter(isComposite);

/** The file stem of a view: the machine id, then the state's path, each key made safe for a file name. */
export const viewName = (machine: AnyStateMachine, scope: AnyStateNode): string =>
  [machine.id, ...scope.path].map((part) => part.replace(/[^A-Za-z0-9_-]/g, '_')).join('.');

/** Whether `node` lies strictly inside `scope`. */
const isInside = (node: AnyStateNode, scope: AnyStateNode): boolean => {
  for (let n = node.parent; n; n = n.parent) if (n === scope) return true;
  return false;
};

/** The child of `scope` that holds `node` (node itself when it is a child). */
const childHolding = (node: AnyStateNode, scope: AnyStateNode): AnyStateNode => {
  let n = node;
  while (n.parent && n.parent !== scope) n = n.parent;
  return n;
};

const safeId = (text: string): string => {
  const id = text.replace(/[^A-Za-z0-9_]/g, '_');
  // Keywords of the grammar (state, end, note, class…) and leading digits never start an id.
  return `s_${id}`;
};

const countLabel = (node: AnyStateNode, name: string): string => {
  const n = childrenOf(node).length;
  if (node.type === 'parallel') return `${name} (parallel: ${n} regions)`;
  const region = node.parent?.type === 'parallel' ? 'region' : 'composite';
  return `${name} (${region}: ${n} states)`;
};

const stateLabel = (node: AnyStateNode, name = node.key): string => {
  if (node.type === 'history') return `${name} (${node.history === 'deep' ? 'deep history' : 'history'})`;
  return isComposite(node) ? countLabel(node, name) : name;
};

/** The event on one line, the guard under it: narrower boxes, the same legend. */
const edgeLabel = (edge: Edge): string =>
  [edge.event, edge.guard ? `[${edge.guard}]` : '', edge.targetless ? '(no state change)' : '']
    .filter(Boolean)
    .map(escapeLabel)
    .join('<br>');

/**
 * The lines of one view: `children` (those of `scope`, or a part of them when the overview is split)
 * and the arrows touching them; any other state an arrow reaches is a dashed box.
 */
const viewBody = (
  machine: AnyStateMachine,
  scope: AnyStateNode,
  children: AnyStateNode[],
  edges: Edge[],
): string[] => {
  const inner = new Map<AnyStateNode, string>();
  const outer = new Map<AnyStateNode, string>();
  const lines: string[] = [];
  for (const child of children) inner.set(child, safeId(child.key));

  const outsideId = (node: AnyStateNode): string => {
    let id = outer.get(node);
    if (!id) {
      id = `out_${safeId(node.path.join('_') || machine.id)}`;
      outer.set(node, id);
    }
    return id;
  };
  const anyId = `any_${safeId(scope.path.join('_') || machine.id)}`;
  let usesAny = false;

  // Where an end of an arrow is drawn in this view: the child holding it, or a box for a state outside.
  const endOf = (node: AnyStateNode): string => {
    if (!isInside(node, scope)) return outsideId(node);
    const child = childHolding(node, scope);
    return inner.get(child) ?? outsideId(child);
  };
  const shown = (node: AnyStateNode) => isInside(node, scope) && inner.has(childHolding(node, scope));

  const arrows: string[] = [];
  for (const edge of edges) {
    const { source, target } = edge;
    let from: string;
    let to: string;
    if (source === scope) {
      // Defined on the scope itself: it applies in any of its states (drawn once, where it lands).
      const firstPart = children[0] === childrenOf(scope)[0];
      if (!shown(target) && !(firstPart && !isInside(target, scope))) continue;
      usesAny = true;
      from = anyId;
      to = target === scope ? anyId : endOf(target);
    } else if (shown(source) || shown(target)) {
      const a = isInside(source, scope) ? childHolding(source, scope) : null;
      const b = isInside(target, scope) ? childHolding(target, scope) : null;
      // Both ends in one composite child: drawn in that child's own view, unless it is a loop on the
      // child itself.
      if (a && a === b && isComposite(a) && !(source === a && target === a)) continue;
      from = endOf(source);
      to = endOf(target);
    } else continue;
    arrows.push(`  ${from} --> ${to} : ${edgeLabel(edge)}`);
  }

  if (scope.type !== 'parallel')
    for (const target of scope.initial?.target ?? [])
      if (shown(target)) lines.push(`  [*] --> ${endOf(target)}`);
  for (const child of children) {
    const id = inner.get(child) as string;
    lines.push(`  state "${escapeLabel(stateLabel(child))}" as ${id}`);
  }
  if (usesAny) {
    const whose = scope === machine.root ? 'any state' : `any state of ${scope.key}`;
    lines.push(`  state "${escapeLabel(whose)}" as ${anyId}`);
  }
  for (const [node, id] of outer) {
    const label = node === machine.root ? `${machine.id} (the machine)` : stateLabel(node, statePath(node));
    lines.push(`  state "${escapeLabel(label)}" as ${id}`);
  }
  for (const child of children) if (child.type === 'final') lines.push(`  ${inner.get(child)} --> [*]`);
  lines.push(...new Set(arrows));

  // Collapsed composites: thick border; states outside this one: dashed, grey.
  const collapsed = children.filter(isComposite).map((child) => inner.get(child) as string);
  if (collapsed.length > 0)
    lines.push('  classDef composite stroke-width:3px', `  class ${collapsed.join(',')} composite`);
  const elsewhere = [...outer.values(), ...(usesAny ? [anyId] : [])];
  if (elsewhere.length > 0)
    lines.push(
      '  classDef elsewhere fill:#f4f4f4,stroke:#888,stroke-dasharray:5 4',
      `  class ${elsewhere.join(',')} elsewhere`,
    );
  return lines;
};

/**
 * How many states one view holds at most. Past it, a view is cut into parts of consecutive states
 * (document order, which follows the flow), each showing the other parts' states it reaches as
 * dashed boxes: a static rule, so the .mmd files do not depend on a browser. Set so that the
 * largest machine today (biometrics, 27 states) fits 2,000 px in two parts; the size test in
 * diagrams-fresh.test.ts catches a view that still does not fit.
 */
export const MAX_STATES_PER_VIEW = 12;

/** `list` cut into `parts` runs of near-equal length, in order. */
const cut = <T>(list: T[], parts: number): T[][] =>
  Array.from({ length: parts }, (_, i) =>
    list.slice(Math.round((i * list.length) / parts), Math.round(((i + 1) * list.length) / parts)),
  );

/** The overview, then one view per composite state (depth first, document order). */
export const machineViews = (machine: AnyStateMachine, comment: string): DiagramView[] => {
  const edges = machineEdges(machine);
  return [machine.root, ...compositeStates(machine)].flatMap((scope) => {
    const children = childrenOf(scope);
    const parts = cut(children, Math.max(1, Math.ceil(children.length / MAX_STATES_PER_VIEW)));
    const base = scope === machine.root ? machine.id : `${machine.id} › ${statePath(scope)}`;
    return parts.map((part, i) => {
      const split = parts.length > 1;
      const title = split
        ? `${base} (part ${i + 1} of ${parts.length}, ${part[0]?.key} to ${part.at(-1)?.key})`
        : base;
      const text = [
        '---',
        `title: ${title}`,
        '---',
        'stateDiagram-v2',
        `  %% ${comment}`,
        ...viewBody(machine, scope, part, edges),
        '',
      ].join('\n');
      return { name: `${viewName(machine, scope)}${split ? `.part-${i + 1}` : ''}`, scope, text };
    });
  });
};
