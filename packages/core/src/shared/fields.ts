// Field pipes reused by more than one schema, with the spec's verbatim messages.
import * as v from 'valibot';

/**
 * The inputs' maxLength: what the pipes below allow, and a CUIT with its two dashes (the pattern in
 * cuit.ts), so a field never takes more than its rule can pass.
 */
/** Argentina's calling code: where a phone's country code starts (start and member forms). */
export const DEFAULT_COUNTRY_CODE = '54';

export const FIELD_MAX_LENGTH = { cuit: 14, personName: 50, email: 50, areaCode: 4 } as const;

export const LETTERS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ' -]+$/;

/** Names of people (start form, member form): 2 to 50 letters, accented letters, apostrophe, hyphen. */
export const personName = (lettersMessage: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'Minimo de caracteres (2)'),
    v.maxLength(FIELD_MAX_LENGTH.personName, 'Máximo de caracteres superado'),
    v.regex(LETTERS, lettersMessage),
  );

export const email = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Ingrese un email válido'),
  v.maxLength(FIELD_MAX_LENGTH.email, 'El email no puede superar los 50 caracteres'),
  v.email('Ingrese un email válido'),
);

export const areaCode = v.pipe(
  v.string(),
  v.regex(/^\d*$/, 'Sólo números'),
  v.minLength(2, 'Ingrese al menos (2) dígitos'),
  v.maxLength(FIELD_MAX_LENGTH.areaCode, 'Ingrese máximo (4) dígitos'),
  v.regex(/^[^0]/, 'Sin ceros al inicio'),
);
