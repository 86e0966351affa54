// Shared fixtures of the data-flow models and tests: branches, officers, records, option lists and
// form values.
import type { AddressInput } from '../src/address/address.schema.ts';
import type { Configuracion } from '../src/api/configuracion.ts';
import type { Officer, Sucursal } from '../src/branch/branch.schema.ts';
import type { PersonaFisicaFormInput } from '../src/persona-fisica/persona-fisica.schema.ts';
import type { PersonaJuridicaFormInput } from '../src/persona-juridica/persona-juridica.schema.ts';

export const TODAY = '2026-03-01';

/** What GET /configuracion answers, as far as the data flows read it. */
export const CONFIGURACION: Configuracion = {
  cantidadIntegrantes: 5,
  porcentajeIntegrantes: 51,
  provincias: ['JUJUY'],
  personaFisica: { actividad: [], sexo: [], estadoCivil: [], situacionIVA: [], situacionGanancias: [] },
  personaJuridica: { actividad: [], tipoSocietario: [], situacionIVA: [], situacionGanancias: [] },
};

export const sucursal = (codigo: string, nombre = `Sucursal ${codigo}`): Sucursal => ({
  banco: 'Banco Pampa Sur',
  codigo,
  domicilio: 'Av. Santa Fe 3253',
  especializacion: 'Pymes',
  horario: 'Lunes a viernes de 10 a 15 hs',
  latitud: -34.588,
  longitud: -58.41,
  nombre,
  partido: 'COMUNA 14',
  localidad: 'PALERMO',
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  telefono: '011 4000-0001',
});

export const oficial = (codigo: string): Officer => ({
  codigo,
  nombre: 'Laura',
  apellido: 'Gómez',
  email: 'lgomez@bancoalta.com.ar',
});

export const DOMICILIO: AddressInput = {
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  localidad: 'PALERMO',
  calle: 'Av. Santa Fe',
  numero: '3253',
  piso: '0',
  departamento: '',
  codigoPostal: 'C1425BGH',
};

const CONTACTO_DOMICILIO = {
  Calle: 'Av. Santa Fe',
  Numero: 3253,
  Departamento: '',
  Piso: 0,
  Localidad: 'PALERMO',
  Provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  CodigoPostal: 'C1425BGH',
};

export const PF_FORM: PersonaFisicaFormInput = {
  nroTributario: '20123456786',
  nombre: 'Juana',
  apellido: 'Pérez',
  genero: 'F',
  estadoCivil: 'SOLTERO',
  fechaNacimiento: '1990-05-20',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  condicionIVA: 'MONOTRIBUTO',
  condicionGanancias: 'INSCRIPTO',
  domicilio: DOMICILIO,
  pep: false,
  fatca: false,
  sujetoObligado: false,
};

/** What the record holds right after the one-time code. */
export const PF_FRESH_RECORD = {
  idSolicitud: 'sol-1',
  tipoPersona: 'FISICA',
  nroTributario: '20123456786',
  numeroDocumento: '12345678',
  contactoNombre: 'Juana',
  contactoApellido: 'Pérez',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  integrantes: [],
};

/** A record whose data, branch and card delivery were all confirmed. */
export const PF_COMPLETE_RECORD = {
  ...PF_FRESH_RECORD,
  genero: 'F',
  estadoCivil: 'SOLTERO',
  fechaNacimiento: '1990-05-20',
  condicionIVA: 'MONOTRIBUTO',
  condicionGanancias: 'INSCRIPTO',
  autoDeclaradoPEP: false,
  autoDeclaradoFATCA: false,
  autoDeclaradoSujetoObligado: false,
  contactoDomicilio: CONTACTO_DOMICILIO,
  sucursalCodigo: '001',
  oficialCodigo: 'OF-001-1',
  retiroSucursal: true,
};

export const PJ_FORM: PersonaJuridicaFormInput = {
  nroTributario: '30712345678',
  razonSocial: 'EMPRESA 30712345678 S.A.',
  nombreFantasia: 'La Empresa',
  actividad: 'AGRO_NYP',
  tipoSociedad: 'SA',
  condicionIVA: 'RESPONSABLE_INSCRIPTO',
  condicionGanancias: 'INSCRIPTO',
  facturacion: '1500000',
  domicilio: DOMICILIO,
  fatca: false,
  sujetoObligado: false,
};

export const PJ_FRESH_RECORD = {
  idSolicitud: 'sol-2',
  tipoPersona: 'JURIDICA',
  nroTributario: '30712345678',
  numeroDocumento: '30712345678',
  contactoNombre: 'Juan',
  contactoApellido: 'Pérez',
  razonSocial: 'EMPRESA 30712345678 S.A.',
  actividad: 'AGRO_NYP',
  integrantes: [],
};

export const PJ_COMPLETE_RECORD = {
  ...PJ_FRESH_RECORD,
  nombreFantasia: 'La Empresa',
  tipoSociedad: 'SA',
  facturacion: 1500000,
  franquicia: false,
  condicionIVA: 'RESPONSABLE_INSCRIPTO',
  condicionGanancias: 'INSCRIPTO',
  autoDeclaradoFATCA: false,
  autoDeclaradoSujetoObligado: false,
  contactoDomicilio: CONTACTO_DOMICILIO,
  sucursalCodigo: '001',
  oficialCodigo: 'OF-001-1',
};
