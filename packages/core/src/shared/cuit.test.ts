import { describe, expect, it } from 'vitest';
import { isValidCuitCheckDigit } from './cuit.ts';

describe('isValidCuitCheckDigit', () => {
  it.each(['20123456786', '20-12345678-6', '27-23456789-1', '30712345671', '20-34567890-6'])(
    'accepts %s',
    (cuit) => expect(isValidCuitCheckDigit(cuit)).toBe(true),
  );

  it.each([
    ['a wrong check digit', '20123456787'],
    ['another wrong one', '30712345678'],
    ['a check that would be 10', '20999999990'],
    ['the wrong shape', '2012345678'],
    ['letters', '20-1234567a-6'],
  ])('refuses %s', (_, cuit) => expect(isValidCuitCheckDigit(cuit)).toBe(false));

  it('takes a remainder of 0 as check digit 0', () => {
    // 2011111111: 11 - (sum % 11) = 2; find one whose check is 11 → 0.
    const W = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    for (let n = 2000000000; n < 2000000100; n++) {
      const d = [...String(n)].map(Number);
      if (d.reduce((t, x, i) => t + x * (W[i] ?? 0), 0) % 11 === 0) {
        expect(isValidCuitCheckDigit(`${n}0`)).toBe(true);
        return;
      }
    }
    throw new Error('no sample found');
  });
});
