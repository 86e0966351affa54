// The LAN option of `npm start`: which address it serves on and what the build and servers are told.
import { hostsFromConfig } from '../packages/core/src/env/hosts.ts';
import { describe, expect, it } from 'vitest';
import { lanAddress, lanHostFromArgs, lanSettings } from './lan.mjs';

const NICS = {
  lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
  docker0: [{ address: 'fe80::1', family: 'IPv6', internal: false }],
  eth0: [{ address: '192.168.1.20', family: 'IPv4', internal: false }],
};

describe('npm start --lan', () => {
  it("serves on the machine's first IPv4 address besides loopback, or the host given", () => {
    expect(lanAddress(NICS as never)).toBe('192.168.1.20');
    expect(lanAddress({ lo: NICS.lo } as never)).toBeNull();
    expect(lanHostFromArgs(['--lan'], () => '192.168.1.20')).toBe('192.168.1.20');
    expect(lanHostFromArgs(['--lan=Mi-PC.local'])).toBe('mi-pc.local');
    expect(lanHostFromArgs([])).toBeNull();
    expect(() => lanHostFromArgs(['--lan'], () => null)).toThrow(/--lan=HOST/);
    expect(() => lanHostFromArgs(['--lan=http://x/'])).toThrow(/bare host/);
  });

  it('adds a host-table row the app accepts, keeps the configured rows, and opens CORS and CSP to it', () => {
    const configured = JSON.stringify([{ host: 'empresas.bank.example', environment: 'production' }]);
    const settings = lanSettings('192.168.1.20', {
      webPort: 5173,
      sandboxPort: 8090,
      configuredHosts: configured,
    });
    expect(hostsFromConfig(settings.hostsJson)).toEqual([
      {
        host: 'empresas.bank.example',
        environment: 'production',
        baseUrl: 'https://empresas.bank.example/onboarding-empresas/v1',
      },
      {
        host: '192.168.1.20',
        environment: 'local',
        baseUrl: 'http://192.168.1.20:8090/onboarding-empresas/v1',
      },
    ]);
    expect(settings.webOrigin).toBe('http://192.168.1.20:5173');
    expect(settings.sandboxOrigin).toBe('http://192.168.1.20:8090');
  });
});
