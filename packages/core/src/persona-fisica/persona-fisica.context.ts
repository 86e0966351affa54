// The persona física flow's types and what it brings to the shared data flow (data-flow/): its form
// and payload, its record reading (the card delivery besides the data and the branch), its statuses.
import * as v from 'valibot';
import { type RequestRecord, recordCardDelivery, recordToPersonaFisicaForm } from '../request/record.ts';
import { type PersonaFisicaStep, personaFisicaSteps, type StepStatus } from '../request/flow-steps.ts';
import { confirmarDatosFisica } from '../api/confirmar-datos.ts';
import { recordBasics } from '../data-flow/data-flow.context.ts';
import type {
  ConfirmInput,
  DataFlowContext,
  DataFlowEvent,
  DataFlowInput,
  DataFlowPersona,
} from '../data-flow/data-flow.types.ts';
import type { CardDeliveryValues } from '../session/drafts.ts';
import {
  buildPersonaFisicaPayload,
  type ConfirmarDatosFisicaPayload,
  type CardDelivery,
  type CardDeliveryInput,
  type PersonaFisicaForm,
  type PersonaFisicaFormInput,
  personaFisicaFormSchema,
} from './persona-fisica.schema.ts';

/** 'current': the step the request is on, as far as its record goes (/onboarding-empresas, /detalle). */
export type PersonaFisicaFlowStep = 'datos' | 'sucursal' | 'envioTarjeta' | 'current';

export interface PersonaFisicaInput extends DataFlowInput<PersonaFisicaFlowStep> {
  /** The user's day (YYYY-MM-DD) for the birth-date limit; today by default. */
  today?: string;
}

export interface PersonaFisicaContext extends DataFlowContext {
  today: string;
  requestedStep: PersonaFisicaFlowStep | null;
  formValues: PersonaFisicaFormInput | null;
  datos: PersonaFisicaForm | null;
  steps: Record<PersonaFisicaStep, StepStatus>;
  entrega: CardDelivery | null;
  /** What the card-delivery form starts from: its draft, else the delivery the flow holds; then typed. */
  cardDeliveryValues: CardDeliveryValues | null;
}

export type PersonaFisicaEvent =
  | DataFlowEvent<PersonaFisicaFormInput, PersonaFisicaFlowStep>
  | { type: 'entrega.change'; values: CardDeliveryValues }
  | { type: 'entrega.submit'; values: CardDeliveryInput };

export const parseDatos = (today: string, values: unknown): PersonaFisicaForm | null => {
  const parsed = v.safeParse(personaFisicaFormSchema(today), values);
  return parsed.success ? parsed.output : null;
};

/**
 * The whole application as far as it is known: the data, the branch and officer the server holds, the
 * card delivery once confirmed (or the one being confirmed).
 */
export const confirmInput = (
  context: PersonaFisicaContext,
  entrega: CardDelivery | null = context.progress.entrega ? context.entrega : null,
): ConfirmInput<ConfirmarDatosFisicaPayload> => ({
  idSolicitud: context.idSolicitud,
  payload: buildPersonaFisicaPayload({
    datos: context.datos as PersonaFisicaForm,
    seleccion: context.confirmada,
    entrega,
  }),
});

export const PERSONA_FISICA: DataFlowPersona<PersonaFisicaContext> = {
  tipo: 'fisica',
  draftStep: 'datosPf',
  pastBranch: ['envioTarjeta', 'current'],
  parseDatos: (context, values) => parseDatos(context.today, values),
  payload: (context) => confirmInput(context).payload,
  confirm: (idSolicitud, payload) =>
    confirmarDatosFisica(idSolicitud, payload as ConfirmarDatosFisicaPayload),
  // The delivery counts once the branch it goes with is confirmed.
  fromRecord: (context: PersonaFisicaContext, record: RequestRecord) => {
    const basics = recordBasics(record, recordToPersonaFisicaForm(record), context, (values) =>
      parseDatos(context.today, values),
    );
    const entrega = recordCardDelivery(record);
    const progress = { ...basics.progress, entrega: basics.confirmada !== null && entrega !== null };
    return { ...basics, entrega, progress, steps: personaFisicaSteps(progress) };
  },
  steps: personaFisicaSteps,
};
