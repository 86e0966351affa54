// Field pipes of the data forms (journey §5, application form), shared by the persona física and the
// company form, with the spec's verbatim messages.
import * as v from 'valibot';
import { CUIT_PATTERN } from '../shared/cuit.ts';

export const DATA_FORM_MESSAGES = {
  nombreMin: 'Minimo de caracteres (4)',
  nombreMax: 'Máximo de caracteres superado',
  nombreLetras: 'Su nombre debe contener solo letras.',
  apellidoMin: 'Minimo de caracteres (2)',
  apellidoMax: 'Máximo de caracteres superado',
  apellidoLetras: 'Su apellido debe contener solo letras.',
  genero: 'El campo genero es requerido.',
  estadoCivil: 'El campo estado civil es requerido.',
  actividad: 'El campo actividad es requerido.',
  tipoSociedad: 'El campo tipo sociedad es requerido.',
  condicionGanancias: 'El campo condicion ganancias es requerido.',
  condicionIVA: 'El campo condicion iva es requerido.',
  cuit: 'Debe seguir el formato CUIT',
  razonSocial: 'La razón social es requerida',
  nombreFantasia: 'El nombre de fantasía es requerido',
  facturacion: 'La facturación anual es requerida',
  // Not shown by the spec (docs/decisions.md).
  facturacionNumerica: 'La facturación debe ser un valor numérico',
  fechaNacimiento: 'La fecha de nacimiento es requerida',
  fechaNacimientoFormato: 'Ingrese una fecha válida',
  fechaNacimientoFutura: 'La fecha de nacimiento no puede ser posterior a hoy',
  regimenSimplificado: 'El régimen simplificado solo está disponible para Sociedades de Hecho',
} as const;

const M = DATA_FORM_MESSAGES;

/** A selector: any non-empty value (the options come from /configuracion). */
export const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** 4 to 36 characters; letters (accented ones too), space, comma, dot. */
export const nombre = v.pipe(
  v.string(M.nombreMin),
  v.trim(),
  v.minLength(4, M.nombreMin),
  v.maxLength(36, M.nombreMax),
  v.regex(/^[\p{L} ,.]+$/u, M.nombreLetras),
);

/**
 * 2 to 36 letters; one space between words, so a compound surname ('De la Fuente') passes: a product
 * decision that widens the spec's "letters only" (docs/decisions.md, issue 17).
 */
export const apellido = v.pipe(
  v.string(M.apellidoMin),
  v.trim(),
  v.minLength(2, M.apellidoMin),
  v.maxLength(36, M.apellidoMax),
  v.regex(/^\p{L}+(?: \p{L}+)*$/u, M.apellidoLetras),
);

/** 2 digits, 8 digits, 1 digit; dashes optional. */
export const cuit = v.pipe(v.string(M.cuit), v.trim(), v.regex(CUIT_PATTERN, M.cuit));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (what a date input gives). */
export const isCalendarDate = (value: string): boolean => {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** Birth date: required, a real day, at most `today` (YYYY-MM-DD, the user's local day). */
export const fechaNacimiento = (today: string) =>
  v.pipe(
    v.string(M.fechaNacimiento),
    v.trim(),
    v.nonEmpty(M.fechaNacimiento),
    v.check(isCalendarDate, M.fechaNacimientoFormato),
    v.check((value) => value <= today, M.fechaNacimientoFutura),
  );

/** Annual turnover in pesos: digits with up to two decimals (comma or dot); a number on output. */
export const facturacion = v.pipe(
  v.union([v.string(), v.number()], M.facturacion),
  v.transform((value) => String(value).trim()),
  v.nonEmpty(M.facturacion),
  v.regex(/^\d+(?:[.,]\d{1,2})?$/, M.facturacionNumerica),
  v.transform((value) => Number(value.replace(',', '.'))),
);

/** A declaration toggle (PEP, FATCA, Sujeto Obligado): off unless ticked. */
export const toggle = v.optional(v.boolean(), false);
