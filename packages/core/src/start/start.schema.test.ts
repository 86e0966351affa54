import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { otpFormSchema } from '../otp/otp.schema.ts';
import { resumeFormSchema } from '../resume/resume.schema.ts';
import { phoneLimits, type StartFormInput, startFormSchema } from './start.schema.ts';

const valid: StartFormInput = {
  nroTributario: '20-12345678-3',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  email: 'ana@empresa.com',
  nombres: 'Ana María',
  apellidos: "D'Angelo-Pérez",
  codigoArea: '11',
  telefono: '12345678',
};

/** The messages valibot reports for one field, for a form that is valid except for `patch`. */
const messagesFor = (patch: Partial<StartFormInput>, field: string) => {
  const result = v.safeParse(startFormSchema, { ...valid, ...patch });
  return result.success ? [] : result.issues.filter((i) => v.getDotPath(i) === field).map((i) => i.message);
};

describe('start form', () => {
  it('accepts a complete form, with or without dashes in the CUIT, and defaults the country code to 54', () => {
    const parsed = v.parse(startFormSchema, valid);
    expect(parsed.codigoPais).toBe('54');
    expect(v.safeParse(startFormSchema, { ...valid, nroTributario: '20123456783' }).success).toBe(true);
  });

  it.each([
    [{ nroTributario: '20-1234-3' }, 'nroTributario', 'Debe seguir el formato CUIT'],
    [{ nroTributario: 'ab-12345678-3' }, 'nroTributario', 'Debe seguir el formato CUIT'],
    [{ actividad: '' }, 'actividad', 'El campo actividad es requerido.'],
    [{ email: 'no-es-mail' }, 'email', 'Ingrese un email válido'],
    [{ email: `${'a'.repeat(45)}@b.com` }, 'email', 'El email no puede superar los 50 caracteres'],
    [{ nombres: 'A' }, 'nombres', 'Minimo de caracteres (2)'],
    [{ nombres: 'Ana3' }, 'nombres', 'Su nombre debe contener solo letras.'],
    [{ apellidos: 'P3rez' }, 'apellidos', 'Su apellido debe contener solo letras.'],
    [{ nombres: 'A'.repeat(51) }, 'nombres', 'Máximo de caracteres superado'],
    [{ codigoArea: '1' }, 'codigoArea', 'Ingrese al menos (2) dígitos'],
    [{ codigoArea: '11234' }, 'codigoArea', 'Ingrese máximo (4) dígitos'],
    [{ codigoArea: '011' }, 'codigoArea', 'Sin ceros al inicio'],
    [{ telefono: '12a45678' }, 'telefono', 'Sólo números'],
  ])('%o gives %s the message %s', (patch, field, message) => {
    expect(messagesFor(patch, field)).toContain(message);
  });

  it('sizes the phone by the area code: 10 digits in all, the minimum one less', () => {
    expect(phoneLimits('11')).toEqual({ max: 8, min: 7 });
    expect(phoneLimits('2966')).toEqual({ max: 6, min: 5 });
    expect(messagesFor({ codigoArea: '2966', telefono: '1234567' }, 'telefono')).toEqual([
      'Celular demasiado largo',
    ]);
    expect(messagesFor({ codigoArea: '11', telefono: '123456' }, 'telefono')).toEqual(['Celular incompleto']);
    expect(v.safeParse(startFormSchema, { ...valid, codigoArea: '2966', telefono: '12345' }).success).toBe(
      true,
    );
  });
});

describe('resume form', () => {
  it.each(['20-12345678-3', '20123456783', '2012345678-3'])('accepts %s', (cuit) => {
    expect(v.safeParse(resumeFormSchema, { cuit }).success).toBe(true);
  });
  it.each(['2012345678', '20-123456789-3', 'veinte', ''])('refuses %s with the spec message', (cuit) => {
    const result = v.safeParse(resumeFormSchema, { cuit });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Debe seguir el formato CUIT, sin guiones.');
  });
});

describe('one-time code form', () => {
  it('needs one digit in each box', () => {
    expect(v.safeParse(otpFormSchema, { one: '1', two: '2', three: '3', four: '4' }).success).toBe(true);
    const result = v.safeParse(otpFormSchema, { one: 'a', two: '', three: '3', four: '44' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['one', 'Sólo números'],
      ['two', 'Sólo números'],
      ['four', 'Sólo números'],
    ]);
  });
});
