import { describe, expect, it } from 'vitest';
import { isLocalHost, resolveBaseUrl, UnknownHostError } from './hosts.ts';

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
});
