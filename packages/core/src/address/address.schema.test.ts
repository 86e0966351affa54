import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_GUARD_TOASTS,
  type AddressInput,
  addressGuardToast,
  addressSchema,
  addressValidationPayloadSchema,
  buildAddressValidationPayload,
  domicilioFiscalSchema,
  EMPTY_ADDRESS,
  toDomicilioEntrega,
  toDomicilioFiscal,
} from './address.schema.ts';

const valid: AddressInput = {
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  localidad: 'PALERMO',
  calle: 'Av. Santa Fe',
  numero: '3253',
  piso: '5',
  departamento: 'B',
  codigoPostal: 'C1425BGH',
};

const messagesFor = (patch: Partial<Record<keyof AddressInput, unknown>>, field: keyof AddressInput) => {
  const result = v.safeParse(addressSchema, { ...valid, ...patch });
  return result.success ? [] : result.issues.filter((i) => v.getDotPath(i) === field).map((i) => i.message);
};
const firstMessage = (patch: Partial<Record<keyof AddressInput, unknown>>, field: keyof AddressInput) =>
  messagesFor(patch, field)[0];

describe('address schema', () => {
  it('accepts a complete address and gives numbers for numero and piso, the postal code upper-cased', () => {
    expect(v.parse(addressSchema, { ...valid, codigoPostal: ' c1425bgh ' })).toEqual({
      provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
      localidad: 'PALERMO',
      calle: 'Av. Santa Fe',
      numero: 3253,
      piso: 5,
      departamento: 'B',
      codigoPostal: 'C1425BGH',
    });
  });

  it('defaults piso to 0 and departamento to empty', () => {
    const { piso, departamento, ...rest } = valid;
    expect(v.parse(addressSchema, rest)).toMatchObject({ piso: 0, departamento: '' });
    expect(v.parse(addressSchema, { ...valid, piso: '' })).toMatchObject({ piso: 0 });
    expect(v.parse(addressSchema, { ...valid, piso: 50, numero: 1 })).toMatchObject({ piso: 50, numero: 1 });
  });

  it('accepts both postal code formats: 4 digits, or a letter, 4 digits and 3 letters', () => {
    expect(v.safeParse(addressSchema, { ...valid, codigoPostal: '1425' }).success).toBe(true);
    expect(v.safeParse(addressSchema, { ...valid, codigoPostal: 'B1900ABC' }).success).toBe(true);
  });

  it.each<[Partial<Record<keyof AddressInput, unknown>>, keyof AddressInput, string]>([
    [{ provincia: 'X'.repeat(61) }, 'provincia', 'Limite excedido'],
    [{ localidad: '' }, 'localidad', 'La localidad es obligatoria'],
    [{ localidad: '   ' }, 'localidad', 'La localidad es obligatoria'],
    [{ localidad: undefined }, 'localidad', 'La localidad es obligatoria'],
    [{ calle: '' }, 'calle', 'La calle es obligatoria'],
    [{ calle: 'Sol' }, 'calle', 'Minimo (4) carácteres'],
    [{ calle: 'C'.repeat(61) }, 'calle', 'Limite excedido'],
    [{ numero: 'doce' }, 'numero', 'El número debe ser un valor numérico'],
    [{ numero: '' }, 'numero', 'El número debe ser un valor numérico'],
    [{ numero: '12.5' }, 'numero', 'El número debe ser un valor numérico'],
    [{ numero: '0' }, 'numero', 'Debe ser mayor o igual a 1'],
    [{ numero: -3 }, 'numero', 'Debe ser mayor o igual a 1'],
    [{ piso: '51' }, 'piso', 'Valor excedido'],
    [{ piso: 'PB' }, 'piso', 'El piso debe ser un valor numérico'],
    [{ departamento: '1234567' }, 'departamento', 'El departamento admite hasta 6 caracteres'],
    [{ codigoPostal: '' }, 'codigoPostal', 'El código postal es obligatorio'],
    [{ codigoPostal: 'C1425BGHX' }, 'codigoPostal', 'El máximo es de 8 caracteres'],
    [
      { codigoPostal: '14250' },
      'codigoPostal',
      'Debe estar compuesto por 4 dígitos u 8 caracteres alfanuméricos',
    ],
    [{ codigoPostal: 'ABCD' }, 'codigoPostal', 'El código postal ingresado es incorrecto'],
    [{ codigoPostal: '1425BGHX' }, 'codigoPostal', 'El código postal ingresado es incorrecto'],
  ])('%o gives %s the message %s first', (patch, field, message) => {
    expect(firstMessage(patch, field)).toBe(message);
  });

  it('starts empty', () => {
    expect(v.safeParse(addressSchema, EMPTY_ADDRESS).success).toBe(false);
  });
});

describe('the guard toasts before Validar domicilio', () => {
  it('toasts the first empty one of localidad, calle and código postal', () => {
    expect(addressGuardToast({ ...valid, localidad: '', calle: '', codigoPostal: '' })).toBe(
      'La localidad es un campo obligatorio',
    );
    expect(addressGuardToast({ ...valid, calle: ' ', codigoPostal: '' })).toBe(
      'La calle es un campo obligatorio',
    );
    expect(addressGuardToast({ ...valid, codigoPostal: '' })).toBe('El código postal es obligatorio');
    expect(addressGuardToast(valid)).toBeNull();
    expect(Object.values(ADDRESS_GUARD_TOASTS)).toHaveLength(3);
  });

  it('does not guard the other fields (the form shows their own messages)', () => {
    expect(addressGuardToast({ ...valid, numero: '', provincia: '' })).toBeNull();
  });
});

describe('address payloads', () => {
  const address = v.parse(addressSchema, valid);

  it('sends /validar-direccion numero as a string and pais and tipo as empty strings', () => {
    const payload = buildAddressValidationPayload(address);
    expect(payload).toEqual({
      calle: 'Av. Santa Fe',
      provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
      localidad: 'PALERMO',
      codigoPostal: 'C1425BGH',
      piso: 5,
      departamento: 'B',
      pais: '',
      tipo: '',
      numero: '3253',
    });
    expect(v.safeParse(addressValidationPayloadSchema, payload).success).toBe(true);
  });

  it('keeps empty departamento and piso 0 in the validation payload (only confirm payloads strip)', () => {
    const payload = buildAddressValidationPayload(
      v.parse(addressSchema, { ...valid, piso: '', departamento: '' }),
    );
    expect(payload).toMatchObject({ piso: 0, departamento: '', pais: '', tipo: '' });
  });

  it('refuses a validation payload with a country, a type or a numeric numero', () => {
    const payload = buildAddressValidationPayload(address);
    for (const patch of [{ pais: 'Argentina' }, { tipo: 'LEGAL' }, { numero: 3253 }, { extra: 1 }]) {
      expect(v.safeParse(addressValidationPayloadSchema, { ...payload, ...patch }).success).toBe(false);
    }
  });

  it('gives the legal address country Argentina and type LEGAL; the delivery one type ENTREGA', () => {
    expect(toDomicilioFiscal(address)).toEqual({
      provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
      localidad: 'PALERMO',
      calle: 'Av. Santa Fe',
      numero: 3253,
      piso: 5,
      departamento: 'B',
      codigoPostal: 'C1425BGH',
      pais: 'Argentina',
      tipo: 'LEGAL',
    });
    expect(toDomicilioEntrega(address)).toMatchObject({ pais: 'Argentina', tipo: 'ENTREGA' });
    expect(v.safeParse(domicilioFiscalSchema, toDomicilioFiscal(address)).success).toBe(true);
    expect(
      v.safeParse(domicilioFiscalSchema, { ...toDomicilioFiscal(address), pais: 'Uruguay' }).success,
    ).toBe(false);
  });
});
