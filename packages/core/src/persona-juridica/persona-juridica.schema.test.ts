import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  allowedVatOptions,
  buildPersonaJuridicaPayload,
  confirmarDatosJuridicaPayloadSchema,
  isVatOptionAllowed,
  type PersonaJuridicaFormInput,
  personaJuridicaFormSchema,
} from './persona-juridica.schema.ts';

const valid: PersonaJuridicaFormInput = {
  nroTributario: '30-71234567-8',
  razonSocial: 'EMPRESA 30712345678 S.A.',
  nombreFantasia: 'La Empresa',
  actividad: 'AGRO_NYP',
  tipoSociedad: 'SA',
  condicionIVA: 'RESPONSABLE_INSCRIPTO',
  condicionGanancias: 'INSCRIPTO',
  facturacion: '1500000,50',
  domicilio: {
    provincia: 'BUENOS AIRES',
    localidad: 'LA PLATA',
    calle: 'Calle 7',
    numero: 1234,
    piso: 2,
    departamento: '',
    codigoPostal: '1900',
  },
  fatca: false,
  sujetoObligado: false,
};

const firstMessage = (patch: Partial<Record<keyof PersonaJuridicaFormInput, unknown>>, field: string) => {
  const result = v.safeParse(personaJuridicaFormSchema, { ...valid, ...patch });
  return result.success ? undefined : result.issues.find((i) => v.getDotPath(i) === field)?.message;
};

describe('company form', () => {
  it('accepts a complete form; facturación becomes a number and franquicia defaults to false', () => {
    expect(v.parse(personaJuridicaFormSchema, valid)).toMatchObject({
      facturacion: 1500000.5,
      franquicia: false,
    });
    expect(v.parse(personaJuridicaFormSchema, { ...valid, facturacion: 900 })).toMatchObject({
      facturacion: 900,
    });
  });

  it.each<[Partial<Record<keyof PersonaJuridicaFormInput, unknown>>, string, string]>([
    [{ razonSocial: '' }, 'razonSocial', 'La razón social es requerida'],
    [{ nombreFantasia: ' ' }, 'nombreFantasia', 'El nombre de fantasía es requerido'],
    [{ facturacion: '' }, 'facturacion', 'La facturación anual es requerida'],
    [{ facturacion: undefined }, 'facturacion', 'La facturación anual es requerida'],
    [{ facturacion: 'mucho' }, 'facturacion', 'La facturación debe ser un valor numérico'],
    [{ actividad: '' }, 'actividad', 'El campo actividad es requerido.'],
    [{ tipoSociedad: '' }, 'tipoSociedad', 'El campo tipo sociedad es requerido.'],
    [{ condicionIVA: '' }, 'condicionIVA', 'El campo condicion iva es requerido.'],
    [{ condicionGanancias: '' }, 'condicionGanancias', 'El campo condicion ganancias es requerido.'],
    [{ nroTributario: '3071234567' }, 'nroTributario', 'Debe seguir el formato CUIT'],
    [
      { domicilio: { ...valid.domicilio, codigoPostal: '190' } },
      'domicilio.codigoPostal',
      'Debe estar compuesto por 4 dígitos u 8 caracteres alfanuméricos',
    ],
  ])('%o gives %s the message %s', (patch, field, message) => {
    expect(firstMessage(patch, field)).toBe(message);
  });

  it('allows the simplified VAT regime only to a Sociedad de Hecho', () => {
    expect(firstMessage({ condicionIVA: 'MONOTRIBUTO' }, 'condicionIVA')).toBe(
      'El régimen simplificado solo está disponible para Sociedades de Hecho',
    );
    expect(
      v.safeParse(personaJuridicaFormSchema, { ...valid, tipoSociedad: 'SH', condicionIVA: 'MONOTRIBUTO' })
        .success,
    ).toBe(true);
    expect(isVatOptionAllowed('MONOTRIBUTO', 'SRL')).toBe(false);
    expect(isVatOptionAllowed('EXENTO', 'SRL')).toBe(true);
  });

  it('offers the simplified VAT option only for SH', () => {
    const options = [
      { label: 'Responsable Inscripto', value: 'RESPONSABLE_INSCRIPTO' },
      { label: 'Monotributo (Régimen Simplificado)', value: 'MONOTRIBUTO' },
      { label: 'Exento', value: 'EXENTO' },
    ];
    expect(allowedVatOptions('SA', options).map((o) => o.value)).toEqual(['RESPONSABLE_INSCRIPTO', 'EXENTO']);
    expect(allowedVatOptions('SH', options)).toEqual(options);
    expect(allowedVatOptions('', options).map((o) => o.value)).not.toContain('MONOTRIBUTO');
  });
});

describe('confirmar-datos-juridica payload', () => {
  const datos = v.parse(personaJuridicaFormSchema, valid);

  it('has the shape of journey §3 with the fixed address values and no empty ones', () => {
    const payload = buildPersonaJuridicaPayload({
      datos,
      seleccion: { sucursalCodigo: '101', oficialCodigo: 'OF-101-2' },
    });
    expect(payload).toEqual({
      datosGenerales: {
        actividad: 'AGRO_NYP',
        facturacion: 1500000.5,
        franquicia: false,
        sucursalCodigo: '101',
        tipoSocietario: 'SA',
        razonSocial: 'EMPRESA 30712345678 S.A.',
        nombreFantasia: 'La Empresa',
        oficialCodigo: 'OF-101-2',
      },
      datosRegulatorios: { fatca: false, sujetoObligado: false },
      domicilioFiscal: {
        provincia: 'BUENOS AIRES',
        localidad: 'LA PLATA',
        calle: 'Calle 7',
        numero: 1234,
        piso: 2,
        codigoPostal: '1900',
        pais: 'Argentina',
        tipo: 'LEGAL',
      },
      ganancias: { situacion: 'INSCRIPTO' },
      iva: { situacion: 'RESPONSABLE_INSCRIPTO' },
    });
    expect(v.safeParse(confirmarDatosJuridicaPayloadSchema, payload).success).toBe(true);
  });

  it('leaves the branch and officer out until they are chosen', () => {
    const payload = buildPersonaJuridicaPayload({ datos });
    expect(payload.datosGenerales).not.toHaveProperty('sucursalCodigo');
    expect(payload.datosGenerales).not.toHaveProperty('oficialCodigo');
    expect(v.safeParse(confirmarDatosJuridicaPayloadSchema, payload).success).toBe(true);
  });

  it('carries no PEP (a company declares only FATCA and Sujeto Obligado)', () => {
    const payload = buildPersonaJuridicaPayload({ datos });
    const withPep = { ...payload, datosRegulatorios: { ...payload.datosRegulatorios, pep: false } };
    expect(v.safeParse(confirmarDatosJuridicaPayloadSchema, withPep).success).toBe(false);
  });
});
