import { describe, expect, it } from 'vitest';
import { APP_VERSION, copyrightLine } from './brand.ts';

describe('brand', () => {
  it('signs the footer with 2025 and the legal name', () => {
    expect(copyrightLine()).toBe('© 2025 Banco Pampa Sur S.A.');
  });

  it('shows the version the spec fixes', () => {
    expect(APP_VERSION).toBe('1.6.4');
  });
});
