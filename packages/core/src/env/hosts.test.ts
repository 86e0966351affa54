import { describe, expect, it } from 'vitest';
import {
  type HostEntry,
  configureHosts,
  hostEntry,
  hostsFromConfig,
  LOCAL_HOSTS,
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
    for (const { host } of LOCAL_HOSTS) {
      expect(isProductionHost(host)).toBe(false);
      expect(offersCaptureOnThisDevice(host, false)).toBe(true);
    }
  });
});

describe('front capture on a computer (identity §2 screen 4)', () => {
  const TABLE: HostEntry[] = [
    {
      host: 'dev.banco.test',
      baseUrl: 'https://dev.banco.test/onboarding-empresas/v1',
      environment: 'development',
    },
    {
      host: 'pre.banco.test',
      baseUrl: 'https://pre.banco.test/onboarding-empresas/v1',
      environment: 'preProduction',
    },
    {
      host: 'www.banco.test',
      baseUrl: 'https://www.banco.test/onboarding-empresas/v1',
      environment: 'production',
    },
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

describe('configured hosts (VITE_ALTA_HOSTS)', () => {
  const CONFIG = JSON.stringify([
    { host: 'dev.empresas.bank.example', environment: 'development' },
    { host: 'test.empresas.bank.example', environment: 'test' },
    { host: 'pre.empresas.bank.example', environment: 'preProduction' },
    { host: 'empresas.bank.example', environment: 'production' },
    {
      host: 'api-split.bank.example',
      environment: 'test',
      baseUrl: 'https://api.bank.example/onboarding-empresas/v1',
    },
  ]);

  it('covers every environment of the spec, the API on the page host unless told otherwise', () => {
    const table = hostsFromConfig(CONFIG);
    expect(table.map((row) => row.environment)).toEqual([
      'development',
      'test',
      'preProduction',
      'production',
      'test',
    ]);
    expect(hostEntry('empresas.bank.example', table).baseUrl).toBe(
      'https://empresas.bank.example/onboarding-empresas/v1',
    );
    expect(hostEntry('api-split.bank.example', table).baseUrl).toBe(
      'https://api.bank.example/onboarding-empresas/v1',
    );
  });

  it('knows production by its host name only; the desktop goes on with its camera elsewhere', () => {
    const table = hostsFromConfig(CONFIG);
    expect(isProductionHost('empresas.bank.example', table)).toBe(true);
    expect(isProductionHost('pre.empresas.bank.example', table)).toBe(false);
    // Identity §2 screen 4: no desktop 'Continuar' on production and pre-production.
    expect(offersCaptureOnThisDevice('empresas.bank.example', false, table)).toBe(false);
    expect(offersCaptureOnThisDevice('pre.empresas.bank.example', false, table)).toBe(false);
    expect(offersCaptureOnThisDevice('empresas.bank.example', true, table)).toBe(true);
    expect(offersCaptureOnThisDevice('test.empresas.bank.example', false, table)).toBe(true);
  });

  it('is the page table once configured, and an unknown host still raises the spec error', () => {
    configureHosts(CONFIG);
    try {
      expect(resolveBaseUrl('dev.empresas.bank.example')).toBe(
        'https://dev.empresas.bank.example/onboarding-empresas/v1',
      );
      expect(resolveBaseUrl('localhost')).toBe('http://localhost:8090/onboarding-empresas/v1');
      expect(() => resolveBaseUrl('empresas.bank.example.evil.com')).toThrow(UnknownHostError);
    } finally {
      configureHosts(undefined);
    }
  });

  it('refuses a configuration it cannot read, saying what is wrong', () => {
    expect(() => hostsFromConfig('[{"host":"x.example","environment":"staging"}]')).toThrow(
      /VITE_ALTA_HOSTS/,
    );
    expect(() => hostsFromConfig('[{host: x}]')).toThrow(/VITE_ALTA_HOSTS is not JSON/);
    expect(() => hostsFromConfig('[{"host":"https://x.example/","environment":"test"}]')).toThrow(/host/);
    expect(hostsFromConfig(undefined)).toEqual([]);
  });
});
