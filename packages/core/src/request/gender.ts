// The gender options (identity §3): key, label, value, with the empty default option first.
export interface GenderOption {
  key: number;
  label: string;
  value: string;
}

export const DEFAULT_GENDER_OPTION: GenderOption = { key: -1, label: '', value: '' };

export const GENDER_OPTIONS: readonly GenderOption[] = [
  { key: 0, label: 'Masculino', value: 'M' },
  { key: 1, label: 'Femenino', value: 'F' },
  { key: 2, label: 'No Binario', value: 'X' },
];

/** Identity §5: what an empty gender select says. */
export const GENDER_EMPTY_MESSAGE = 'Seleccione al menos una opción';

/** The option for a gender value; the empty default for anything else. */
export const genderOption = (value: string | null | undefined): GenderOption =>
  GENDER_OPTIONS.find((option) => option.value === value) ?? DEFAULT_GENDER_OPTION;
