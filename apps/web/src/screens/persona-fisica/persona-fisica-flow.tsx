// The persona física flow after the offer: one flow actor above /detalle/pf, /sucursal and
// /envio-tarjeta, so the data typed and the branch chosen survive moving between them. The actor
// renders the step it is in; the URL follows it (useFlowRoute), and a deep link or the back button
// asks it for the step of the new path (flow.goto), which it grants as far as the server allows.
import { PERSONA_FISICA_ROUTES, PERSONA_FISICA_STEP_BY_PATH } from '@alta/core/flow-routes';
import { personaFisicaMachine } from '@alta/core/persona-fisica/persona-fisica.machine';
import { readDraft, readPreseleccion } from '@alta/core/session/drafts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { SucursalScreen } from '../sucursal/sucursal-screen.tsx';
import { DatosPfScreen } from './datos-pf-screen.tsx';
import { EnvioTarjetaScreen } from './envio-tarjeta-screen.tsx';
import '../onboarding/data-form.css';
import { FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';

export type PersonaFisicaActor = ActorRefFrom<typeof personaFisicaMachine>;

const Flow = ({ idSolicitud }: { idSolicitud: string }) => {
  const [location] = useLocation();
  const actor = useActorRef(personaFisicaMachine, {
    // The home link's branch and officer, and a branch chosen but not confirmed before a reload.
    input: {
      idSolicitud,
      entry: PERSONA_FISICA_STEP_BY_PATH[location],
      preselected: readPreseleccion(),
      draftSeleccion: readDraft('sucursal', idSolicitud),
    },
  });
  useFlowRoute(actor, PERSONA_FISICA_ROUTES);
  useMachineToasts(actor);

  useEffect(() => {
    const step = PERSONA_FISICA_STEP_BY_PATH[location];
    if (step) actor.send({ type: 'flow.goto', step });
  }, [actor, location]);

  const view = useSelector(actor, (s) => {
    if (s.matches('datos')) return 'datos';
    if (s.matches('sucursal')) return 'sucursal';
    if (s.matches('envioTarjeta')) return 'envioTarjeta';
    if (s.matches('unavailable')) return 'unavailable';
    return 'loading';
  });

  if (view === 'datos') return <DatosPfScreen actor={actor} />;
  if (view === 'sucursal') return <PfSucursal actor={actor} />;
  if (view === 'envioTarjeta') return <EnvioTarjetaScreen actor={actor} />;
  if (view === 'unavailable')
    return (
      <FlowUnavailable
        message="No pudimos cargar tu solicitud en este momento."
        onRetry={() => actor.send({ type: 'flow.retry' })}
      />
    );
  return <FlowLoading />;
};

const PfSucursal = ({ actor }: { actor: PersonaFisicaActor }) => {
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

export const PersonaFisicaFlow = ({ idSolicitud }: { idSolicitud: string }) => (
  <Flow idSolicitud={idSolicitud} />
);
