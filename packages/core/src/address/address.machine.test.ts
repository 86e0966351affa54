import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import type { ToastEvent } from '../shared/toast.ts';
import { addressMachine, isAddressValidated } from './address.machine.ts';
import type { AddressInput, AddressValidationPayload } from './address.schema.ts';
import { stateTags } from '../../testing/state-tags.ts';

const address: AddressInput = {
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  localidad: 'PALERMO',
  calle: 'Av. Santa Fe',
  numero: '3253',
  piso: '5',
  departamento: 'B',
  codigoPostal: 'c1425bgh',
};

const start = (answer: () => Promise<void>) => {
  const calls: AddressValidationPayload[] = [];
  const actor = createActor(
    addressMachine.provide({
      actors: {
        validarDireccion: fromPromise<void, AddressValidationPayload>(({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
  );
  const toasts: ToastEvent[] = [];
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, calls, toasts };
};

describe('addressMachine', () => {
  it('validates: calls with the payload, toasts success, and the data form may continue', async () => {
    const { actor, calls, toasts } = start(async () => {});
    actor.send({ type: 'address.validate', values: address });
    await waitFor(actor, (s) => s.matches('validated'));
    expect(calls).toEqual([
      {
        calle: 'Av. Santa Fe',
        provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
        localidad: 'PALERMO',
        codigoPostal: 'C1425BGH',
        piso: 5,
        departamento: 'B',
        pais: '',
        tipo: '',
        numero: '3253',
      },
    ]);
    expect(toasts).toEqual([
      { type: 'toast', kind: 'success', message: 'Validación exitosa!', durationMs: 2000 },
    ]);
    expect(isAddressValidated(actor.getSnapshot())).toBe(true);
  });

  it('any edit makes a validated address unvalidated again', async () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'address.validate', values: address });
    await waitFor(actor, (s) => s.matches('validated'));
    actor.send({ type: 'address.edit' });
    expect(isAddressValidated(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.address).toBeNull();
  });

  it.each([
    [{ localidad: '' }, 'La localidad es un campo obligatorio'],
    [{ localidad: '', calle: '' }, 'La localidad es un campo obligatorio'],
    [{ calle: '' }, 'La calle es un campo obligatorio'],
    [{ codigoPostal: '' }, 'El código postal es obligatorio'],
  ])('guards %o with the toast %s and calls nothing', (patch, message) => {
    const { actor, calls, toasts } = start(async () => {});
    actor.send({ type: 'address.validate', values: { ...address, ...patch } });
    expect(actor.getSnapshot().value).toBe('unvalidated');
    expect(calls).toEqual([]);
    expect(toasts.map((t) => t.message)).toEqual([message]);
  });

  it('calls nothing for an address the form would refuse', () => {
    const { actor, calls, toasts } = start(async () => {});
    actor.send({ type: 'address.validate', values: { ...address, numero: '0' } });
    expect(actor.getSnapshot().value).toBe('unvalidated');
    expect(calls).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('a failure toasts the server message and goes back to unvalidated', async () => {
    const { actor, toasts } = start(async () => {
      throw new ApiError(400, 'ErrorDomicilioCalle', 'La calle ingresada no existe en la localidad');
    });
    actor.send({ type: 'address.validate', values: address });
    await waitFor(actor, (s) => s.matches('unvalidated'));
    expect(toasts.map((t) => t.message)).toEqual(['La calle ingresada no existe en la localidad']);
    expect(isAddressValidated(actor.getSnapshot())).toBe(false);
  });

  it('an edit while checking drops the pending answer', async () => {
    let resolve: () => void = () => {};
    const { actor, toasts } = start(() => new Promise<void>((r) => (resolve = r)));
    actor.send({ type: 'address.validate', values: address });
    actor.send({ type: 'address.edit' });
    resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('unvalidated');
    expect(toasts).toEqual([]);
  });

  it('restores a previously validated address without calling or toasting', () => {
    const { actor, calls, toasts } = start(async () => {});
    actor.send({ type: 'address.restore', values: address });
    expect(isAddressValidated(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([]);
    expect(toasts).toEqual([]);
  });
});

describe('addressMachine tags', () => {
  it('busy while the address is validated, validated once it passed', () => {
    expect(stateTags(addressMachine)).toEqual({ validating: ['busy'], validated: ['validated'] });
  });
});
