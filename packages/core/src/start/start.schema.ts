// The home form ('Abrí tu cuenta empresa'). The spec fixes the CUIT, activity, phone and area-code
// rules; the name and e-mail rules follow the member form (docs/decisions.md).
import * as v from 'valibot';
import { CUIT_PATTERN } from '../shared/cuit.ts';
import { areaCode, DEFAULT_COUNTRY_CODE, email, personName } from '../shared/fields.ts';

export const PHONE_TOTAL_DIGITS = 10;

/** Phone length depends on the area code: at most 10 minus its length, at least one less. */
export const phoneLimits = (codigoArea: string) => {
  const max = PHONE_TOTAL_DIGITS - Math.min(codigoArea.length, 4);
  return { max, min: max - 1 };
};

export const startFormSchema = v.pipe(
  v.object({
    nroTributario: v.pipe(v.string(), v.trim(), v.regex(CUIT_PATTERN, 'Debe seguir el formato CUIT')),
    actividad: v.pipe(v.string(), v.nonEmpty('El campo actividad es requerido.')),
    email,
    nombres: personName('Su nombre debe contener solo letras.'),
    apellidos: personName('Su apellido debe contener solo letras.'),
    codigoArea: areaCode,
    telefono: v.pipe(v.string(), v.nonEmpty('El celular es requerido'), v.regex(/^\d+$/, 'Sólo números')),
    codigoPais: v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'Sólo números')), DEFAULT_COUNTRY_CODE),
  }),
  v.forward(
    v.check(
      ({ codigoArea, telefono }) => telefono.length >= phoneLimits(codigoArea).min,
      'Celular incompleto',
    ),
    ['telefono'],
  ),
  v.forward(
    v.check(
      ({ codigoArea, telefono }) => telefono.length <= phoneLimits(codigoArea).max,
      'Celular demasiado largo',
    ),
    ['telefono'],
  ),
);

export type StartFormInput = v.InferInput<typeof startFormSchema>;

/** The form before anything is typed. */
export const EMPTY_START_FORM: StartFormInput = {
  nroTributario: '',
  actividad: '',
  email: '',
  nombres: '',
  apellidos: '',
  codigoArea: '',
  telefono: '',
  codigoPais: DEFAULT_COUNTRY_CODE,
};
export type StartForm = v.InferOutput<typeof startFormSchema>;

export const startResponseSchema = v.object({
  idSolicitud: v.string(),
  tipoPersona: v.string(),
});
export type StartResponse = v.InferOutput<typeof startResponseSchema>;
