// Field pipes reused by more than one schema, with the spec's verbatim messages.
import * as v from 'valibot';

export const LETTERS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ' -]+$/;

/** Names of people (start form, member form): 2 to 50 letters, accented letters, apostrophe, hyphen. */
export const personName = (lettersMessage: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'Minimo de caracteres (2)'),
    v.maxLength(50, 'Máximo de caracteres superado'),
    v.regex(LETTERS, lettersMessage),
  );

export const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Ingrese un email válido'),
  v.maxLength(50, 'El email no puede superar los 50 caracteres'),
  v.email('Ingrese un email válido'),
);

export const areaCode = v.pipe(
  v.string(),
  v.regex(/^\d*$/, 'Sólo números'),
  v.minLength(2, 'Ingrese al menos (2) dígitos'),
  v.maxLength(4, 'Ingrese máximo (4) dígitos'),
  v.regex(/^[^0]/, 'Sin ceros al inicio'),
);
