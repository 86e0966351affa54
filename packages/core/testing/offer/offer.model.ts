// The offer machine's model: the summary, accepting it, and the two kinds of failure (one that
// leaves for the catalogue's route, one that keeps the user here to retry).
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { DEFAULT_ERROR_MESSAGE, SESSION_EXPIRED_NOTICE } from '../../src/errors/catalogue.ts';
import { OFFER_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import { setNroTributario } from '../../src/session/session-data.ts';
import type { ModelSpec } from '../model-harness.ts';
import { offerMachine } from '../../src/offer/offer.machine.ts';

const RESUMEN = { productos: ['Cuenta Corriente en Pesos'], bonificacion: 100, plazo: 12 };

export const offerModel: ModelSpec<typeof offerMachine> = {
  machine: offerMachine,
  input: { idSolicitud: 'sol-1' },
  apiActors: { getResumenProductos: 'getResumenProductos' },
  beforePath: () => setNroTributario('20-12345678-9'),
  events: [
    { type: 'xstate.done.actor.getResumenProductos', output: RESUMEN },
    { type: 'xstate.error.actor.getResumenProductos', error: new ApiError(404, 'OfertaNoEncontrada', 'x') },
    { type: 'xstate.error.actor.getResumenProductos', error: new ApiError(403, 'sesionExpirada', 'x') },
    { type: 'offer.accept' },
    { type: 'offer.retry' },
    { type: 'xstate.after.outcomeDelay.offer.leaving' },
  ],
  promises: {
    loading: (s, log) => {
      expect(log.calls.getResumenProductos?.at(-1)).toBe('sol-1');
      expect(routeFor(OFFER_ROUTES, s)).toBeNull();
    },
    ready: (s) => {
      expect(s.context.resumen).toEqual(RESUMEN);
      expect(routeFor(OFFER_ROUTES, s)).toBeNull();
    },
    accepted: (s) => expect(routeFor(OFFER_ROUTES, s)).toBe(paths.personaFisicaForm),
    unavailable: (s, log) => {
      expect(routeFor(OFFER_ROUTES, s)).toBeNull();
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE });
    },
    left: (s) => expect(routeFor(OFFER_ROUTES, s)).toBe(paths.errorPrimary(DEFAULT_ERROR_MESSAGE)),
  },
};
