// The pure reads a data flow's actions make: where it starts, what a record says, how far a confirmed
// step takes the progress, whether the open step's address block has passed. What the session holds is
// read once, where the machine takes its input (data-flow.setup.ts's dataFlowSession), and given here.
import { isAddressValidated } from '../address/address.machine.ts';
import { type RequestRecord, isActividadLocked, recordBranchChoice } from '../request/record.ts';
import { NO_PROGRESS, type Progress } from '../request/flow-steps.ts';
import { isCompleteBranchChoice, NO_SELECCION, type PartialBranchChoice } from '../branch/branch.schema.ts';
import type {
  DataFlowContext,
  DataFlowInput,
  DataFlowPersona,
  DataForm,
  DataFormInput,
} from './data-flow.types.ts';

/** What the session says when the flow starts: the home link's branch, the tax number of the start form. */
export interface DataFlowSession {
  preselected: PartialBranchChoice | null;
  nroTributario: string | null;
}

/** Before the record is read: nothing known but the request, the page and the home link's choice. */
export const initialContext = <Step extends string, Steps>(
  input: DataFlowInput<Step>,
  persona: { steps: (progress: Progress) => Steps },
  session: DataFlowSession,
) => ({
  idSolicitud: input.idSolicitud,
  requestedStep: (input.entry ?? null) as Step | null,
  preselected: input.preselected ?? session.preselected ?? NO_SELECCION,
  sessionNroTributario: session.nroTributario,
  configuracion: null,
  formValues: null,
  actividadLocked: false,
  datos: null,
  address: null,
  seleccion: NO_SELECCION,
  confirmada: null,
  progress: NO_PROGRESS,
  steps: persona.steps(NO_PROGRESS),
  addressPrompts: 0,
  outcome: null,
});

/**
 * What any record says: the form (the session's tax number where the record has none), whether the
 * activity is locked, the data when complete, the branch (the link's when it has none) and whether the
 * server holds it with the data. The card delivery is the persona física's own (its fromRecord).
 */
export const recordBasics = <F extends DataFormInput, D extends DataForm>(
  record: RequestRecord,
  fromRecord: F,
  { preselected, sessionNroTributario }: Pick<DataFlowContext, 'preselected' | 'sessionNroTributario'>,
  parse: (values: F) => D | null,
) => {
  const formValues = fromRecord.nroTributario
    ? fromRecord
    : { ...fromRecord, nroTributario: sessionNroTributario ?? '' };
  const datos = parse(formValues);
  const seleccion = recordBranchChoice(record);
  const confirmada = datos !== null && isCompleteBranchChoice(seleccion) ? seleccion : null;
  return {
    formValues,
    actividadLocked: isActividadLocked(record),
    datos,
    seleccion: seleccion.sucursalCodigo ? seleccion : preselected,
    confirmada,
    progress: { datos: datos !== null, sucursal: confirmada !== null, entrega: false },
  };
};

/** The progress after a confirmed step, and the step statuses it makes. */
export const advance = <C extends DataFlowContext>(
  context: C,
  patch: Partial<Progress>,
  persona: Pick<DataFlowPersona<C>, 'steps'>,
) => {
  const progress = { ...context.progress, ...patch };
  return { progress, steps: persona.steps(progress) };
};

/** Whether the open step's address block has passed 'Validar domicilio' (or was restored as passed). */
export const addressPassed = (context: Pick<DataFlowContext, 'address'>): boolean =>
  context.address !== null && isAddressValidated(context.address.getSnapshot());
