// The configuration reader's model: the lists, a failure that keeps the user on the page to retry
// (an expired session), and one that leaves for the catalogue's route (a technical error).
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { SESSION_EXPIRED_NOTICE, TECHNICAL_ERROR_MESSAGE } from '../../src/errors/catalogue.ts';
import { CONFIGURACION_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import type { ModelSpec } from '../model-harness.ts';
import { configuracionMachine } from '../../src/configuracion/configuracion.machine.ts';

const CONFIGURACION = {
  cantidadIntegrantes: 5,
  porcentajeIntegrantes: 51,
  provincias: ['JUJUY'],
  personaFisica: { actividad: [], sexo: [], estadoCivil: [], situacionIVA: [], situacionGanancias: [] },
  personaJuridica: { actividad: [], tipoSocietario: [], situacionIVA: [], situacionGanancias: [] },
};

export const configuracionModel: ModelSpec<typeof configuracionMachine> = {
  machine: configuracionMachine,
  apiActors: { getConfiguracion: 'getConfiguracion' },
  events: [
    { type: 'xstate.done.actor.getConfiguracion', output: CONFIGURACION },
    { type: 'xstate.error.actor.getConfiguracion', error: new ApiError(403, 'sesionExpirada', 'x') },
    { type: 'xstate.error.actor.getConfiguracion', error: new ApiError(0, undefined, undefined) },
    { type: 'flow.retry' },
    { type: 'xstate.after.outcomeDelay.configuracion.leaving' },
  ],
  promises: {
    loading: (s) => {
      expect(s.hasTag('busy')).toBe(true);
      expect(routeFor(CONFIGURACION_ROUTES, s)).toBeNull();
    },
    ready: (s) => {
      expect(s.context.configuracion).toEqual(CONFIGURACION);
      expect(s.context.outcome).toBeNull();
    },
    unavailable: (s, log) => {
      // Journey §8: the expired session's notice; the page stays and offers the retry.
      expect(s.hasTag('unavailable')).toBe(true);
      expect(routeFor(CONFIGURACION_ROUTES, s)).toBeNull();
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE });
    },
    leaving: (s) => expect(s.hasTag('busy')).toBe(true),
    left: (s) =>
      expect(routeFor(CONFIGURACION_ROUTES, s)).toBe(paths.errorSecondary(TECHNICAL_ERROR_MESSAGE)),
  },
};
