// The tax number (CUIT/CUIL) helpers shared by every form that asks for one.

/** 2 digits, 8 digits, 1 digit; dashes optional. */
export const CUIT_PATTERN = /^\d{2}-?\d{8}-?\d$/;

export const stripDashes = (value: string): string => value.replace(/-/g, '');

/** A tax number starting with 3 is a legal entity; anything else is treated as a natural person. */
export const isPersonaFisica = (nroTributario: string): boolean =>
  !stripDashes(nroTributario).startsWith('3');

/** The message of a tax number whose check digit does not match (ours; the spec shows none). */
export const CUIT_CHECK_DIGIT_MESSAGE = 'El CUIT ingresado no es válido';

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Modulo 11 check digit of a CUIT/CUIL (dashes optional): the first ten digits weighted 5,4,3,2,7,6,
 * 5,4,3,2; 11 minus the sum's remainder is the last digit, 11 counting as 0. A result of 10 never
 * makes a valid number (the issuer then changes the prefix), so it is refused.
 */
export const isValidCuitCheckDigit = (nroTributario: string): boolean => {
  if (!CUIT_PATTERN.test(nroTributario)) return false;
  const digits = [...stripDashes(nroTributario)].map(Number);
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === digits[10];
};
