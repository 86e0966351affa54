// The company flow's types and the pure reads its machine's actions make of them: the record taken
// in, the payload each confirm sends, the progress after a step.
import * as v from 'valibot';
import {
  type ApplicationRecord,
  isActividadLocked,
  recordSeleccion,
  recordToPersonaJuridicaForm,
} from '../application/record.ts';
import {
  type PersonaJuridicaStep,
  type Progress,
  personaJuridicaSteps,
  type StepStatus,
} from '../application/steps.ts';
import { isCompleteSeleccion, type Seleccion, type SeleccionParcial } from '../branch/branch.schema.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { getNroTributario } from '../session/session-data.ts';
import {
  buildPersonaJuridicaPayload,
  type ConfirmarDatosJuridicaPayload,
  type PersonaJuridicaForm,
  type PersonaJuridicaFormInput,
  personaJuridicaFormSchema,
} from './persona-juridica.schema.ts';

/** 'current': the step the request is on, as far as its record goes (/onboarding-empresas, /detalle). */
export type PersonaJuridicaFlowStep = 'datos' | 'sucursal' | 'current';

export interface PersonaJuridicaInput {
  idSolicitud: string;
  /** The step the page was opened on. */
  entry?: PersonaJuridicaFlowStep;
  /** Branch and officer from the home link (/{base64}); the record's choice, and /sucursal's draft, win. */
  preselected?: SeleccionParcial | null;
}

export interface PersonaJuridicaContext {
  idSolicitud: string;
  /**
   * The step the page was opened on, until the record says whether it may be shown; the step asked for
   * while /sucursal lets go of the page; else null.
   */
  requestedStep: PersonaJuridicaFlowStep | null;
  preselected: SeleccionParcial;
  /** What the data form starts from: the record, then the last submitted values. */
  formValues: PersonaJuridicaFormInput | null;
  actividadLocked: boolean;
  /** The data as last checked (from a submit or a complete record). */
  datos: PersonaJuridicaForm | null;
  /** Where /sucursal starts (its draft aside): the confirmed choice, else the record's, else the link's. */
  seleccion: SeleccionParcial;
  /** The branch and officer the server holds; what the later payloads carry. */
  confirmada: Seleccion | null;
  progress: Progress;
  steps: Record<PersonaJuridicaStep, StepStatus>;
  /** Increments each time the view must scroll to an address block, so it can do it again. */
  addressPrompts: number;
  outcome: Outcome | null;
}

export type PersonaJuridicaEvent =
  | { type: 'step.submit'; values: PersonaJuridicaFormInput; addressValidated: boolean }
  | { type: 'flow.goto'; step: PersonaJuridicaFlowStep }
  | { type: 'flow.retry' };

export interface ConfirmInput {
  idSolicitud: string;
  payload: ConfirmarDatosJuridicaPayload;
}

export const parseDatos = (values: unknown) => v.safeParse(personaJuridicaFormSchema, values);

/** The whole application as far as it is known: the data, then the branch and officer the server holds. */
export const confirmInput = (context: PersonaJuridicaContext): ConfirmInput => ({
  idSolicitud: context.idSolicitud,
  payload: buildPersonaJuridicaPayload({
    datos: context.datos as PersonaJuridicaForm,
    seleccion: context.confirmada,
  }),
});

export const advance = (context: PersonaJuridicaContext, patch: Partial<Progress>) => {
  const progress = { ...context.progress, ...patch };
  return { progress, steps: personaJuridicaSteps(progress) };
};

/** What the record says: the form, the branch (the link's when it has none), the progress. */
export const fromRecord = (context: PersonaJuridicaContext, record: ApplicationRecord) => {
  const formValues = recordToPersonaJuridicaForm(record);
  if (!formValues.nroTributario) formValues.nroTributario = getNroTributario() ?? '';
  const parsed = parseDatos(formValues);
  const datos = parsed.success ? parsed.output : null;
  const seleccion = recordSeleccion(record);
  const confirmada = datos !== null && isCompleteSeleccion(seleccion) ? seleccion : null;
  const progress = { datos: datos !== null, sucursal: confirmada !== null, entrega: false };
  return {
    formValues,
    actividadLocked: isActividadLocked(record),
    datos,
    confirmada,
    seleccion: seleccion.sucursalCodigo ? seleccion : context.preselected,
    progress,
    steps: personaJuridicaSteps(progress),
  };
};
