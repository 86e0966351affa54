// The persona física flow after the offer: one flow actor above /detalle/pf, /sucursal and
// /envio-tarjeta, so the data typed and the branch chosen survive moving between them. The actor
// renders the step it is in; the URL follows it and a new path asks it for its step (data-flow.tsx).
import { PERSONA_FISICA_PAGES } from '@alta/core/flow-routes';
import { personaFisicaMachine } from '@alta/core/persona-fisica/persona-fisica.machine';
import type { ActorRefFrom } from 'xstate';
import { dataFlowPage } from '../onboarding/data-flow-view.tsx';
import { PersonaFisicaFormScreen } from './persona-fisica-form-screen.tsx';
import { CardDeliveryScreen } from './card-delivery-screen.tsx';

export type PersonaFisicaActor = ActorRefFrom<typeof personaFisicaMachine>;

export const PersonaFisicaFlow = dataFlowPage({
  machine: personaFisicaMachine,
  ...PERSONA_FISICA_PAGES,
  steps: {
    datos: (actor: PersonaFisicaActor) => <PersonaFisicaFormScreen actor={actor} />,
    envioTarjeta: (actor: PersonaFisicaActor) => <CardDeliveryScreen actor={actor} />,
  },
});
