import { describe, expect, it } from 'vitest';
import { readPreselection } from '../session/drafts.ts';
import { rememberHomeLink } from './home-link.ts';
import { encodeHomeParam } from './home-param.ts';

describe('the home link', () => {
  it("keeps a link's branch and officer for /sucursal", () => {
    rememberHomeLink(encodeHomeParam({ idSucursal: '045', idOficial: 'A12' }));
    expect(readPreselection()).toEqual({ sucursalCodigo: '045', oficialCodigo: 'A12' });
  });

  it.each([
    ['a home without a link', undefined],
    ['a link that is not valid', 'preguntas'],
  ])('%s forgets the one kept before', (_, param) => {
    rememberHomeLink(encodeHomeParam({ idSucursal: '045', idOficial: 'A12' }));
    rememberHomeLink(param);
    expect(readPreselection()).toBeNull();
  });
});
