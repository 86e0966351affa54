import { describe, expect, it } from 'vitest';
import { deviceOf } from './device.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

describe('deviceOf', () => {
  it('takes a phone from its user agent, a computer otherwise', () => {
    expect(deviceOf({ userAgent: PHONE })).toBe('mobile');
    expect(deviceOf({ userAgent: DESKTOP })).toBe('desktop');
  });

  it('believes the client hints over the user agent', () => {
    expect(deviceOf({ userAgent: DESKTOP, userAgentData: { mobile: true } })).toBe('mobile');
    expect(deviceOf({ userAgent: PHONE, userAgentData: { mobile: false } })).toBe('desktop');
  });
});
