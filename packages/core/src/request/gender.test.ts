import { describe, expect, it } from 'vitest';
import { DEFAULT_GENDER_OPTION, GENDER_EMPTY_MESSAGE, GENDER_OPTIONS, genderOption } from './gender.ts';

describe('gender options', () => {
  it('offers Masculino M, Femenino F, No Binario X after the empty default', () => {
    expect([DEFAULT_GENDER_OPTION, ...GENDER_OPTIONS]).toEqual([
      { key: -1, label: '', value: '' },
      { key: 0, label: 'Masculino', value: 'M' },
      { key: 1, label: 'Femenino', value: 'F' },
      { key: 2, label: 'No Binario', value: 'X' },
    ]);
    expect(GENDER_EMPTY_MESSAGE).toBe('Seleccione al menos una opción');
  });

  it('looks an option up by value, the default for anything else', () => {
    expect(genderOption('F')).toEqual({ key: 1, label: 'Femenino', value: 'F' });
    expect(genderOption('Z')).toBe(DEFAULT_GENDER_OPTION);
    expect(genderOption(null)).toBe(DEFAULT_GENDER_OPTION);
  });
});
