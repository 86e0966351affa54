// The calls of the data forms, the branch step and the card delivery, against a fake fetch.
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { addressSchema, buildAddressValidationPayload } from '../address/address.schema.ts';
import {
  buildPersonaFisicaPayload,
  personaFisicaFormSchema,
} from '../persona-fisica/persona-fisica.schema.ts';
import {
  buildPersonaJuridicaPayload,
  personaJuridicaFormSchema,
} from '../persona-juridica/persona-juridica.schema.ts';
import { setToken } from '../session/session-data.ts';
import { ApiError } from './api-error.ts';
import { configureApi } from './client.ts';
import { confirmarDatosFisica, confirmarDatosJuridica } from './confirmar-datos.ts';
import { validarDireccion } from './domicilio.ts';
import { getOficiales, getSucursales } from './sucursales.ts';

const BASE = 'http://localhost:8090/onboarding-empresas/v1';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, errorCode: string, errorMessage = 'x') =>
  json({ error: [{ errorCode, errorMessage }] }, status);

let seen: Request[];
let answers: Array<Response | Error>;

beforeEach(() => {
  seen = [];
  answers = [];
  setToken('jwt-1');
  configureApi({
    baseUrl: BASE,
    readCookies: () => '',
    fetch: async (input, init) => {
      seen.push(new Request(input, init));
      const next = answers.shift() ?? json({});
      if (next instanceof Error) throw next;
      return next;
    },
  });
});

const SUCURSAL = {
  banco: 'Banco Pampa Sur',
  codigo: '001',
  domicilio: 'Av. Santa Fe 3253',
  especializacion: 'Pymes',
  horario: 'Lunes a viernes de 10 a 15 hs',
  latitud: -34.588,
  longitud: -58.41,
  nombre: 'Palermo',
  partido: 'COMUNA 14',
  localidad: 'PALERMO',
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  telefono: '011 4000-0001',
};

describe('getSucursales', () => {
  it('asks with the province and locality and the bearer', async () => {
    answers.push(json({ sucursales: [SUCURSAL] }));
    expect(
      await getSucursales({ provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES', localidad: 'PALERMO' }),
    ).toEqual([SUCURSAL]);
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/onboarding-empresas/v1/sucursales');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
      localidad: 'PALERMO',
    });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('fails with the server code and message, for the catalogue (journey §8)', async () => {
    answers.push(failure(404, 'SucursalesNoEncontradas', 'No hay sucursales en X'));
    await expect(getSucursales({ provincia: 'JUJUY', localidad: 'X' })).rejects.toMatchObject({
      code: 'SucursalesNoEncontradas',
      serverMessage: 'No hay sucursales en X',
    });
  });

  it.each([
    ['a technical failure', new TypeError('Failed to fetch')],
    ['an answer of another shape', json({ sucursales: [{ codigo: 1 }] })],
  ])('fails without a code on %s', async (_, answer) => {
    answers.push(answer);
    await expect(getSucursales({ provincia: 'JUJUY', localidad: 'X' })).rejects.toMatchObject({
      code: undefined,
    });
  });
});

describe('getOficiales', () => {
  it('reads the officers of a branch', async () => {
    const oficial = {
      codigo: 'OF-001-1',
      nombre: 'Laura',
      apellido: 'Gómez',
      email: 'lgomez@bancoalta.com.ar',
    };
    answers.push(json({ oficiales: [oficial] }));
    expect(await getOficiales('001')).toEqual([oficial]);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/onboarding-empresas/v1/sucursales/001/oficiales');
  });

  it('fails with the server code', async () => {
    answers.push(failure(404, 'SucursalesNoEncontradas', 'No hay'));
    await expect(getOficiales('999')).rejects.toMatchObject({
      code: 'SucursalesNoEncontradas',
      serverMessage: 'No hay',
    });
  });
});

const address = v.parse(addressSchema, {
  provincia: 'BUENOS AIRES',
  localidad: 'LA PLATA',
  calle: 'Calle 7',
  numero: '1234',
  codigoPostal: '1900',
});

describe('validarDireccion', () => {
  it('posts the validation payload and resolves on any 2xx', async () => {
    answers.push(new Response(null, { status: 204 }));
    await validarDireccion(buildAddressValidationPayload(address));
    expect(seen[0]?.method).toBe('POST');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/onboarding-empresas/v1/validar-direccion');
    expect(await seen[0]?.json()).toEqual({
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
  });

  it('fails with the catalogue code', async () => {
    answers.push(failure(400, 'ErrorDomicilioCalle', 'La calle no existe'));
    const error = await validarDireccion(buildAddressValidationPayload(address)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'ErrorDomicilioCalle',
      serverMessage: 'La calle no existe',
    });
  });
});

describe('confirmar-datos', () => {
  it('posts the persona física payload under the request', async () => {
    const datos = v.parse(personaFisicaFormSchema('2026-03-01'), {
      nroTributario: '20123456786',
      nombre: 'Juana',
      apellido: 'Pérez',
      genero: 'F',
      estadoCivil: 'SOLTERO',
      fechaNacimiento: '1990-05-20',
      actividad: 'NEGOCIOS_Y_PROFESIONALES',
      condicionIVA: 'MONOTRIBUTO',
      condicionGanancias: 'INSCRIPTO',
      domicilio: address,
    });
    const payload = buildPersonaFisicaPayload({ datos, entrega: { retiroSucursal: true } });
    await confirmarDatosFisica('sol 1', payload);
    expect(new URL(seen[0]?.url ?? '').pathname).toBe(
      '/onboarding-empresas/v1/solicitud/sol%201/confirmar-datos-fisica',
    );
    expect(await seen[0]?.json()).toEqual(payload);
  });

  it('posts the company payload under the request and fails with the server code', async () => {
    const datos = v.parse(personaJuridicaFormSchema, {
      nroTributario: '30712345678',
      razonSocial: 'EMPRESA',
      nombreFantasia: 'Fantasía',
      actividad: 'AGRO_NYP',
      tipoSociedad: 'SA',
      condicionIVA: 'EXENTO',
      condicionGanancias: 'EXENTO',
      facturacion: '100',
      domicilio: address,
    });
    const payload = buildPersonaJuridicaPayload({ datos });
    answers.push(failure(500, 'ErrorTecnico'));
    await expect(confirmarDatosJuridica('sol-2', payload)).rejects.toMatchObject({ code: 'ErrorTecnico' });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe(
      '/onboarding-empresas/v1/solicitud/sol-2/confirmar-datos-juridica',
    );
    expect(await seen[0]?.json()).toEqual(payload);
  });
});
