import { describe, expect, it } from 'vitest';
import { HELP_DESK, telHref } from './help-desk.ts';

describe('help desk', () => {
  it('is an Argentine 0810 line, open Monday to Friday 7:00 to 20:00', () => {
    expect(HELP_DESK.phone).toMatch(/^0810-\d{3}-\d{4}$/);
    expect(HELP_DESK.days).toBe('lunes a viernes');
    expect(HELP_DESK.hours).toBe('7:00 a 20:00 hs');
  });

  it('dials the same digits it shows', () => {
    expect(telHref(HELP_DESK.phone)).toBe('tel:08103452582');
  });
});
