import { describe, expect, it } from 'vitest';
import { isTypeAheadKey, TYPE_AHEAD_RESET_MS, type TypeAheadState, typeAhead } from './type-ahead.ts';

const GENDERS = ['Seleccione al menos una opción', 'Masculino', 'Femenino', 'No Binario'].map((label, i) =>
  i === 0 ? '' : label,
);
const PROVINCES = [
  '',
  'BUENOS AIRES',
  'CATAMARCA',
  'CHACO',
  'CHUBUT',
  'CIUDAD AUTONOMA DE BUENOS AIRES',
  'CÓRDOBA',
];

/** Types keys at the given times, from the option at `current`; returns each pick. */
const typeKeys = (labels: string[], keys: [string, number][], current = 0) => {
  let state: TypeAheadState | null = null;
  let at = current;
  return keys.map(([key, now]) => {
    const result = typeAhead(state, key, now, labels, at);
    state = result.state;
    if (result.index !== null) at = result.index;
    return result.index;
  });
};

describe('select type-ahead', () => {
  it('picks the first option starting with the letter, never the empty one', () => {
    expect(typeKeys(GENDERS, [['f', 0]])).toEqual([2]);
    expect(typeKeys(GENDERS, [['N', 0]])).toEqual([3]);
    expect(typeKeys(GENDERS, [['s', 0]])).toEqual([null]);
  });

  it('keeps extending the query while keys come within 350 ms', () => {
    expect(
      typeKeys(PROVINCES, [
        ['c', 0],
        ['h', 100],
        ['u', 200],
      ]),
    ).toEqual([2, 3, 4]);
    expect(
      typeKeys(PROVINCES, [
        ['c', 0],
        ['i', TYPE_AHEAD_RESET_MS - 1],
      ]),
    ).toEqual([2, 5]);
  });

  it('starts a new query once 350 ms passed since the last key', () => {
    expect(
      typeKeys(GENDERS, [
        ['m', 0],
        ['f', TYPE_AHEAD_RESET_MS],
      ]),
    ).toEqual([1, 2]);
    // Too fast: "mf" matches nothing and the pick stays.
    expect(
      typeKeys(GENDERS, [
        ['m', 0],
        ['f', 100],
      ]),
    ).toEqual([1, null]);
  });

  it('ignores accents and case', () => {
    expect(
      typeKeys(PROVINCES, [
        ['c', 0],
        ['o', 50],
        ['r', 100],
      ]),
    ).toEqual([2, 6, 6]);
  });

  it('moves on to the next match when the same letter is typed again', () => {
    expect(
      typeKeys(PROVINCES, [
        ['c', 0],
        ['c', 100],
        ['c', 200],
      ]),
    ).toEqual([2, 3, 4]);
    expect(
      typeKeys(
        PROVINCES,
        [
          ['c', 0],
          ['c', 1000],
        ],
        6,
      ),
    ).toEqual([2, 3]);
  });

  it('takes printable keys, and a space only inside a query', () => {
    expect(isTypeAheadKey(null, 'a', 0)).toBe(true);
    expect(isTypeAheadKey(null, 'ArrowDown', 0)).toBe(false);
    expect(isTypeAheadKey(null, ' ', 0)).toBe(false);
    expect(isTypeAheadKey({ query: 'no', at: 0 }, ' ', 100)).toBe(true);
    expect(isTypeAheadKey({ query: 'no', at: 0 }, ' ', TYPE_AHEAD_RESET_MS)).toBe(false);
  });
});
