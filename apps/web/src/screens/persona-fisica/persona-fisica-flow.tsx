// The persona física flow after the offer: one flow actor above /detalle/pf, /sucursal and
// /envio-tarjeta, so the data typed and the branch chosen survive moving between them. The actor
// renders the step it is in; the URL follows it and a new path asks it for its step (data-flow.tsx).
import {
  PERSONA_FISICA_PATH_EVENTS,
  PERSONA_FISICA_ROUTES,
  PERSONA_FISICA_STEP_BY_PATH,
} from '@alta/core/flow-routes';
import { personaFisicaMachine } from '@alta/core/persona-fisica/persona-fisica.machine';
import { readPreseleccion } from '@alta/core/session/drafts';
import { useActorRef } from '@xstate/react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { DataFlowStatus, useDataFlow, useFlowView } from '../onboarding/data-flow.tsx';
import { SucursalStep } from '../sucursal/sucursal-step.tsx';
import { DatosPfScreen } from './datos-pf-screen.tsx';
import { EnvioTarjetaScreen } from './envio-tarjeta-screen.tsx';
import '../onboarding/data-form.css';

export type PersonaFisicaActor = ActorRefFrom<typeof personaFisicaMachine>;

export const PersonaFisicaFlow = ({ idSolicitud }: { idSolicitud: string }) => {
  const [location] = useLocation();
  // The home link's branch and officer; /sucursal's own draft is read by its step.
  const actor = useActorRef(personaFisicaMachine, {
    input: { idSolicitud, entry: PERSONA_FISICA_STEP_BY_PATH[location], preselected: readPreseleccion() },
  });
  useDataFlow(actor, PERSONA_FISICA_ROUTES, PERSONA_FISICA_PATH_EVENTS);
  const view = useFlowView(actor);

  if (view === 'datos') return <DatosPfScreen actor={actor} />;
  if (view === 'sucursal') return <SucursalStep flow={actor} />;
  if (view === 'envioTarjeta') return <EnvioTarjetaScreen actor={actor} />;
  return <DataFlowStatus actor={actor} view={view} />;
};
