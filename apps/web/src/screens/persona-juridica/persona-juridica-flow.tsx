// The company flow after the offer: one flow actor above /detalle/pj and /sucursal; on to
// /integrantes once the branch is confirmed. The same pages and bridge as the persona física flow
// (data-flow-view.tsx), with the company's form.
import { PERSONA_JURIDICA_PAGES } from '@alta/core/flow-routes';
import { personaJuridicaMachine } from '@alta/core/persona-juridica/persona-juridica.machine';
import type { ActorRefFrom } from 'xstate';
import { dataFlowPage } from '../onboarding/data-flow-view.tsx';
import { PersonaJuridicaFormScreen } from './persona-juridica-form-screen.tsx';

export type PersonaJuridicaActor = ActorRefFrom<typeof personaJuridicaMachine>;

export const PersonaJuridicaFlow = dataFlowPage({
  machine: personaJuridicaMachine,
  ...PERSONA_JURIDICA_PAGES,
  steps: { datos: (actor: PersonaJuridicaActor) => <PersonaJuridicaFormScreen actor={actor} /> },
});
