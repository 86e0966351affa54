import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MEMBER_A, MEMBER_B, MEMBER_C, MEMBER_LIMITS } from '../../testing/members/members.fixtures.ts';
import {
  buildMembersPayload,
  domainMessage,
  EMPTY_MEMBER_FORM,
  duplicateMemberIssue,
  membersPayloadSchema,
  MEMBER_MESSAGES as M,
  type MemberForm,
  type MemberFormInput,
  memberFormSchema,
  memberFormInput,
  memberListIssues,
  PORCENTAJE_HINT,
  toMemberPayload,
  totalPorcentaje,
} from './members.schema.ts';

const schema = memberFormSchema('bancoalta.com.ar');
const messages = (values: Partial<MemberFormInput>) => {
  const result = v.safeParse(schema, { ...MEMBER_A, ...values });
  return result.success ? [] : result.issues.map((i) => i.message);
};
const parse = (values: MemberFormInput): MemberForm => v.parse(schema, values);

describe('memberFormSchema', () => {
  it('accepts a complete member and types the percentage', () => {
    expect(parse(MEMBER_A).porcentajeParticipacion).toBe(60);
    expect(parse(MEMBER_B).porcentajeParticipacion).toBe(30.5);
  });

  it.each([
    ['nombres', 'A', 'Minimo de caracteres (2)'],
    ['nombres', 'A'.repeat(51), 'Máximo de caracteres superado'],
    ['nombres', 'Juan2', 'Su nombre debe contener solo letras.'],
    ['apellidos', 'Pé', null],
    ['apellidos', "D'Alessandro-Núñez", null],
    ['apellidos', 'Perez!', 'Su apellido debe contener solo letras.'],
    ['telefono', '12345', 'Telefono debe contener mínimo 6 carácteres.'],
    ['telefono', '123456', null],
    ['telefono', '12345678', null],
    ['telefono', '123456789', 'Telefono debe contener máximo 8 carácteres.'],
    ['telefono', '12a456', 'Sólo números'],
    ['codigoPais', '5', 'Ingrese al menos (2) dígitos'],
    ['codigoPais', '54321', 'Ingrese máximo (4) dígitos'],
    ['codigoPais', '5491', null],
    ['codigoArea', '1', 'Ingrese al menos (2) dígitos'],
    ['codigoArea', '11234', 'Ingrese máximo (4) dígitos'],
    ['codigoArea', '011', 'Sin ceros al inicio'],
    ['codigoArea', '2477', null],
    ['email', 'no-es-email', 'Ingrese un email válido'],
    ['email', `${'a'.repeat(39)}@example.com`, 'El email no puede superar los 50 caracteres'],
    ['email', 'ana@bancoalta.com.ar', 'No se permite el dominio bancoalta.com.ar'],
    ['email', 'ana@BancoAlta.com.ar', 'No se permite el dominio bancoalta.com.ar'],
    ['email', 'ana@sucursal.bancoalta.com.ar', 'No se permite el dominio bancoalta.com.ar'],
    ['email', 'ana@otrobancoalta.com.ar', null],
    ['nroTributario', '20-1234567-6', 'Debe seguir el formato CUIT'],
    ['nroTributario', '20-12345678-7', 'El CUIT ingresado no es válido'],
    ['porcentajeParticipacion', '0', M.porcentaje],
    ['porcentajeParticipacion', '100.5', M.porcentaje],
    ['porcentajeParticipacion', 'mucho', M.porcentaje],
    ['porcentajeParticipacion', '100', null],
    ['actividad', '', 'El campo actividad es requerido.'],
  ])('%s = %j → %s', (field, value, message) => {
    const found = messages({ [field]: value });
    if (message === null) expect(found).toEqual([]);
    else expect(found[0]).toBe(message);
  });

  it('the share hint states the rule: 0 refused, just above 0 and 100 accepted, above 100 refused', () => {
    expect(PORCENTAJE_HINT).toBe('Mayor a 0 y hasta 100');
    expect(messages({ porcentajeParticipacion: '0' })).toEqual([M.porcentaje]);
    expect(messages({ porcentajeParticipacion: '0.01' })).toEqual([]);
    expect(messages({ porcentajeParticipacion: '100' })).toEqual([]);
    expect(messages({ porcentajeParticipacion: '100.01' })).toEqual([M.porcentaje]);
  });

  it('without a configured domain refuses none', () => {
    expect(v.safeParse(memberFormSchema(''), { ...MEMBER_A, email: 'a@bancoalta.com.ar' }).success).toBe(
      true,
    );
    expect(domainMessage('x.com')).toBe('No se permite el dominio x.com');
  });
});

describe('list rules', () => {
  const a = parse(MEMBER_A); // 60, firmante and representante
  const b = parse(MEMBER_B); // 30.5, neither
  const c = parse(MEMBER_C); // 10
  const limits = { porcentajeIntegrantes: 51, cantidadIntegrantes: 3 };

  it('passes a list with both roles and a total between the minimum and 100', () =>
    expect(memberListIssues([a, b], limits)).toEqual([]));

  it('checks the percentage at its edges', () => {
    const at = (p: number) => ({ ...a, porcentajeParticipacion: p });
    expect(memberListIssues([at(51)], limits)).toEqual([]);
    expect(memberListIssues([at(50.99)], limits)).toEqual([M.porcentajeMinimo(51)]);
    expect(memberListIssues([at(50)], limits)[0]).toBe(
      'La suma de los porcentajes de participación debe ser de al menos 51%',
    );
    expect(memberListIssues([at(69.5), b], limits)).toEqual([]); // 100
    expect(memberListIssues([at(69.51), b], limits)).toEqual([M.porcentajeMaximo]);
    expect(
      totalPorcentaje([
        { porcentajeParticipacion: 33.33 },
        { porcentajeParticipacion: 33.33 },
        { porcentajeParticipacion: 33.34 },
      ]),
    ).toBe(100);
  });

  it('needs a firmante and a representante legal', () => {
    expect(memberListIssues([{ ...a, firmante: false }], limits)).toEqual([M.firmante]);
    expect(memberListIssues([{ ...a, representanteLegal: false }], limits)).toEqual([M.representante]);
    expect(
      memberListIssues(
        [
          { ...a, representanteLegal: false },
          { ...b, representanteLegal: true },
        ],
        limits,
      ),
    ).toEqual([]);
  });

  it('refuses duplicates, an empty list and more than cantidadIntegrantes', () => {
    expect(
      memberListIssues([a, { ...a, nroTributario: '27234567891', porcentajeParticipacion: 1 }], limits),
    ).toEqual(['⚠️ Ya existe un integrante cargado con ese número de documento.']);
    expect(memberListIssues([], limits)).toEqual([M.vacia]);
    expect(
      memberListIssues([a, b, c, { ...c, nroTributario: '27456789019', porcentajeParticipacion: 0 }], limits),
    ).toContain(M.maximo(3));
  });

  it('finds a duplicate tax number with or without dashes, except the member being edited', () => {
    const list = [{ id: 'm1', nroTributario: '27-23456789-1' }];
    expect(duplicateMemberIssue(list, '27234567891')).toBe(M.duplicado);
    expect(duplicateMemberIssue(list, '27234567891', 'm1')).toBeNull();
    expect(duplicateMemberIssue(list, '20123456786')).toBeNull();
  });
});

describe('the POST /integrantes payload', () => {
  it('renames the names, strips dashes and sends contactoComercial only when complete', () => {
    expect(toMemberPayload(parse(MEMBER_A))).toEqual({
      nroTributario: '27234567891',
      porcentajeParticipacion: 60,
      firmante: true,
      representanteLegal: true,
      nombre: 'María José',
      apellido: "O'Connor-Díaz",
      actividad: 'AGRO_NYP',
      telefono: '23456789',
      codigoPais: '54',
      codigoArea: '11',
      email: 'maria@example.com',
      contactoComercial: { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' },
    });
    expect(toMemberPayload(parse(MEMBER_B))).not.toHaveProperty('contactoComercial');
    expect(
      toMemberPayload(parse({ ...MEMBER_B, contactoComercial: { sucursalCodigo: '', oficialCodigo: 'X' } })),
    ).not.toHaveProperty('contactoComercial');
    expect(toMemberPayload(parse({ ...MEMBER_B, contactoComercial: undefined }))).not.toHaveProperty(
      'contactoComercial',
    );
  });

  it('is what the payload schema accepts, firmante false included', () => {
    const payload = buildMembersPayload('sol-1', [parse(MEMBER_A), parse(MEMBER_B)]);
    expect(v.parse(membersPayloadSchema, payload)).toEqual(payload);
    expect(payload.integrantes[1]?.firmante).toBe(false);
    expect(v.safeParse(membersPayloadSchema, { ...payload, integrantes: [] }).success).toBe(false);
    expect(MEMBER_LIMITS.cantidadIntegrantes).toBe(2);
  });
});

describe('the member form for a new member and for one of the list', () => {
  it('starts a new member empty, in Argentina', () => {
    expect(EMPTY_MEMBER_FORM.codigoPais).toBe('54');
    expect(EMPTY_MEMBER_FORM.nombres).toBe('');
  });

  it('gives a listed member its percentage as text and a filled contact', () => {
    const input = memberFormInput({
      ...EMPTY_MEMBER_FORM,
      porcentajeParticipacion: 40,
      contactoComercial: undefined,
    });
    expect(input.porcentajeParticipacion).toBe('40');
    expect(input.contactoComercial).toEqual({ sucursalCodigo: '', oficialCodigo: '' });
  });
});
