// The company flow after the offer: one flow actor above /detalle/pj and /sucursal; on to
// /integrantes once the branch is confirmed. Same bridge as the persona física flow (data-flow.tsx).
import {
  PERSONA_JURIDICA_PATH_EVENTS,
  PERSONA_JURIDICA_ROUTES,
  PERSONA_JURIDICA_STEP_BY_PATH,
} from '@alta/core/flow-routes';
import { personaJuridicaMachine } from '@alta/core/persona-juridica/persona-juridica.machine';
import { readPreseleccion } from '@alta/core/session/drafts';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { DataFlowStatus, useDataFlow, useFlowView } from '../onboarding/data-flow.tsx';
import { SucursalStep } from '../sucursal/sucursal-step.tsx';
import { DatosPjScreen } from './datos-pj-screen.tsx';
import '../onboarding/data-form.css';

export type PersonaJuridicaActor = ActorRefFrom<typeof personaJuridicaMachine>;

export const PersonaJuridicaFlow = ({ idSolicitud }: { idSolicitud: string }) => {
  const [location] = useLocation();
  // The home link's branch and officer; /sucursal's own draft is read by its step.
  const actor = useActorRef(personaJuridicaMachine, {
    input: { idSolicitud, entry: PERSONA_JURIDICA_STEP_BY_PATH[location], preselected: readPreseleccion() },
  });
  useDataFlow(actor, PERSONA_JURIDICA_ROUTES, PERSONA_JURIDICA_PATH_EVENTS);
  const view = useFlowView(actor);

  if (view === 'datos') return <DatosPjScreen actor={actor} />;
  if (view === 'sucursal') return <SucursalStep flow={actor} />;
  return <DataFlowStatus actor={actor} view={view} />;
};
