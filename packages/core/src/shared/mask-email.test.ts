import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('maskEmail', () => {
  it('keeps two characters of the mailbox and the domain', () => {
    expect(maskEmail('maria.perez@empresa.com.ar')).toBe('ma***@empresa.com.ar');
    expect(maskEmail('a@x.com')).toBe('a***@x.com');
  });

  it('shows nothing of what is not an address', () => {
    expect(maskEmail('sin-arroba')).toBe('***');
    expect(maskEmail('@dominio.com')).toBe('***');
  });
});
