import { describe, expect, it } from 'vitest';
import { isRegulatoryBlocked, REGULATORY_BLOCK_MESSAGE, regulatoryBlockRoute } from './regulatory.ts';

const none = { pep: false, fatca: false, sujetoObligado: false };

describe('regulatory block', () => {
  it('lets a persona física without flags through', () => {
    expect(isRegulatoryBlocked('fisica', '20-12345678-6', none)).toBe(false);
    expect(isRegulatoryBlocked('fisica', '20123456786', {})).toBe(false);
  });

  it.each([
    ['fatca', { ...none, fatca: true }],
    ['sujeto obligado', { ...none, sujetoObligado: true }],
  ])('stops a persona física for %s', (_, flags) => {
    expect(isRegulatoryBlocked('fisica', '20123456786', flags)).toBe(true);
    expect(isRegulatoryBlocked('fisica', '27123456786', flags)).toBe(true);
  });

  it('counts PEP for a persona física only when the CUIT starts with 2, dashes or not', () => {
    expect(isRegulatoryBlocked('fisica', '20123456786', { ...none, pep: true })).toBe(true);
    expect(isRegulatoryBlocked('fisica', '27-12345678-6', { ...none, pep: true })).toBe(true);
    expect(isRegulatoryBlocked('fisica', '23123456786', { ...none, pep: true })).toBe(true);
    expect(isRegulatoryBlocked('fisica', '10123456786', { ...none, pep: true })).toBe(false);
    expect(isRegulatoryBlocked('fisica', '50-12345678-6', { ...none, pep: true })).toBe(false);
  });

  it('for a company counts only FATCA and sujeto obligado', () => {
    expect(isRegulatoryBlocked('juridica', '30712345678', none)).toBe(false);
    expect(isRegulatoryBlocked('juridica', '30712345678', { ...none, fatca: true })).toBe(true);
    expect(isRegulatoryBlocked('juridica', '30712345678', { ...none, sujetoObligado: true })).toBe(true);
    expect(isRegulatoryBlocked('juridica', '30712345678', { ...none, pep: true })).toBe(false);
    expect(isRegulatoryBlocked('juridica', '20712345678', { ...none, pep: true })).toBe(false);
  });

  it('stops at /error-secondary with the spec message', () => {
    expect(REGULATORY_BLOCK_MESSAGE).toBe(
      'No es posible continuar por este canal, por favor, Dirigirse a la sucursal mas cercana',
    );
    expect(regulatoryBlockRoute()).toBe(`/error-secondary/${encodeURIComponent(REGULATORY_BLOCK_MESSAGE)}`);
  });
});
