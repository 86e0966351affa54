// The member form and list of /integrantes (journey §2, §3, §5) and the payload of POST /integrantes
// (journey §7). The form checks one member; the list rules check them together.
import * as v from 'valibot';
import { DATA_FORM_MESSAGES } from '../request/fields.ts';
import { stripEmpty } from '../request/strip-empty.ts';
import {
  CUIT_CHECK_DIGIT_MESSAGE,
  CUIT_PATTERN,
  isValidCuitCheckDigit,
  stripDashes,
} from '../shared/cuit.ts';
import { areaCode, DEFAULT_COUNTRY_CODE, email, personName } from '../shared/fields.ts';

export const MEMBER_MESSAGES = {
  nombresLetras: 'Su nombre debe contener solo letras.',
  apellidosLetras: 'Su apellido debe contener solo letras.',
  cuit: 'Debe seguir el formato CUIT',
  cuitDigito: CUIT_CHECK_DIGIT_MESSAGE,
  telefonoMin: 'Telefono debe contener mínimo 6 carácteres.',
  telefonoMax: 'Telefono debe contener máximo 8 carácteres.',
  soloNumeros: 'Sólo números',
  codigoPaisMin: 'Ingrese al menos (2) dígitos',
  codigoPaisMax: 'Ingrese máximo (4) dígitos',
  dominio: 'No se permite el dominio',
  duplicado: '⚠️ Ya existe un integrante cargado con ese número de documento.',
  actividad: DATA_FORM_MESSAGES.actividad,
  // Not shown by the spec (docs/decisions.md).
  porcentaje: 'El porcentaje de participación debe ser un número mayor a 0 y hasta 100',
  porcentajeMinimo: (minimo: number) =>
    `La suma de los porcentajes de participación debe ser de al menos ${minimo}%`,
  porcentajeMaximo: 'La suma de los porcentajes de participación no puede superar el 100%',
  firmante: 'Debe haber al menos un integrante firmante',
  representante: 'Debe haber al menos un integrante representante legal',
  maximo: (maximo: number) => `No se pueden cargar más de ${maximo} integrantes`,
  vacia: 'Debe cargar al menos un integrante',
} as const;
const M = MEMBER_MESSAGES;

/** 'No se permite el dominio' followed by the domain (journey §5). */
export const domainMessage = (dominio: string): string => `${M.dominio} ${dominio}`;

/** Whether an e-mail is at the bank's own domain (or a subdomain of it); case is ignored. */
export const isBankDomain = (value: string, dominioBanco: string): boolean => {
  const domain = value.trim().toLowerCase().split('@').pop() ?? '';
  const bank = dominioBanco.trim().toLowerCase();
  return bank !== '' && (domain === bank || domain.endsWith(`.${bank}`));
};

const digits = (min: number, max: number, minMessage: string, maxMessage: string) =>
  v.pipe(
    v.string(minMessage),
    v.trim(),
    v.regex(/^\d*$/, M.soloNumeros),
    v.minLength(min, minMessage),
    v.maxLength(max, maxMessage),
  );

/** Percentages as typed ('25', '12,5') or as numbers; a number above 0 and at most 100 on output. */
/** The share field's hint: the rule below, in its words (issue 24: 'Entre 0 y 100' while 0 is refused). */
export const PORCENTAJE_HINT = 'Mayor a 0 y hasta 100';

const porcentaje = v.pipe(
  v.union([v.string(), v.number()], M.porcentaje),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(',', '.')))),
  v.number(M.porcentaje),
  v.check((value) => Number.isFinite(value) && value > 0 && value <= 100, M.porcentaje),
);

const codigo = v.optional(v.pipe(v.string(), v.trim()), '');

/** One member as the form holds it; the bank's e-mail domain comes from /configuracion. */
export const memberFormSchema = (dominioBanco = '') =>
  v.object({
    nombres: personName(M.nombresLetras),
    apellidos: personName(M.apellidosLetras),
    nroTributario: v.pipe(
      v.string(M.cuit),
      v.trim(),
      v.regex(CUIT_PATTERN, M.cuit),
      v.check(isValidCuitCheckDigit, M.cuitDigito),
    ),
    porcentajeParticipacion: porcentaje,
    firmante: v.optional(v.boolean(), false),
    representanteLegal: v.optional(v.boolean(), false),
    actividad: v.pipe(v.string(M.actividad), v.trim(), v.nonEmpty(M.actividad)),
    telefono: digits(6, 8, M.telefonoMin, M.telefonoMax),
    codigoPais: digits(2, 4, M.codigoPaisMin, M.codigoPaisMax),
    codigoArea: areaCode,
    email: v.pipe(
      email,
      v.check((value) => !isBankDomain(value, dominioBanco), domainMessage(dominioBanco)),
    ),
    contactoComercial: v.optional(v.object({ sucursalCodigo: codigo, oficialCodigo: codigo }), {
      sucursalCodigo: '',
      oficialCodigo: '',
    }),
  });

export type MemberFormInput = v.InferInput<ReturnType<typeof memberFormSchema>>;
export type MemberForm = v.InferOutput<ReturnType<typeof memberFormSchema>>;

/** A member of the list: the checked form plus the id the list gives it. */
export type Member = MemberForm & { id: string };

/** The member form for a new member. */
export const EMPTY_MEMBER_FORM: MemberFormInput = {
  nombres: '',
  apellidos: '',
  nroTributario: '',
  porcentajeParticipacion: '',
  firmante: false,
  representanteLegal: false,
  actividad: '',
  telefono: '',
  codigoPais: DEFAULT_COUNTRY_CODE,
  codigoArea: '',
  email: '',
  contactoComercial: { sucursalCodigo: '', oficialCodigo: '' },
};

/** The member form for a member of the list: its percentage as typed text, its contact filled. */
export const memberFormInput = (member: MemberFormInput): MemberFormInput => ({
  ...member,
  porcentajeParticipacion: String(member.porcentajeParticipacion),
  contactoComercial: { sucursalCodigo: '', oficialCodigo: '', ...member.contactoComercial },
});

/** What /configuracion says about the list (journey §3, §9; docs/decisions.md). */
export interface MemberLimits {
  /** The least the percentages must add up to. */
  porcentajeIntegrantes: number;
  /** The most members the list may hold. */
  cantidadIntegrantes: number;
  dominioBanco?: string;
}

const sameCuit = (a: string, b: string) => stripDashes(a.trim()) === stripDashes(b.trim());

/** The duplicate message when another member (not `exceptId`) has that tax number, else null. */
export const duplicateMemberIssue = (
  list: readonly Pick<Member, 'id' | 'nroTributario'>[],
  nroTributario: string,
  exceptId?: string,
): string | null =>
  list.some((m) => m.id !== exceptId && sameCuit(m.nroTributario, nroTributario)) ? M.duplicado : null;

/** Sum of the percentages, to two decimals so 33.33 + 33.33 + 33.34 is 100. */
export const totalPorcentaje = (list: readonly Pick<MemberForm, 'porcentajeParticipacion'>[]): number =>
  Math.round(list.reduce((total, m) => total + m.porcentajeParticipacion, 0) * 100) / 100;

/** Every list rule broken, in the order the screen shows them; empty when the list may be sent. */
export const memberListIssues = (
  list: readonly Pick<
    MemberForm,
    'nroTributario' | 'porcentajeParticipacion' | 'firmante' | 'representanteLegal'
  >[],
  limits: Pick<MemberLimits, 'porcentajeIntegrantes' | 'cantidadIntegrantes'>,
): string[] => {
  const issues: string[] = [];
  if (list.length === 0) return [M.vacia];
  const cuits = list.map((m) => stripDashes(m.nroTributario.trim()));
  if (new Set(cuits).size !== cuits.length) issues.push(M.duplicado);
  if (list.length > limits.cantidadIntegrantes) issues.push(M.maximo(limits.cantidadIntegrantes));
  const total = totalPorcentaje(list);
  if (total < limits.porcentajeIntegrantes) issues.push(M.porcentajeMinimo(limits.porcentajeIntegrantes));
  if (total > 100) issues.push(M.porcentajeMaximo);
  if (!list.some((m) => m.firmante)) issues.push(M.firmante);
  if (!list.some((m) => m.representanteLegal)) issues.push(M.representante);
  return issues;
};

// --- POST /integrantes ------------------------------------------------------------------------------

export const memberPayloadSchema = v.strictObject({
  nroTributario: v.pipe(
    v.string(),
    v.regex(/^\d{11}$/, M.cuit),
    v.check(isValidCuitCheckDigit, M.cuitDigito),
  ),
  porcentajeParticipacion: v.pipe(v.number(), v.minValue(0.01, M.porcentaje), v.maxValue(100, M.porcentaje)),
  firmante: v.boolean(),
  representanteLegal: v.boolean(),
  nombre: personName(M.nombresLetras),
  apellido: personName(M.apellidosLetras),
  actividad: v.pipe(v.string(), v.nonEmpty(M.actividad)),
  telefono: digits(6, 8, M.telefonoMin, M.telefonoMax),
  codigoPais: digits(2, 4, M.codigoPaisMin, M.codigoPaisMax),
  codigoArea: areaCode,
  email,
  contactoComercial: v.optional(
    v.strictObject({
      sucursalCodigo: v.pipe(v.string(), v.nonEmpty()),
      oficialCodigo: v.pipe(v.string(), v.nonEmpty()),
    }),
  ),
});
export type MemberPayload = v.InferOutput<typeof memberPayloadSchema>;

/** The body of POST /integrantes; the list rules are the server's too (the sandbox checks them). */
export const membersPayloadSchema = v.strictObject({
  idSolicitud: v.pipe(v.string(), v.nonEmpty()),
  integrantes: v.pipe(v.array(memberPayloadSchema), v.minLength(1, M.vacia)),
});
export type MembersPayload = v.InferOutput<typeof membersPayloadSchema>;

/** Names become nombre/apellido, the tax number loses its dashes, contactoComercial only when complete. */
export const toMemberPayload = (member: MemberForm): MemberPayload => {
  const { sucursalCodigo, oficialCodigo } = member.contactoComercial;
  return stripEmpty({
    nroTributario: stripDashes(member.nroTributario),
    porcentajeParticipacion: member.porcentajeParticipacion,
    firmante: member.firmante,
    representanteLegal: member.representanteLegal,
    nombre: member.nombres,
    apellido: member.apellidos,
    actividad: member.actividad,
    telefono: member.telefono,
    codigoPais: member.codigoPais,
    codigoArea: member.codigoArea,
    email: member.email,
    contactoComercial: sucursalCodigo && oficialCodigo ? { sucursalCodigo, oficialCodigo } : undefined,
  } as MemberPayload);
};

export const buildMembersPayload = (idSolicitud: string, members: readonly MemberForm[]): MembersPayload => ({
  idSolicitud,
  integrantes: members.map(toMemberPayload),
});
