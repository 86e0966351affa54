// The server's application record (journey §3, GET solicitud/{id}) and its mapping to the data forms.
// The record names things its own way: contactoNombre for nombre, autoDeclaradoPEP for pep, and the
// address under contactoDomicilio with capitalised keys (Calle, Numero, …).
import * as v from 'valibot';
import { type Address, type AddressInput, addressSchema, EMPTY_ADDRESS } from '../address/address.schema.ts';
import type { PartialBranchChoice } from '../branch/branch.schema.ts';
import type { CardDelivery, PersonaFisicaFormInput } from '../persona-fisica/persona-fisica.schema.ts';
import type { PersonaJuridicaFormInput } from '../persona-juridica/persona-juridica.schema.ts';

const text = v.nullish(v.union([v.string(), v.number()]));
const flag = v.nullish(v.boolean());

export const recordAddressSchema = v.looseObject({
  Calle: text,
  Numero: text,
  Departamento: text,
  Piso: text,
  Localidad: text,
  Provincia: text,
  CodigoPostal: text,
});
export type RecordAddress = v.InferOutput<typeof recordAddressSchema>;

export const requestRecordSchema = v.looseObject({
  idSolicitud: v.nullish(v.string()),
  tipoPersona: v.nullish(v.string()),
  nroTributario: text,
  numeroDocumento: text,
  contactoNombre: text,
  contactoApellido: text,
  fechaNacimiento: text,
  franquicia: flag,
  tipoSociedad: text,
  actividad: text,
  facturacion: text,
  nombreFantasia: text,
  estadoCivil: text,
  genero: text,
  razonSocial: text,
  autoDeclaradoPEP: flag,
  autoDeclaradoFATCA: flag,
  autoDeclaradoSujetoObligado: flag,
  condicionGanancias: text,
  condicionIVA: text,
  contactoDomicilio: v.nullish(recordAddressSchema),
  // Ours (docs/decisions.md): what the later steps stored, so a resumed flow can pick up from there.
  sucursalCodigo: text,
  oficialCodigo: text,
  retiroSucursal: flag,
  domicilioEntrega: v.nullish(recordAddressSchema),
});
export type RequestRecord = v.InferOutput<typeof requestRecordSchema>;

/** A record that does not even have this shape reads as an empty one. */
export const parseRecord = (record: unknown): RequestRecord => {
  const parsed = v.safeParse(requestRecordSchema, record);
  return parsed.success ? parsed.output : {};
};

const str = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).trim();

/** A record date may come with a time; the form wants the day only. */
const day = (value: string | number | null | undefined): string => {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(str(value));
  return match ? match[0] : '';
};

export const recordAddressToForm = (address: RecordAddress | null | undefined): AddressInput =>
  address
    ? {
        provincia: str(address.Provincia),
        localidad: str(address.Localidad),
        calle: str(address.Calle),
        numero: str(address.Numero),
        piso: str(address.Piso),
        departamento: str(address.Departamento),
        codigoPostal: str(address.CodigoPostal),
      }
    : { ...EMPTY_ADDRESS };

/** The record's address as a server writes it (the sandbox), from a checked address. */
export interface RecordAddressOut {
  Calle: string;
  Numero: number;
  Departamento: string;
  Piso: number;
  Localidad: string;
  Provincia: string;
  CodigoPostal: string;
}

export const addressToRecord = (address: {
  calle: string;
  numero: number;
  departamento?: string;
  piso?: number;
  localidad: string;
  provincia: string;
  codigoPostal: string;
}): RecordAddressOut => ({
  Calle: address.calle,
  Numero: address.numero,
  Departamento: address.departamento ?? '',
  Piso: address.piso ?? 0,
  Localidad: address.localidad,
  Provincia: address.provincia,
  CodigoPostal: address.codigoPostal,
});

/** The tax conditions, which both forms read alike (and in this order). */
const taxConditions = (record: RequestRecord) => ({
  condicionIVA: str(record.condicionIVA),
  condicionGanancias: str(record.condicionGanancias),
});

/** The FATCA and obliged-subject declarations, which both forms read alike (and in this order). */
const declarations = (record: RequestRecord) => ({
  fatca: record.autoDeclaradoFATCA ?? false,
  sujetoObligado: record.autoDeclaradoSujetoObligado ?? false,
});

export const recordToPersonaFisicaForm = (record: RequestRecord): PersonaFisicaFormInput => ({
  nroTributario: str(record.nroTributario),
  nombre: str(record.contactoNombre),
  apellido: str(record.contactoApellido),
  genero: str(record.genero),
  estadoCivil: str(record.estadoCivil),
  fechaNacimiento: day(record.fechaNacimiento),
  actividad: str(record.actividad),
  ...taxConditions(record),
  domicilio: recordAddressToForm(record.contactoDomicilio),
  pep: record.autoDeclaradoPEP ?? false,
  ...declarations(record),
});

export const recordToPersonaJuridicaForm = (record: RequestRecord): PersonaJuridicaFormInput => ({
  nroTributario: str(record.nroTributario),
  razonSocial: str(record.razonSocial),
  nombreFantasia: str(record.nombreFantasia),
  actividad: str(record.actividad),
  tipoSociedad: str(record.tipoSociedad),
  ...taxConditions(record),
  facturacion: str(record.facturacion),
  domicilio: recordAddressToForm(record.contactoDomicilio),
  ...declarations(record),
  franquicia: record.franquicia ?? false,
});

/** The activity is locked on the form when the record already has one (journey §2). */
export const isActividadLocked = (record: RequestRecord): boolean => str(record.actividad) !== '';

/** The branch and officer the record holds, each null when absent. */
export const recordBranchChoice = (record: RequestRecord): PartialBranchChoice => ({
  sucursalCodigo: str(record.sucursalCodigo) || null,
  oficialCodigo: str(record.oficialCodigo) || null,
});

/** The card delivery the record holds: at the branch, to a (valid) address, or not chosen yet. */
export const recordCardDelivery = (record: RequestRecord): CardDelivery | null => {
  if (record.retiroSucursal === true) return { retiroSucursal: true };
  if (!record.domicilioEntrega) return null;
  const address = v.safeParse(addressSchema, recordAddressToForm(record.domicilioEntrega));
  return address.success ? { retiroSucursal: false, domicilioEntrega: address.output as Address } : null;
};
