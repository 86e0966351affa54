// POST /validar-direccion: the deterministic rules of docs/sandbox.md.
import { addressSchema, buildAddressValidationPayload } from '@alta/core/address/address.schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorOf, setup } from '../../testing/test-helpers.ts';

const payload = (patch: Record<string, unknown> = {}) => ({
  calle: 'Av. Santa Fe',
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  localidad: 'PALERMO',
  codigoPostal: 'C1425BGH',
  piso: 5,
  departamento: 'B',
  pais: '',
  tipo: '',
  numero: '3253',
  ...patch,
});

describe('POST /validar-direccion', () => {
  it.each([
    ['a CABA address with its CPA', payload()],
    ['a CABA address with 4 digits', payload({ codigoPostal: '1425' })],
    [
      'Buenos Aires with 4 digits',
      payload({ provincia: 'BUENOS AIRES', localidad: 'La Plata', codigoPostal: '1900' }),
    ],
    [
      'Córdoba with accents and its CPA',
      payload({ provincia: 'Córdoba', localidad: 'Córdoba', codigoPostal: 'x5000abc' }),
    ],
  ])('answers 200 for %s', async (_, body) => {
    const { call, login } = setup();
    const { bearer } = await login();
    const res = await call('POST', '/validar-direccion', { body, headers: bearer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it("accepts what core's payload builder sends", async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    const address = v.parse(addressSchema, {
      provincia: 'SANTA FE',
      localidad: 'ROSARIO',
      calle: 'Córdoba',
      numero: '1400',
      codigoPostal: 'S2000ABC',
    });
    const res = await call('POST', '/validar-direccion', {
      body: buildAddressValidationPayload(address),
      headers: bearer,
    });
    expect(res.status).toBe(200);
  });

  it.each([
    [{ provincia: '' }, 'provincia_requerido', 'La provincia es obligatoria'],
    [{ provincia: 'MONTEVIDEO' }, 'ProvinciaError', 'La provincia ingresada no es válida'],
    [
      { localidad: 'PALERMO INEXISTENTE' },
      'ErrorDomicilioLocalidad',
      'La localidad ingresada no existe en la provincia',
    ],
    [{ localidad: 'B1' }, 'ErrorDomicilioLocalidad', 'La localidad ingresada no existe en la provincia'],
    [{ calle: 'Calle Inexistente' }, 'ErrorDomicilioCalle', 'La calle ingresada no existe en la localidad'],
    [{ calle: '1234' }, 'ErrorDomicilioCalle', 'La calle ingresada no existe en la localidad'],
    [{ calle: 'Sol' }, 'ErrorDomicilioCalle', 'La calle ingresada no existe en la localidad'],
    [{ numero: '20000' }, 'ErrorDomicilioAltura', 'La altura ingresada no existe en la calle'],
    [{ numero: '0' }, 'ErrorDomicilioAltura', 'La altura ingresada no existe en la calle'],
    [{ numero: '12b' }, 'ErrorDomicilioAltura', 'La altura ingresada no existe en la calle'],
    [{ codigoPostal: 'B1900ABC' }, 'ErrorDomicilio', 'El código postal no corresponde a la provincia'],
    [{ codigoPostal: '1900' }, 'ErrorDomicilio', 'El código postal no corresponde a la provincia'],
    [{ codigoPostal: '19000' }, 'ErrorDomicilio', 'El código postal no corresponde a la provincia'],
    [{ piso: 51 }, 'ErrorDomicilio', 'El piso o el departamento no son válidos'],
    [{ departamento: '1234567' }, 'ErrorDomicilio', 'El piso o el departamento no son válidos'],
  ])('%o answers 400 %s', async (patch, errorCode, errorMessage) => {
    const { call, login } = setup();
    const { bearer } = await login();
    const res = await call('POST', '/validar-direccion', { body: payload(patch), headers: bearer });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode, errorMessage });
  });

  it('checks the body with core schema: pais and tipo empty, numero a string, nothing else', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    for (const patch of [{ pais: 'Argentina' }, { tipo: 'LEGAL' }, { numero: 3253 }, { otro: 1 }]) {
      const res = await call('POST', '/validar-direccion', { body: payload(patch), headers: bearer });
      expect(res.status).toBe(400);
      expect((await errorOf(res))?.errorCode).toBe('ErrorValidacion');
    }
  });

  it('needs the bearer', async () => {
    const { call } = setup();
    expect((await call('POST', '/validar-direccion', { body: payload() })).status).toBe(403);
  });
});
