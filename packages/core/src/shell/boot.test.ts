import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig, configureApi } from '../api/config.ts';
import { configureHosts, UnknownHostError } from '../env/hosts.ts';
import { configureDeployment } from './boot.ts';

afterEach(() => {
  configureHosts(undefined);
  configureApi({ baseUrl: '' });
});

describe('boot', () => {
  it('points the API at the backend of the host the page came from', () => {
    configureDeployment('localhost', undefined);
    expect(apiConfig()?.baseUrl).toBe('http://localhost:8090/onboarding-empresas/v1');
  });

  it("reads the bank's hosts from the build's configuration (the API on the page's own host)", () => {
    configureDeployment(
      'empresas.bank.example',
      '[{"host":"empresas.bank.example","environment":"production"}]',
    );
    expect(apiConfig()?.baseUrl).toBe('https://empresas.bank.example/onboarding-empresas/v1');
  });

  it('throws on a host the table does not list, and sets no API', () => {
    expect(() => configureDeployment('evil.example', undefined)).toThrow(UnknownHostError);
    expect(apiConfig()?.baseUrl).toBe('');
  });
});
