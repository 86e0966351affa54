// Members used by the schema, machine and model tests (valid CUITs: the check digit matches).
import type { MemberFormInput } from '../../src/members/members.schema.ts';

export const MEMBER_LIMITS = {
  porcentajeIntegrantes: 51,
  cantidadIntegrantes: 2,
  dominioBanco: 'bancoalta.com.ar',
};

/** What GET /configuracion answers, as far as the members page reads it. */
export const MEMBERS_CONFIG = {
  ...MEMBER_LIMITS,
  provincias: [],
  personaFisica: {
    actividad: [{ value: 'AGRO_NYP', label: 'Agro' }],
    sexo: [],
    estadoCivil: [],
    situacionIVA: [],
    situacionGanancias: [],
  },
  personaJuridica: { actividad: [], tipoSocietario: [], situacionIVA: [], situacionGanancias: [] },
};

export const MEMBER_A: MemberFormInput = {
  nombres: 'María José',
  apellidos: "O'Connor-Díaz",
  nroTributario: '27-23456789-1',
  porcentajeParticipacion: '60',
  firmante: true,
  representanteLegal: true,
  actividad: 'AGRO_NYP',
  telefono: '23456789',
  codigoPais: '54',
  codigoArea: '11',
  email: 'maria@example.com',
  contactoComercial: { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' },
};

export const MEMBER_B: MemberFormInput = {
  nombres: 'Juan',
  apellidos: 'Pérez',
  nroTributario: '20123456786',
  porcentajeParticipacion: '30,5',
  firmante: false,
  representanteLegal: false,
  actividad: 'AGRO_NYP',
  telefono: '456789',
  codigoPais: '54',
  codigoArea: '221',
  email: 'juan@example.com',
  contactoComercial: { sucursalCodigo: '001', oficialCodigo: '' },
};

export const MEMBER_C: MemberFormInput = {
  ...MEMBER_B,
  nombres: 'Ana',
  nroTributario: '20-34567890-6',
  porcentajeParticipacion: 10,
};
