// The option lists of the data forms (GET /configuracion), fetched once per page load and shared by
// every screen that needs them. A failure lets the screen offer a retry.
import { type Configuracion, getConfiguracion } from '@alta/core/api/configuracion';
import { useCallback, useEffect, useState } from 'react';

let pending: Promise<Configuracion> | null = null;

const load = (): Promise<Configuracion> => {
  pending ??= getConfiguracion().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
};

export type ConfiguracionState =
  | { status: 'loading' }
  | { status: 'ready'; configuracion: Configuracion }
  | { status: 'failed' };

export const useConfiguracion = (): ConfiguracionState & { retry: () => void } => {
  const [state, setState] = useState<ConfiguracionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    if (attempt > 0) setState({ status: 'loading' });
    load().then(
      (configuracion) => live && setState({ status: 'ready', configuracion }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
};
