import { describe, expect, it } from 'vitest';
import {
  type HostEntry,
  HOSTS,
  isLocalHost,
  isProductionHost,
  offersCaptureOnThisDevice,
  resolveBaseUrl,
  UnknownHostError,
} from './hosts.ts';

describe('host table', () => {
  it('sends localhost and 127.0.0.1 to the sandbox on :8090', () => {
    expect(resolveBaseUrl('localhost')).toBe('http://localhost:8090/onboarding-empresas/v1');
    expect(resolveBaseUrl('127.0.0.1')).toBe('http://localhost:8090/onboarding-empresas/v1');
    expect(isLocalHost('LOCALHOST')).toBe(true);
  });

  it('refuses an unknown host, naming it and suggesting localhost', () => {
    expect(() => resolveBaseUrl('evil.example.com')).toThrow(UnknownHostError);
    expect(() => resolveBaseUrl('evil.example.com')).toThrow(/"evil\.example\.com".*localhost/);
  });

  it('marks no local host as production or pre-production', () => {
    for (const { host } of HOSTS) {
      expect(isProductionHost(host)).toBe(false);
      expect(offersCaptureOnThisDevice(host, false)).toBe(true);
    }
  });
});

describe('front capture on a computer (identity §2 screen 4)', () => {
  const TABLE: HostEntry[] = [
    { host: 'dev.banco.test', baseUrl: 'https://dev.banco.test/onboarding-empresas/v1' },
    { host: 'pre.banco.test', baseUrl: 'https://pre.banco.test/onboarding-empresas/v1', preProduction: true },
    { host: 'www.banco.test', baseUrl: 'https://www.banco.test/onboarding-empresas/v1', production: true },
  ];

  it('is hidden on the production and pre-production hosts, and offered on the others', () => {
    expect(offersCaptureOnThisDevice('www.banco.test', false, TABLE)).toBe(false);
    expect(offersCaptureOnThisDevice('PRE.banco.test', false, TABLE)).toBe(false);
    expect(offersCaptureOnThisDevice('dev.banco.test', false, TABLE)).toBe(true);
  });

  it('is always offered on a phone', () => {
    for (const { host } of TABLE) expect(offersCaptureOnThisDevice(host, true, TABLE)).toBe(true);
  });

  it('pre-production is not production (only the production host is)', () => {
    expect(isProductionHost('pre.banco.test', TABLE)).toBe(false);
    expect(isProductionHost('www.banco.test', TABLE)).toBe(true);
  });

  it('refuses a host outside the table', () => {
    expect(() => offersCaptureOnThisDevice('evil.example.com', true, TABLE)).toThrow(UnknownHostError);
  });
});
