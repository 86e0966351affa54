import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  buildPersonaFisicaPayload,
  confirmarDatosFisicaPayloadSchema,
  cardDeliverySchema,
  type PersonaFisicaFormInput,
  personaFisicaFormSchema,
} from './persona-fisica.schema.ts';

const TODAY = '2026-03-01';
const schema = personaFisicaFormSchema(TODAY);

const valid: PersonaFisicaFormInput = {
  nroTributario: '20-12345678-6',
  nombre: 'Juana María',
  apellido: 'Pérez Núñez',
  genero: 'F',
  estadoCivil: 'SOLTERO',
  fechaNacimiento: '1990-05-20',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  condicionIVA: 'MONOTRIBUTO',
  condicionGanancias: 'INSCRIPTO',
  domicilio: {
    provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
    localidad: 'PALERMO',
    calle: 'Av. Santa Fe',
    numero: '3253',
    piso: '',
    departamento: '',
    codigoPostal: 'C1425BGH',
  },
  pep: false,
  fatca: false,
  sujetoObligado: false,
};

const firstMessage = (patch: Partial<Record<keyof PersonaFisicaFormInput, unknown>>, field: string) => {
  const result = v.safeParse(schema, { ...valid, ...patch });
  return result.success ? undefined : result.issues.find((i) => v.getDotPath(i) === field)?.message;
};

describe('persona física form', () => {
  it('accepts a complete form; the toggles default to off', () => {
    const { pep, fatca, sujetoObligado, ...rest } = valid;
    expect(v.parse(schema, rest)).toMatchObject({ pep: false, fatca: false, sujetoObligado: false });
  });

  it.each<[Partial<Record<keyof PersonaFisicaFormInput, unknown>>, string, string]>([
    [{ nombre: 'Ana' }, 'nombre', 'Minimo de caracteres (4)'],
    [{ nombre: 'A'.repeat(37) }, 'nombre', 'Máximo de caracteres superado'],
    [{ nombre: 'Juana 2' }, 'nombre', 'Su nombre debe contener solo letras.'],
    [{ nombre: "D'Juana" }, 'nombre', 'Su nombre debe contener solo letras.'],
    [{ apellido: 'P' }, 'apellido', 'Minimo de caracteres (2)'],
    [{ apellido: 'P'.repeat(37) }, 'apellido', 'Máximo de caracteres superado'],
    [{ apellido: 'Pérez-Núñez' }, 'apellido', 'Su apellido debe contener solo letras.'],
    [{ apellido: 'Pérez  Núñez' }, 'apellido', 'Su apellido debe contener solo letras.'],
    [{ apellido: 'Pérez 2' }, 'apellido', 'Su apellido debe contener solo letras.'],
    [{ genero: '' }, 'genero', 'El campo genero es requerido.'],
    [{ estadoCivil: '' }, 'estadoCivil', 'El campo estado civil es requerido.'],
    [{ actividad: '' }, 'actividad', 'El campo actividad es requerido.'],
    [{ condicionGanancias: '' }, 'condicionGanancias', 'El campo condicion ganancias es requerido.'],
    [{ condicionIVA: undefined }, 'condicionIVA', 'El campo condicion iva es requerido.'],
    [{ nroTributario: '20-1234567-6' }, 'nroTributario', 'Debe seguir el formato CUIT'],
    [{ fechaNacimiento: '' }, 'fechaNacimiento', 'La fecha de nacimiento es requerida'],
    [{ fechaNacimiento: '1990-02-30' }, 'fechaNacimiento', 'Ingrese una fecha válida'],
    [
      { fechaNacimiento: '2026-03-02' },
      'fechaNacimiento',
      'La fecha de nacimiento no puede ser posterior a hoy',
    ],
    [{ domicilio: { ...valid.domicilio, calle: '' } }, 'domicilio.calle', 'La calle es obligatoria'],
  ])('%o gives %s the message %s', (patch, field, message) => {
    expect(firstMessage(patch, field)).toBe(message);
  });

  it('accepts accented names, commas and dots in the first name, dashes or not in the CUIT', () => {
    expect(
      v.safeParse(schema, { ...valid, nombre: 'José, Ángel Jr.', nroTributario: '20123456786' }).success,
    ).toBe(true);
  });

  it('takes the birth date up to today, inclusive', () => {
    expect(v.safeParse(schema, { ...valid, fechaNacimiento: TODAY }).success).toBe(true);
    expect(
      v.safeParse(personaFisicaFormSchema('2026-03-02'), { ...valid, fechaNacimiento: '2026-03-02' }).success,
    ).toBe(true);
  });
});

describe('card delivery', () => {
  it('is a pick-up at the branch, or a delivery to a valid address', () => {
    expect(v.parse(cardDeliverySchema, { retiroSucursal: true })).toEqual({ retiroSucursal: true });
    expect(
      v.parse(cardDeliverySchema, { retiroSucursal: false, domicilioEntrega: valid.domicilio }),
    ).toMatchObject({
      domicilioEntrega: { numero: 3253, piso: 0 },
    });
    expect(v.safeParse(cardDeliverySchema, { retiroSucursal: false }).success).toBe(false);
  });
});

describe('confirmar-datos-fisica payload', () => {
  const datos = v.parse(schema, valid);

  it('has the shape of journey §3 with the fixed values and no empty ones, before the branch', () => {
    const payload = buildPersonaFisicaPayload({ datos });
    expect(payload).toEqual({
      datosGenerales: {
        actividad: 'NEGOCIOS_Y_PROFESIONALES',
        nombre: 'Juana María',
        apellido: 'Pérez Núñez',
        fechaNacimiento: '1990-05-20',
        estadoCivil: 'SOLTERO',
        sexo: 'F',
        nacionalidad: 'Argentina',
        paisResidencia: 'Argentina',
      },
      datosRegulatorios: { fatca: false, pep: false, sujetoObligado: false },
      domicilioFiscal: {
        provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
        localidad: 'PALERMO',
        calle: 'Av. Santa Fe',
        numero: 3253,
        piso: 0,
        codigoPostal: 'C1425BGH',
        pais: 'Argentina',
        tipo: 'LEGAL',
      },
      ganancias: { situacion: 'INSCRIPTO' },
      iva: { situacion: 'MONOTRIBUTO' },
    });
    expect(v.safeParse(confirmarDatosFisicaPayloadSchema, payload).success).toBe(true);
  });

  it('adds the branch and officer, then the pick-up at the branch', () => {
    const seleccion = { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' };
    expect(buildPersonaFisicaPayload({ datos, seleccion }).datosGenerales).toMatchObject(seleccion);
    const payload = buildPersonaFisicaPayload({ datos, seleccion, entrega: { retiroSucursal: true } });
    expect(payload.retiroSucursal).toBe(true);
    expect(payload).not.toHaveProperty('domicilioEntrega');
    expect(v.safeParse(confirmarDatosFisicaPayloadSchema, payload).success).toBe(true);
  });

  it('sends a delivery address with retiroSucursal false', () => {
    const domicilioEntrega = v.parse(cardDeliverySchema, {
      retiroSucursal: false,
      domicilioEntrega: { ...valid.domicilio, piso: '3', departamento: 'A' },
    });
    const payload = buildPersonaFisicaPayload({ datos, entrega: domicilioEntrega });
    expect(payload.retiroSucursal).toBe(false);
    expect(payload.domicilioEntrega).toEqual({
      provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
      localidad: 'PALERMO',
      calle: 'Av. Santa Fe',
      numero: 3253,
      piso: 3,
      departamento: 'A',
      codigoPostal: 'C1425BGH',
      pais: 'Argentina',
      tipo: 'ENTREGA',
    });
    expect(v.safeParse(confirmarDatosFisicaPayloadSchema, payload).success).toBe(true);
  });

  it('keeps the declared flags as booleans', () => {
    const payload = buildPersonaFisicaPayload({ datos: { ...datos, pep: true } });
    expect(payload.datosRegulatorios).toEqual({ fatca: false, pep: true, sujetoObligado: false });
  });

  it('is refused by the server schema with a foreign nationality or an unknown field', () => {
    const payload = buildPersonaFisicaPayload({ datos });
    const foreign = { ...payload, datosGenerales: { ...payload.datosGenerales, nacionalidad: 'Chile' } };
    expect(v.safeParse(confirmarDatosFisicaPayloadSchema, foreign).success).toBe(false);
    expect(v.safeParse(confirmarDatosFisicaPayloadSchema, { ...payload, extra: 1 }).success).toBe(false);
  });
});
