// The start machine's model: the events a user and the sandbox can produce, and what each state promises.
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { START_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { getNroTributario } from '../../src/session/session-data.ts';
import { removeItem, STORAGE_KEYS } from '../../src/session/storage.ts';
import type { ModelSpec } from '../model-harness.ts';
import { startMachine } from '../../src/start/start.machine.ts';
import type { StartFormInput } from '../../src/start/start.schema.ts';

const form: StartFormInput = {
  nroTributario: '20-12345678-3',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  email: 'ana@empresa.com',
  nombres: 'Ana',
  apellidos: 'Paz',
  codigoArea: '11',
  telefono: '12345678',
};

export const startModel: ModelSpec<typeof startMachine> = {
  machine: startMachine,
  apiActors: { startRequest: 'startRequest' },
  beforePath: () => removeItem(STORAGE_KEYS.nroTributario),
  events: [
    { type: 'step.submit', values: form },
    { type: 'step.submit', values: { ...form, nroTributario: '123' } },
    { type: 'start.reset' },
    {
      type: 'xstate.done.actor.startRequest',
      output: { idSolicitud: 'sol-1', tipoPersona: 'PERSONA_FISICA' },
    },
    {
      type: 'xstate.error.actor.startRequest',
      error: new ApiError(400, 'ProvinciaError', 'Provincia inválida'),
    },
    { type: 'xstate.error.actor.startRequest', error: new ApiError(400, 'TelefonoIncorrecto', 'Teléfono') },
    { type: 'xstate.after.startSuccess.startRequest.started' },
    { type: 'xstate.after.outcomeDelay.startRequest.leaving' },
  ],
  promises: {
    form: (s) => {
      expect(routeFor(START_ROUTES, s)).toBe('/');
      if (s.context.outcome?.toast) expect(s.context.values).toEqual(form);
    },
    starting: (s, log) => {
      expect(routeFor(START_ROUTES, s)).toBe('/loading');
      expect(log.calls.startRequest?.at(-1)).toEqual({ ...form, codigoPais: '54' });
    },
    started: (s) => {
      expect(routeFor(START_ROUTES, s)).toBe('/loading');
      expect(getNroTributario()).toBe('20123456783');
    },
    codeEntry: (s) => expect(routeFor(START_ROUTES, s)).toBe('/getcode/sol-1'),
    leaving: (s) => expect(routeFor(START_ROUTES, s)).toBeNull(),
    left: (s) => expect(routeFor(START_ROUTES, s)).toBe('/'),
    failed: () => {
      throw new Error('failed is transient and must never be observed');
    },
  },
};
