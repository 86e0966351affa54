import { describe, expect, it } from 'vitest';
import { stripEmpty } from './strip-empty.ts';

describe('stripEmpty', () => {
  it('drops undefined, null and blank strings at any depth, and objects left empty', () => {
    expect(
      stripEmpty({
        a: 'x',
        b: undefined,
        c: null,
        d: '',
        e: '  ',
        f: { g: undefined, h: { i: '' } },
        j: { k: 'y', l: null },
        m: [1, '', null, { n: undefined }],
      }),
    ).toEqual({ a: 'x', j: { k: 'y' }, m: [1] });
  });

  it('keeps false and 0', () => {
    expect(stripEmpty({ pep: false, piso: 0, nested: { fatca: false } })).toEqual({
      pep: false,
      piso: 0,
      nested: { fatca: false },
    });
  });

  it('does not touch its input', () => {
    const input = { a: { b: '' }, c: 1 };
    stripEmpty(input);
    expect(input).toEqual({ a: { b: '' }, c: 1 });
  });
});
