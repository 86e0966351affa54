// The address machine's model: the guard toasts, a check that passes, one that fails and stays, one
// that leaves, and edits that undo a validation.
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { TECHNICAL_ERROR_MESSAGE } from '../../src/errors/catalogue.ts';
import { ADDRESS_ROUTES, routeFor } from '../../src/flow-routes.ts';
import type { ModelSpec } from '../model-harness.ts';
import { addressMachine } from '../../src/address/address.machine.ts';
import type { AddressInput } from '../../src/address/address.schema.ts';

const address: AddressInput = {
  provincia: 'BUENOS AIRES',
  localidad: 'LA PLATA',
  calle: 'Calle 7',
  numero: '1234',
  piso: '',
  departamento: '',
  codigoPostal: '1900',
};

export const addressModel: ModelSpec<typeof addressMachine> = {
  machine: addressMachine,
  apiActors: { validarDireccion: 'validarDireccion' },
  // The notice and the address make many snapshots of one behaviour; shortest paths reach them all.
  simplePaths: false,
  events: [
    { type: 'address.validate', values: address },
    { type: 'address.validate', values: { ...address, localidad: '' } },
    { type: 'address.validate', values: { ...address, calle: '' } },
    { type: 'address.validate', values: { ...address, codigoPostal: ' ' } },
    { type: 'address.validate', values: { ...address, numero: 'doce' } },
    { type: 'address.restore', values: address },
    { type: 'address.edit' },
    { type: 'xstate.done.actor.validarDireccion' },
    {
      type: 'xstate.error.actor.validarDireccion',
      error: new ApiError(400, 'ErrorDomicilioAltura', 'La altura no existe en la calle'),
    },
    { type: 'xstate.error.actor.validarDireccion', error: new ApiError(0, undefined, undefined) },
    { type: 'xstate.after.outcomeDelay.address.leaving' },
  ],
  promises: {
    unvalidated: (s, log) => {
      expect(s.context.address).toBeNull();
      expect(routeFor(ADDRESS_ROUTES, s)).toBeNull();
      const last = log.emitted.at(-1);
      if (s.context.notice) expect(last).toMatchObject({ type: 'toast', message: s.context.notice });
      if (last?.type === 'toast' && last.kind === 'error') {
        expect([
          'La localidad es un campo obligatorio',
          'La calle es un campo obligatorio',
          'El código postal es obligatorio',
          'La altura no existe en la calle',
        ]).toContain(last.message);
      }
    },
    validating: (s, log) => {
      expect(log.calls.validarDireccion?.at(-1)).toEqual({
        calle: 'Calle 7',
        provincia: 'BUENOS AIRES',
        localidad: 'LA PLATA',
        codigoPostal: '1900',
        piso: 0,
        departamento: '',
        pais: '',
        tipo: '',
        numero: '1234',
      });
      expect(s.context.address).toMatchObject({ numero: 1234 });
    },
    validated: (s, log) => {
      expect(s.context.address).toMatchObject({ calle: 'Calle 7', numero: 1234, piso: 0 });
      // A restore passes silently; each check that passed toasted the success message.
      const successes = log.emitted.filter((e) => e.type === 'toast' && e.kind === 'success');
      expect(successes.every((e) => e.message === 'Validación exitosa!')).toBe(true);
      expect(successes.length).toBeLessThanOrEqual(log.calls.validarDireccion?.length ?? 0);
      expect(s.context.notice).toBeNull();
    },
    left: (s) =>
      expect(routeFor(ADDRESS_ROUTES, s)).toBe(
        `/error-secondary/${encodeURIComponent(TECHNICAL_ERROR_MESSAGE)}`,
      ),
    failed: () => {
      throw new Error('failed is transient and must never be observed');
    },
  },
};
