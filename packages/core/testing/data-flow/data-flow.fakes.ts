// The data flows (persona física and persona jurídica) on fakes, for their tests and models: the
// record, the option lists, the confirm call and the branch child answer as told. And the address
// block, which the flows read themselves: a test or a model path says whether the user had got it
// to pass before sending, and this puts the flow's block there (a restore passes it without a call,
// an edit undoes it). Nothing here may import vitest, since Playwright loads the models' paths too.
import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InputFrom,
} from 'xstate';
import { addressMachine } from '../../src/address/address.machine.ts';
import type { AddressInput, AddressValidationPayload } from '../../src/address/address.schema.ts';
import type { Configuracion } from '../../src/api/configuracion.ts';
import type { RequestRecord } from '../../src/request/record.ts';
import type { branchSelectionMachine, ConfirmPayload } from '../../src/branch/branch-selection.machine.ts';
import type { SucursalesQuery } from '../../src/branch/branch.schema.ts';
import type { ConfirmInput } from '../../src/data-flow/data-flow.types.ts';
import type { ToastEvent } from '../../src/shared/toast.ts';
import { type BranchFakes, fakeBranchSelection } from '../branch/branch-selection.fixtures.ts';
import { CONFIGURACION } from '../data-flow-fixtures.ts';

export interface DataFlowFakes extends Pick<BranchFakes, 'sucursales'> {
  /** The record GET /solicitud answers; a throw is the call failing. */
  record?: () => Promise<unknown>;
  configuracion?: () => Promise<Configuracion>;
  /** Each confirm (the data's, the branch child's, the delivery's); a throw is the call failing. */
  confirm?: (payload: ConfirmPayload) => Promise<void>;
}

/** The calls a data flow makes, on fakes; every confirm's payload is pushed to `confirmed`. */
export const fakeDataFlowActors = (
  fakes: DataFlowFakes,
  confirmed: ConfirmPayload[] = [],
  queries: SucursalesQuery[] = [],
) => ({
  getSolicitud: fromPromise<RequestRecord, string>(
    async () => ((await fakes.record?.()) ?? {}) as RequestRecord,
  ),
  getConfiguracion: fromPromise<Configuracion>(async () => (await fakes.configuracion?.()) ?? CONFIGURACION),
  confirmarDatos: fromPromise<void, ConfirmInput>(async ({ input }) => {
    confirmed.push(input.payload);
    await fakes.confirm?.(input.payload);
  }),
  // The address block as it is, its check answered at once: a test may validate it as the user does.
  address: addressMachine.provide({
    actors: { validarDireccion: fromPromise<void, AddressValidationPayload>(async () => {}) },
  }),
  branchSelection: fakeBranchSelection(
    { sucursales: fakes.sucursales, confirm: fakes.confirm },
    confirmed,
    queries,
  ),
});

/** A data flow started on fakes, with what it sent, asked, toasted and prompted. */
export const runDataFlow = <M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  fakes: DataFlowFakes,
) => {
  const confirmed: ConfirmPayload[] = [];
  const queries: SucursalesQuery[] = [];
  const provided = machine.provide({ actors: fakeDataFlowActors(fakes, confirmed, queries) }) as M;
  const actor = createActor(provided, { input });
  const toasts: ToastEvent[] = [];
  const prompts: string[] = [];
  actor.on('toast', (event: ToastEvent) => void toasts.push(event));
  actor.on('address.required', (event: { message: string }) => void prompts.push(event.message));
  actor.start();
  const address = () =>
    (actor.getSnapshot() as { context: { address: ActorRefFrom<typeof addressMachine> | null } }).context
      .address as ActorRefFrom<typeof addressMachine>;
  const branch = () =>
    (actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children
      .branchSelection as ActorRefFrom<typeof branchSelectionMachine>;
  return { actor, address, branch, confirmed, queries, toasts, prompts };
};

/** A submit as the tests and models write it: the values, and whether the address block had passed. */
export interface SubmitWithAddress extends AnyEventObject {
  values: Record<string, unknown> & { domicilio?: AddressInput; domicilioEntrega?: AddressInput };
  addressValidated?: boolean;
}

/** Puts the open step's address block where the event says the user had left it (nothing if unsaid). */
export const settleAddress = (flow: AnyActorRef, event: AnyEventObject): void => {
  const { values, addressValidated } = event as SubmitWithAddress;
  if (addressValidated === undefined) return;
  const block = (flow.getSnapshot() as { context: { address: AnyActorRef | null } }).context.address;
  const address = values?.domicilio ?? values?.domicilioEntrega;
  block?.send(
    addressValidated && address ? { type: 'address.restore', values: address } : { type: 'address.edit' },
  );
};

/** The user's submit: the address block as the event says, then the values alone. */
export const sendWithAddress = (flow: AnyActorRef, event: SubmitWithAddress): void => {
  settleAddress(flow, event);
  const { addressValidated: _, ...sent } = event;
  flow.send(sent);
};

/** For the graph, which never runs a child: whether the block had passed is what the event says. */
export const GRAPH_ADDRESS_GUARD = {
  addressValidated: ({ event }: { event: AnyEventObject }) => event.addressValidated === true,
};
