import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressSchema } from '../address/address.schema.ts';
import { personaFisicaFormSchema } from '../persona-fisica/persona-fisica.schema.ts';
import { personaJuridicaFormSchema } from '../persona-juridica/persona-juridica.schema.ts';
import {
  addressToRecord,
  isActividadLocked,
  parseRecord,
  recordAddressToForm,
  recordCardDelivery,
  recordBranchChoice,
  recordToPersonaFisicaForm,
  recordToPersonaJuridicaForm,
} from './record.ts';

const contactoDomicilio = {
  Calle: 'Av. Santa Fe',
  Numero: 3253,
  Departamento: 'B',
  Piso: 5,
  Localidad: 'PALERMO',
  Provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  CodigoPostal: 'C1425BGH',
};

const fisica = parseRecord({
  idSolicitud: 'sol-1',
  tipoPersona: 'FISICA',
  nroTributario: '20123456786',
  numeroDocumento: '12345678',
  contactoNombre: 'Juana',
  contactoApellido: 'Pérez',
  fechaNacimiento: '1990-05-20T00:00:00',
  genero: 'F',
  estadoCivil: 'CASADO',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  condicionGanancias: 'INSCRIPTO',
  condicionIVA: 'MONOTRIBUTO',
  autoDeclaradoPEP: false,
  autoDeclaradoFATCA: false,
  autoDeclaradoSujetoObligado: true,
  contactoDomicilio,
  integrantes: [],
});

describe('server record → form', () => {
  it('maps a persona física record, with the capitalised address keys, to the form', () => {
    expect(recordToPersonaFisicaForm(fisica)).toEqual({
      nroTributario: '20123456786',
      nombre: 'Juana',
      apellido: 'Pérez',
      genero: 'F',
      estadoCivil: 'CASADO',
      fechaNacimiento: '1990-05-20',
      actividad: 'NEGOCIOS_Y_PROFESIONALES',
      condicionIVA: 'MONOTRIBUTO',
      condicionGanancias: 'INSCRIPTO',
      domicilio: {
        provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
        localidad: 'PALERMO',
        calle: 'Av. Santa Fe',
        numero: '3253',
        piso: '5',
        departamento: 'B',
        codigoPostal: 'C1425BGH',
      },
      pep: false,
      fatca: false,
      sujetoObligado: true,
    });
    expect(
      v.safeParse(personaFisicaFormSchema('2026-03-01'), recordToPersonaFisicaForm(fisica)).success,
    ).toBe(true);
  });

  it('maps a company record to the company form', () => {
    const record = parseRecord({
      nroTributario: '30712345678',
      razonSocial: 'EMPRESA 30712345678 S.A.',
      nombreFantasia: 'La Empresa',
      actividad: 'AGRO_NYP',
      tipoSociedad: 'SH',
      facturacion: 1500000,
      franquicia: true,
      condicionGanancias: 'EXENTO',
      condicionIVA: 'MONOTRIBUTO',
      autoDeclaradoFATCA: false,
      autoDeclaradoSujetoObligado: false,
      contactoDomicilio: { ...contactoDomicilio, Piso: null, Departamento: null },
    });
    const form = recordToPersonaJuridicaForm(record);
    expect(form).toEqual({
      nroTributario: '30712345678',
      razonSocial: 'EMPRESA 30712345678 S.A.',
      nombreFantasia: 'La Empresa',
      actividad: 'AGRO_NYP',
      tipoSociedad: 'SH',
      condicionIVA: 'MONOTRIBUTO',
      condicionGanancias: 'EXENTO',
      facturacion: '1500000',
      domicilio: expect.objectContaining({ piso: '', departamento: '', numero: '3253' }),
      fatca: false,
      sujetoObligado: false,
      franquicia: true,
    });
    expect(v.parse(personaJuridicaFormSchema, form)).toMatchObject({
      facturacion: 1500000,
      franquicia: true,
    });
  });

  it('gives empty fields for a fresh record and for one that is not a record at all', () => {
    const fresh = recordToPersonaFisicaForm(parseRecord({ contactoNombre: 'Juan', actividad: null }));
    expect(fresh).toMatchObject({
      nombre: 'Juan',
      apellido: '',
      actividad: '',
      fechaNacimiento: '',
      pep: false,
    });
    expect(fresh.domicilio).toEqual(recordAddressToForm(null));
    expect(parseRecord('basura')).toEqual({});
    expect(parseRecord({ contactoDomicilio: 'x' })).toEqual({});
  });

  it('locks the activity only when the record has one', () => {
    expect(isActividadLocked(fisica)).toBe(true);
    expect(isActividadLocked(parseRecord({ actividad: '' }))).toBe(false);
  });

  it('reads the stored branch, officer and card delivery', () => {
    expect(recordBranchChoice(parseRecord({ sucursalCodigo: '001', oficialCodigo: 'OF-001-1' }))).toEqual({
      sucursalCodigo: '001',
      oficialCodigo: 'OF-001-1',
    });
    expect(recordBranchChoice(fisica)).toEqual({ sucursalCodigo: null, oficialCodigo: null });
    expect(recordCardDelivery(parseRecord({ retiroSucursal: true }))).toEqual({ retiroSucursal: true });
    expect(
      recordCardDelivery(parseRecord({ retiroSucursal: false, domicilioEntrega: contactoDomicilio })),
    ).toEqual({
      retiroSucursal: false,
      domicilioEntrega: v.parse(addressSchema, recordAddressToForm(contactoDomicilio)),
    });
    expect(
      recordCardDelivery(parseRecord({ retiroSucursal: false, domicilioEntrega: { Calle: 'x' } })),
    ).toBeNull();
    expect(recordCardDelivery(fisica)).toBeNull();
  });

  it('writes an address back with the capitalised keys', () => {
    const address = v.parse(addressSchema, recordAddressToForm(contactoDomicilio));
    expect(addressToRecord(address)).toEqual(contactoDomicilio);
  });
});
