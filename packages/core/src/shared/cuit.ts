// The tax number (CUIT/CUIL) helpers shared by every form that asks for one.

/** 2 digits, 8 digits, 1 digit; dashes optional. */
export const CUIT_PATTERN = /^\d{2}-?\d{8}-?\d$/;

export const stripDashes = (value: string): string => value.replace(/-/g, '');

/** A tax number starting with 3 is a legal entity; anything else is treated as a natural person. */
export const isPersonaFisica = (nroTributario: string): boolean =>
  !stripDashes(nroTributario).startsWith('3');
