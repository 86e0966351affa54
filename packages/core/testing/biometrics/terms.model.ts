// The terms machine's model: the documents (read, failed and stays, failed and leaves), ticking and
// unticking, accepting with a box unticked, the acceptance and its failure.
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { SESSION_EXPIRED_NOTICE } from '../../src/errors/catalogue.ts';
import { routeFor, TERMS_ROUTES } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import type { ModelSpec } from '../model-harness.ts';
import { TYCS } from './biometrics.fixtures.ts';
import { BIOMETRICS_MESSAGES } from '../../src/biometrics/identity-outcome.ts';
import { allTermsAccepted, termsMachine } from '../../src/biometrics/terms.machine.ts';

const RESUMEN = { productos: ['Cuenta Corriente en Pesos'], bonificacion: 100, plazo: 12 };

export const termsModel: ModelSpec<typeof termsMachine> = {
  machine: termsMachine,
  input: { idSolicitud: 'sol-5', nroDocumento: '23456789' },
  apiActors: { loadTerms: 'loadTerms', aceptarTyc: 'aceptarTyc' },
  events: [
    { type: 'xstate.done.actor.loadTerms', output: { tycs: TYCS, resumen: RESUMEN } },
    { type: 'xstate.error.actor.loadTerms', error: new ApiError(403, 'sesionExpirada', 'x') },
    { type: 'xstate.error.actor.loadTerms', error: new ApiError(404, 'SolicitudNoEncontrada', 'x') },
    { type: 'flow.retry' },
    { type: 'terms.toggle', index: 0, checked: true },
    { type: 'terms.toggle', index: 1, checked: true },
    { type: 'terms.toggle', index: 1, checked: false },
    { type: 'terms.accept' },
    { type: 'xstate.done.actor.aceptarTyc' },
    { type: 'xstate.error.actor.aceptarTyc', error: new ApiError(200, undefined, undefined) },
    { type: 'xstate.after.outcomeDelay.terms.leaving' },
  ],
  promises: {
    loading: (s, log) => {
      expect(log.calls.loadTerms?.at(-1)).toBe('sol-5');
      expect(routeFor(TERMS_ROUTES, s)).toBe(paths.biometricTerms);
    },
    unavailable: (_, log) =>
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE }),
    ready: (s, log) => {
      expect(s.context.accepted).toHaveLength(TYCS.length);
      expect(s.context.resumen).toEqual(RESUMEN);
      const last = log.emitted.at(-1);
      if (last?.type === 'toast' && last.message === BIOMETRICS_MESSAGES.termsNotAccepted) {
        expect(s.context.refused).toBe(true);
      }
      expect(allTermsAccepted(s.context.accepted) && s.context.refused && last === undefined).toBe(false);
    },
    accepting: (s, log) => {
      expect(s.context.accepted).toEqual([true, true]);
      expect(log.calls.aceptarTyc?.at(-1)).toEqual({ idSolicitud: 'sol-5', nroDocumento: '23456789' });
    },
    accepted: (s) => expect(s.output).toEqual({ accepted: true, outcome: null }),
    left: (s, log) => {
      expect(s.output?.accepted).toBe(false);
      const route = routeFor(TERMS_ROUTES, s);
      if (s.context.outcome?.toast?.message === BIOMETRICS_MESSAGES.termsAcceptFailed) {
        expect(route).toBe(paths.error);
        expect(log.emitted.at(-1)).toMatchObject({ message: 'Error al aceptar los terminos y condiciones' });
      } else {
        expect(route).toMatch(/^\/error-primary\//);
      }
    },
  },
};
