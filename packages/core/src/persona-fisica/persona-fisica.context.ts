// The persona física flow's types and the pure reads its machine's actions make of them: the record
// taken in, the payload each confirm sends, the progress after a step.
import * as v from 'valibot';
import {
  type ApplicationRecord,
  isActividadLocked,
  recordEntrega,
  recordSeleccion,
  recordToPersonaFisicaForm,
} from '../application/record.ts';
import {
  type PersonaFisicaStep,
  type Progress,
  personaFisicaSteps,
  type StepStatus,
} from '../application/steps.ts';
import { isCompleteSeleccion, type Seleccion, type SeleccionParcial } from '../branch/branch.schema.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { getNroTributario } from '../session/session-data.ts';
import {
  buildPersonaFisicaPayload,
  type ConfirmarDatosFisicaPayload,
  type Entrega,
  type EntregaInput,
  type PersonaFisicaForm,
  type PersonaFisicaFormInput,
  personaFisicaFormSchema,
} from './persona-fisica.schema.ts';

/** 'current': the step the request is on, as far as its record goes (/onboarding-empresas, /detalle). */
export type PersonaFisicaFlowStep = 'datos' | 'sucursal' | 'envioTarjeta' | 'current';

export interface PersonaFisicaInput {
  idSolicitud: string;
  /** The user's day (YYYY-MM-DD) for the birth-date limit; today by default. */
  today?: string;
  /** The step the page was opened on. */
  entry?: PersonaFisicaFlowStep;
  /** Branch and officer from the home link (/{base64}); the record's choice, and /sucursal's draft, win. */
  preselected?: SeleccionParcial | null;
}

export interface PersonaFisicaContext {
  idSolicitud: string;
  today: string;
  /**
   * The step the page was opened on, until the record says whether it may be shown; the step asked for
   * while /sucursal lets go of the page; else null.
   */
  requestedStep: PersonaFisicaFlowStep | null;
  preselected: SeleccionParcial;
  /** What the data form starts from: the record, then the last submitted values. */
  formValues: PersonaFisicaFormInput | null;
  actividadLocked: boolean;
  /** The data as last checked (from a submit or a complete record). */
  datos: PersonaFisicaForm | null;
  /** Where /sucursal starts (its draft aside): the confirmed choice, else the record's, else the link's. */
  seleccion: SeleccionParcial;
  /** The branch and officer the server holds; what the later payloads carry. */
  confirmada: Seleccion | null;
  entrega: Entrega | null;
  progress: Progress;
  steps: Record<PersonaFisicaStep, StepStatus>;
  /** Increments each time the view must scroll to an address block, so it can do it again. */
  addressPrompts: number;
  outcome: Outcome | null;
}

export type PersonaFisicaEvent =
  | { type: 'step.submit'; values: PersonaFisicaFormInput; addressValidated: boolean }
  | { type: 'entrega.submit'; values: EntregaInput; addressValidated: boolean }
  | { type: 'flow.goto'; step: PersonaFisicaFlowStep }
  | { type: 'flow.retry' };

export interface ConfirmInput {
  idSolicitud: string;
  payload: ConfirmarDatosFisicaPayload;
}

export const parseDatos = (today: string, values: unknown) =>
  v.safeParse(personaFisicaFormSchema(today), values);

/**
 * The whole application as far as it is known: the data, the branch and officer the server holds, the
 * card delivery once confirmed (or the one being confirmed).
 */
export const confirmInput = (
  context: PersonaFisicaContext,
  entrega: Entrega | null = context.progress.entrega ? context.entrega : null,
): ConfirmInput => ({
  idSolicitud: context.idSolicitud,
  payload: buildPersonaFisicaPayload({
    datos: context.datos as PersonaFisicaForm,
    seleccion: context.confirmada,
    entrega,
  }),
});

export const advance = (context: PersonaFisicaContext, patch: Partial<Progress>) => {
  const progress = { ...context.progress, ...patch };
  return { progress, steps: personaFisicaSteps(progress) };
};

/** What the record says: the form, the branch (the link's when it has none), the delivery, the progress. */
export const fromRecord = (context: PersonaFisicaContext, record: ApplicationRecord) => {
  const formValues = recordToPersonaFisicaForm(record);
  if (!formValues.nroTributario) formValues.nroTributario = getNroTributario() ?? '';
  const parsed = parseDatos(context.today, formValues);
  const datos = parsed.success ? parsed.output : null;
  const seleccion = recordSeleccion(record);
  const entrega = recordEntrega(record);
  const confirmada = datos !== null && isCompleteSeleccion(seleccion) ? seleccion : null;
  const progress = {
    datos: datos !== null,
    sucursal: confirmada !== null,
    entrega: confirmada !== null && entrega !== null,
  };
  return {
    formValues,
    actividadLocked: isActividadLocked(record),
    datos,
    seleccion: seleccion.sucursalCodigo ? seleccion : context.preselected,
    confirmada,
    entrega,
    progress,
    steps: personaFisicaSteps(progress),
  };
};
