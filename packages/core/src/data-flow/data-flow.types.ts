// What the persona física and persona jurídica flows have in common (journey §2, §4): the context and
// events of a data flow, and the parameters by which one person type's flow differs from the other's
// (its form, its confirm call, its record reading, its step statuses, its draft).
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { addressMachine } from '../address/address.machine.ts';
import type { Address, AddressInput } from '../address/address.schema.ts';
import type { Configuracion } from '../api/configuracion.ts';
import type { RequestRecord } from '../request/record.ts';
import type { RegulatoryFlags, TipoPersona } from '../request/regulatory.ts';
import type { Progress, StepStatus } from '../request/flow-steps.ts';
import type { ConfirmPayload } from '../branch/branch-selection.machine.ts';
import type { BranchChoice, PartialBranchChoice } from '../branch/branch.schema.ts';
import type { Outcome } from '../errors/catalogue.ts';

export type AddressActor = ActorRefFrom<typeof addressMachine>;

/** What every data form holds besides its own fields: the legal address. */
export interface DataFormInput {
  nroTributario: string;
  domicilio: AddressInput;
}

/** A data form once checked: the tax number, the address and the declarations the block rule reads. */
export interface DataForm extends RegulatoryFlags {
  nroTributario: string;
  domicilio: Address;
}

export interface DataFlowInput<FlowStep extends string = string> {
  idSolicitud: string;
  /** The step the page was opened on. */
  entry?: FlowStep;
  /** Branch and officer from the home link (/{base64}); read from the session when not given. */
  preselected?: PartialBranchChoice | null;
}

export interface DataFlowContext {
  idSolicitud: string;
  /**
   * The step the page was opened on, until the record says whether it may be shown; the step asked for
   * while /sucursal lets go of the page; else null.
   */
  requestedStep: string | null;
  preselected: PartialBranchChoice;
  /** The tax number the session holds (the start form's): the form's when the record has none. */
  sessionNroTributario: string | null;
  /** The option lists of the forms (GET /configuracion), read with the record. */
  configuracion: Configuracion | null;
  /** What the data form starts from: the record, then what was typed or sent, its draft laid over it. */
  formValues: DataFormInput | null;
  actividadLocked: boolean;
  /** The data as last checked (from a submit or a complete record). */
  datos: DataForm | null;
  /** The address block of the open step (its legal or its delivery address); null on other steps. */
  address: AddressActor | null;
  /** Where /sucursal starts (its draft aside): the confirmed choice, else the record's, else the link's. */
  seleccion: PartialBranchChoice;
  /** The branch and officer the server holds; what the later payloads carry. */
  confirmada: BranchChoice | null;
  progress: Progress;
  steps: Readonly<Record<string, StepStatus>>;
  /** Increments each time the view must scroll to an address block, so it can do it again. */
  addressPrompts: number;
  outcome: Outcome | null;
}

/** Every snapshot of the open step's address block, which the flow keeps its draft in step with. */
export interface AddressSnapshotEvent {
  type: 'xstate.snapshot.address';
  snapshot: SnapshotFrom<typeof addressMachine>;
}

export type DataFlowEvent<FormInput extends DataFormInput = DataFormInput, FlowStep extends string = string> =
  /** The form's values after any change the user made: the step's draft. */
  | { type: 'step.change'; values: FormInput }
  | { type: 'step.submit'; values: FormInput }
  | { type: 'flow.goto'; step: FlowStep }
  | { type: 'flow.retry' }
  | AddressSnapshotEvent;

export interface ConfirmInput<P extends ConfirmPayload = ConfirmPayload> {
  idSolicitud: string;
  payload: P;
}

/**
 * What one person type's flow brings to the shared data flow (data-flow.setup.ts). Methods, so that a
 * person type's persona is a DataFlowPersona<DataFlowContext> too (parameters compare both ways): the
 * shared setup takes it as it is, and at run time only ever hands it the person type's own context.
 */
export interface DataFlowPersona<C extends DataFlowContext> {
  tipo: TipoPersona;
  /** The data form's draft (session/drafts.ts). */
  draftStep: 'datosPf' | 'datosPj';
  /** The steps a page may ask for that lie past /sucursal, shown once the branch is confirmed. */
  pastBranch: readonly string[];
  /** The form's values checked; null when the form is not valid. */
  parseDatos(context: C, values: unknown): C['datos'];
  /** Everything known so far, as the person type's confirm call sends it. */
  payload(context: C): ConfirmPayload;
  confirm: (idSolicitud: string, payload: ConfirmPayload) => Promise<void>;
  /** What the record says: the form, the branch (the link's when it has none), the progress. */
  fromRecord(context: C, record: RequestRecord): Partial<C>;
  steps(progress: Progress): C['steps'];
}
