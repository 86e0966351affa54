import { describe, expect, it } from 'vitest';
import { START_DOCUMENTS } from './start-documents.ts';

describe('start documents', () => {
  it('lists the four mandatory and the two optional documents of the spec', () => {
    expect(START_DOCUMENTS.mandatory).toHaveLength(4);
    expect(START_DOCUMENTS.mandatory.join(' ')).toMatch(/DNI.*CDI y pasaporte.*Estatuto.*Acta de asamblea/);
    expect(START_DOCUMENTS.optional).toEqual(['Poderes.', 'Último balance certificado.']);
  });
});
