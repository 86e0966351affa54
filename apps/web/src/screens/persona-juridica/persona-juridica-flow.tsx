// The company flow after the offer: one flow actor above /detalle/pj and /sucursal; on to
// /integrantes once the branch is confirmed. Same bridge as the persona física flow.
import { PERSONA_JURIDICA_ROUTES, PERSONA_JURIDICA_STEP_BY_PATH } from '@alta/core/flow-routes';
import { personaJuridicaMachine } from '@alta/core/persona-juridica/persona-juridica.machine';
import { readDraft, readPreseleccion } from '@alta/core/session/drafts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { SucursalScreen } from '../sucursal/sucursal-screen.tsx';
import { DatosPjScreen } from './datos-pj-screen.tsx';
import '../onboarding/data-form.css';
import { FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';

export type PersonaJuridicaActor = ActorRefFrom<typeof personaJuridicaMachine>;

const PjSucursal = ({ actor }: { actor: PersonaJuridicaActor }) => {
  const sucursales = useSelector(actor, (s) => s.context.sucursales);
  const oficiales = useSelector(actor, (s) => s.context.oficiales);
  const seleccion = useSelector(actor, (s) => s.context.seleccion);
  const loadingSucursales = useSelector(actor, (s) => s.matches({ sucursal: 'loadingSucursales' }));
  const loadingOficiales = useSelector(actor, (s) => s.matches({ sucursal: 'loadingOficiales' }));
  const confirming = useSelector(actor, (s) => s.matches({ sucursal: 'confirming' }));
  return (
    <SucursalScreen
      sucursales={sucursales}
      oficiales={oficiales}
      seleccion={seleccion}
      loadingSucursales={loadingSucursales}
      loadingOficiales={loadingOficiales}
      confirming={confirming}
      onSelectSucursal={(codigo) => actor.send({ type: 'sucursal.select', codigo })}
      onSelectOficial={(codigo) => actor.send({ type: 'oficial.select', codigo })}
      onSubmit={() => actor.send({ type: 'sucursal.submit' })}
    />
  );
};

export const PersonaJuridicaFlow = ({ idSolicitud }: { idSolicitud: string }) => {
  const [location] = useLocation();
  const actor = useActorRef(personaJuridicaMachine, {
    // The home link's branch and officer, and a branch chosen but not confirmed before a reload.
    input: {
      idSolicitud,
      entry: PERSONA_JURIDICA_STEP_BY_PATH[location],
      preselected: readPreseleccion(),
      draftSeleccion: readDraft('sucursal', idSolicitud),
    },
  });
  useFlowRoute(actor, PERSONA_JURIDICA_ROUTES);
  useMachineToasts(actor);

  useEffect(() => {
    const step = PERSONA_JURIDICA_STEP_BY_PATH[location];
    if (step) actor.send({ type: 'flow.goto', step });
  }, [actor, location]);

  const view = useSelector(actor, (s) => {
    if (s.matches('datos')) return 'datos';
    if (s.matches('sucursal')) return 'sucursal';
    if (s.matches('unavailable')) return 'unavailable';
    return 'loading';
  });

  if (view === 'datos') return <DatosPjScreen actor={actor} />;
  if (view === 'sucursal') return <PjSucursal actor={actor} />;
  if (view === 'unavailable')
    return (
      <FlowUnavailable
        message="No pudimos cargar tu solicitud en este momento."
        onRetry={() => actor.send({ type: 'flow.retry' })}
      />
    );
  return <FlowLoading />;
};
