// What the persona física and persona jurídica paths share (their *.paths.ts add the person type's
// machine, records and forms): the calls the replay fakes, where the graph stops, the address block
// as each submit says the user left it, and the events every data flow takes. Nothing here may
// import vitest, since Playwright loads the paths too.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { ApiError } from '../../src/api/api-error.ts';
import { DRAFT_KEYS, removeItem } from '../../src/session/storage.ts';
import { BRANCH_CONFIRMED, BRANCH_LEFT, BRANCH_RELEASED } from '../branch/branch-selection.fixtures.ts';
import { CONFIGURACION } from '../data-flow-fixtures.ts';
import type { ModelSpec } from '../model-harness.ts';
import { GRAPH_ADDRESS_GUARD, settleAddress } from './data-flow.fakes.ts';

/** What the user types: the data form's values and the card delivery's, each unlike the record's. */
export interface Typing {
  form: Record<string, unknown>;
  entrega?: Record<string, unknown>;
}

const same = (a: unknown, b: unknown) => b !== undefined && JSON.stringify(a) === JSON.stringify(b);

const dataFlowSpec = (typing: Typing) =>
  ({
    apiActors: {
      getSolicitud: 'getSolicitud',
      getConfiguracion: 'getConfiguracion',
      confirmarDatos: 'confirmarDatos',
      branchSelection: 'branchSelection',
    },
    // Replaying every shortest path is enough to fire every transition; simple paths explode here.
    // Past a failure, an address prompt or some typing the machine behaves as it did before, so the
    // graph stops there.
    simplePaths: false,
    stopWhen: (s: AnyMachineSnapshot) =>
      s.context.addressPrompts > 0 ||
      (s.context.outcome !== null && !s.matches('unavailable') && !s.matches('leaving')) ||
      same(s.context.formValues, typing.form) ||
      same(s.context.cardDeliveryValues, typing.entrega),
    graphGuards: GRAPH_ADDRESS_GUARD,
    beforeEvent: settleAddress,
    // A path starts with no draft: another path's typing is not this one's.
    beforePath: () => {
      for (const key of Object.values(DRAFT_KEYS)) removeItem(key);
    },
  }) satisfies Partial<ModelSpec>;

/** Typing on the data form (step.change) and on the card delivery (entrega.change), where each shows. */
const typingEvents = (s: AnyMachineSnapshot, typing: Typing): AnyEventObject[] => [
  ...(s.matches({ datos: 'editing' } as never) ? [{ type: 'step.change', values: typing.form }] : []),
  ...(typing.entrega && s.matches({ envioTarjeta: 'choosing' } as never)
    ? [{ type: 'entrega.change', values: typing.entrega }]
    : []),
];

/** The option lists: read, or failing as the record can (an expired session stays, no answer leaves). */
const OPTIONS_EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.getConfiguracion', output: CONFIGURACION },
  { type: 'xstate.error.actor.getConfiguracion', error: new ApiError(403, 'sesionExpirada', 'x') },
  { type: 'xstate.error.actor.getConfiguracion', error: new ApiError(0, undefined, undefined) },
  { type: 'flow.retry' },
];

/**
 * A page opened or moved to (flow.goto). A page opens once, before the record answers: after it, the
 * same page is at hand until the lists answer too, so none is asked for then.
 */
const pageOpens = (s: AnyMachineSnapshot, steps: readonly string[]): AnyEventObject[] =>
  s.matches({ loading: 'options' } as never) ? [] : steps.map((step) => ({ type: 'flow.goto', step }));

/**
 * The branch child, as the flow sees it end: confirmed or leaving as the user confirms; let go (only
 * then) once the flow passed it a flow.goto.
 */
const branchEnds = (s: AnyMachineSnapshot): AnyEventObject[] =>
  s.context.requestedStep === null
    ? [
        { type: 'xstate.done.actor.branchSelection', output: BRANCH_CONFIRMED },
        { type: 'xstate.done.actor.branchSelection', output: BRANCH_LEFT },
      ]
    : [{ type: 'xstate.done.actor.branchSelection', output: BRANCH_RELEASED }];

/**
 * A data flow's paths: the person type's machine and input, its records (fresh and complete) and
 * failures (a record read and a confirm that each end otherwise than the other flow's), the pages it
 * may be asked for, what the user types, and its own events (its submits); the events every data flow
 * takes are added here.
 */
export const dataFlowPaths = <M extends AnyStateMachine>({
  machine,
  input,
  records,
  failures,
  pages,
  typing,
  events,
}: {
  machine: M;
  input: unknown;
  records: readonly unknown[];
  failures: { record: ApiError; confirm: ApiError };
  pages: readonly string[];
  typing: Typing;
  events: AnyEventObject[];
}): Omit<ModelSpec<M>, 'promises'> => ({
  ...dataFlowSpec(typing),
  machine,
  input,
  events: (s) => [
    ...records.map((output) => ({ type: 'xstate.done.actor.getSolicitud', output })),
    { type: 'xstate.error.actor.getSolicitud', error: new ApiError(403, 'sesionExpirada', 'x') },
    { type: 'xstate.error.actor.getSolicitud', error: failures.record },
    ...OPTIONS_EVENTS,
    ...pageOpens(s, pages),
    ...typingEvents(s, typing),
    ...events,
    { type: 'xstate.done.actor.confirmarDatos' },
    { type: 'xstate.error.actor.confirmarDatos', error: failures.confirm },
    { type: 'xstate.error.actor.confirmarDatos', error: new ApiError(0, undefined, undefined) },
    ...branchEnds(s),
    { type: `xstate.after.outcomeDelay.${machine.id}.leaving` },
  ],
});
