// The option lists of the data forms and the card-delivery step: core's configuracion machine (one
// read per page load, a failure through the catalogue: a technical error leaves for /error-secondary,
// an expired session stays with the retry). The URL follows the machine as on every flow.
import type { Configuracion } from '@alta/core/api/configuracion';
import { configuracionMachine } from '@alta/core/configuracion/configuracion.machine';
import { CONFIGURACION_ROUTES } from '@alta/core/flow-routes';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useFlowRoute } from '../app/use-flow-route.ts';
import { useMachineToasts } from '../shell/toaster.tsx';

export type ConfiguracionState =
  | { status: 'loading' }
  | { status: 'ready'; configuracion: Configuracion }
  | { status: 'unavailable' };

export const useConfiguracion = (): ConfiguracionState & { retry: () => void } => {
  const actor = useActorRef(configuracionMachine);
  useFlowRoute(actor, CONFIGURACION_ROUTES);
  useMachineToasts(actor);
  const configuracion = useSelector(actor, (s) => s.context.configuracion);
  const unavailable = useSelector(actor, (s) => s.hasTag('unavailable'));
  const retry = useCallback(() => actor.send({ type: 'flow.retry' }), [actor]);
  if (configuracion) return { status: 'ready', configuracion, retry };
  return { status: unavailable ? 'unavailable' : 'loading', retry };
};
