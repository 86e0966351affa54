import { Base64 } from 'js-base64';
import { describe, expect, it } from 'vitest';
import { encodeHomeParam, parseHomeParam } from './home-param.ts';

describe('/{maybeParam}', () => {
  it('accepts base64 of exactly idSucursal and idOficial', () => {
    expect(parseHomeParam(encodeHomeParam({ idSucursal: '045', idOficial: 'A12' }))).toEqual({
      idSucursal: '045',
      idOficial: 'A12',
    });
    expect(parseHomeParam(Base64.encode('idOficial=7&idSucursal=3'))).toEqual({
      idSucursal: '3',
      idOficial: '7',
    });
  });

  it.each([
    ['not base64', '%%%'],
    ['a plain word', 'preguntas'],
    ['one key', Base64.encode('idSucursal=1')],
    ['an extra key', Base64.encode('idSucursal=1&idOficial=2&x=3')],
    ['a repeated key', Base64.encode('idSucursal=1&idSucursal=2')],
    ['an empty value', Base64.encode('idSucursal=&idOficial=2')],
  ])('refuses %s', (_, param) => {
    expect(parseHomeParam(param)).toBeNull();
  });

  it('reads links made by a base64 library, standard or URL-safe, padded or not, with UTF-8', () => {
    const query = 'idSucursal=Añelo/1?&idOficial=ü+2';
    for (const param of [
      Base64.encode(query),
      Base64.encodeURI(query),
      Base64.encode(query).replace(/=+$/, ''),
    ]) {
      expect(parseHomeParam(param), param).toEqual({ idSucursal: 'Añelo/1?', idOficial: 'ü 2' });
    }
    expect(encodeHomeParam({ idSucursal: 'Añelo', idOficial: '7' })).toBe(
      Base64.encodeURI('idSucursal=A%C3%B1elo&idOficial=7'),
    );
  });
});
