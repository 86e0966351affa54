// The address block's 'Validar domicilio' (journey §2, §4, §5). One actor per block: the legal
// address of a data form, or the delivery address of /envio-tarjeta.
// unvalidated: the fields may be edited; 'Validar domicilio' sends address.validate with the values.
//   An empty localidad, calle or código postal toasts its guard message and nothing is called; other
//   invalid values call nothing either (the form shows the field's own message).
// validating: /validar-direccion is pending; an edit cancels it. Tagged busy (the button waits).
// validated (tag validated): 'Validación exitosa!' was shown; the data form may continue. Any edit of a field
//   (address.edit) makes it unvalidated again.
// failed → unvalidated: a toast-and-stay code (ErrorDomicilioCalle, ProvinciaError, …) toasts the
//   server's message; failed → leaving → left: any other catalogue error, as the catalogue says.
import * as v from 'valibot';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { validarDireccion } from '../api/domicilio.ts';
import { type Outcome, TOAST_MS } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import type { ToastEvent } from '../shared/toast.ts';
import {
  ADDRESS_VALIDATED_MESSAGE,
  type Address,
  type AddressInput,
  type AddressValidationPayload,
  addressGuardToast,
  addressSchema,
  buildAddressValidationPayload,
} from './address.schema.ts';

export interface AddressContext {
  /** The address being checked, or the one that passed; null while unvalidated. */
  address: Address | null;
  /** The last guard toast shown (the view may also show it by the block); cleared when a check starts. */
  notice: string | null;
  outcome: Outcome | null;
}

export type AddressEvent =
  | { type: 'address.validate'; values: Partial<AddressInput> }
  /** Any change to any field of the block. */
  | { type: 'address.edit' }
  /** A reload or a way back to a form whose address had already passed: no call, no toast. */
  | { type: 'address.restore'; values: AddressInput };

const parse = (values: unknown) => v.safeParse(addressSchema, values);

export const addressMachine = setup({
  types: {
    context: {} as AddressContext,
    events: {} as AddressEvent,
    emitted: {} as ToastEvent,
    tags: {} as 'busy' | 'validated',
  },
  actors: {
    validarDireccion: fromPromise<void, AddressValidationPayload>(({ input }) => validarDireccion(input)),
  },
  guards: {
    missingGuardedField: ({ event }) =>
      event.type === 'address.validate' && addressGuardToast(event.values) !== null,
    addressIsValid: ({ event }) =>
      (event.type === 'address.validate' || event.type === 'address.restore') && parse(event.values).success,
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    keepNotice: assign({
      notice: ({ event }) => (event.type === 'address.validate' ? addressGuardToast(event.values) : null),
    }),
    toastGuard: emit(({ context }) => ({
      type: 'toast' as const,
      kind: 'error' as const,
      message: context.notice ?? '',
      durationMs: TOAST_MS.error,
    })),
    keepAddress: assign({
      address: ({ event }) =>
        event.type === 'address.validate' || event.type === 'address.restore'
          ? (parse(event.values).output as Address)
          : null,
      notice: null,
      outcome: null,
    }),
    forgetAddress: assign({ address: null }),
    toastValidated: emit({
      type: 'toast',
      kind: 'success',
      message: ADDRESS_VALIDATED_MESSAGE,
      durationMs: TOAST_MS.success,
    } as const),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'address',
  initial: 'unvalidated',
  context: { address: null, notice: null, outcome: null },
  states: {
    unvalidated: {
      on: {
        'address.validate': [
          { guard: 'missingGuardedField', actions: ['keepNotice', 'toastGuard'] },
          { guard: 'addressIsValid', target: 'validating', actions: 'keepAddress' },
        ],
        'address.restore': { guard: 'addressIsValid', target: 'validated', actions: 'keepAddress' },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validarDireccion',
        src: 'validarDireccion',
        input: ({ context }) => buildAddressValidationPayload(context.address as Address),
        onDone: { target: 'validated', actions: 'toastValidated' },
        onError: {
          target: 'failed',
          actions: ['forgetAddress', { type: 'resolveOutcome', params: ({ event }) => event }],
        },
      },
      on: { 'address.edit': { target: 'unvalidated', actions: 'forgetAddress' } },
    },
    validated: {
      tags: ['validated'],
      on: { 'address.edit': { target: 'unvalidated', actions: 'forgetAddress' } },
    },
    failed: failedTo('unvalidated', 'leaving'),
    leaving: { after: { outcomeDelay: 'left' } },
    left: { type: 'final' },
  },
});

/** What a data form's submit carries: whether its address block passed. */
export const isAddressValidated = (snapshot: { matches: (state: 'validated') => boolean }): boolean =>
  snapshot.matches('validated');
