// The company flow's types and what it brings to the shared data flow (data-flow/): its form and
// payload, its record reading, its step statuses.
import * as v from 'valibot';
import { confirmarDatosJuridica } from '../api/confirmar-datos.ts';
import { recordToPersonaJuridicaForm } from '../request/record.ts';
import { type PersonaJuridicaStep, personaJuridicaSteps, type StepStatus } from '../request/flow-steps.ts';
import { recordBasics } from '../data-flow/data-flow.context.ts';
import type {
  DataFlowContext,
  DataFlowEvent,
  DataFlowInput,
  DataFlowPersona,
} from '../data-flow/data-flow.types.ts';
import {
  buildPersonaJuridicaPayload,
  type ConfirmarDatosJuridicaPayload,
  type PersonaJuridicaForm,
  type PersonaJuridicaFormInput,
  personaJuridicaFormSchema,
} from './persona-juridica.schema.ts';

/** 'current': the step the request is on, as far as its record goes (/onboarding-empresas, /detalle). */
export type PersonaJuridicaFlowStep = 'datos' | 'sucursal' | 'current';

export type PersonaJuridicaInput = DataFlowInput<PersonaJuridicaFlowStep>;

export interface PersonaJuridicaContext extends DataFlowContext {
  requestedStep: PersonaJuridicaFlowStep | null;
  formValues: PersonaJuridicaFormInput | null;
  datos: PersonaJuridicaForm | null;
  steps: Record<PersonaJuridicaStep, StepStatus>;
}

export type PersonaJuridicaEvent = DataFlowEvent<PersonaJuridicaFormInput, PersonaJuridicaFlowStep>;

export const parseDatos = (values: unknown): PersonaJuridicaForm | null => {
  const parsed = v.safeParse(personaJuridicaFormSchema, values);
  return parsed.success ? parsed.output : null;
};

export const PERSONA_JURIDICA: DataFlowPersona<PersonaJuridicaContext> = {
  tipo: 'juridica',
  draftStep: 'datosPj',
  // Once the branch is confirmed the company's next page is the members' (done).
  pastBranch: ['current'],
  parseDatos: (_, values) => parseDatos(values),
  // The whole application as far as it is known: the data, then the branch and officer the server holds.
  payload: (context) =>
    buildPersonaJuridicaPayload({
      datos: context.datos as PersonaJuridicaForm,
      seleccion: context.confirmada,
    }),
  confirm: (idSolicitud, payload) =>
    confirmarDatosJuridica(idSolicitud, payload as ConfirmarDatosJuridicaPayload),
  fromRecord: (context, record) => {
    const basics = recordBasics(record, recordToPersonaJuridicaForm(record), context, parseDatos);
    return { ...basics, steps: personaJuridicaSteps(basics.progress) };
  },
  steps: personaJuridicaSteps,
};
