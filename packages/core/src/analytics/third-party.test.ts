import { describe, expect, it } from 'vitest';
import { thirdPartyOrigins, thirdPartyScripts } from './third-party.ts';

describe('third-party scripts configuration', () => {
  it('configures nothing when the variables are unset or empty', () => {
    const scripts = thirdPartyScripts({ VITE_TAG_MANAGER_URL: '', VITE_SURVEY_URL: '  ' });
    expect(scripts).toEqual({
      tagManager: null,
      survey: null,
      beaconProduction: null,
      beaconDevelopment: null,
    });
    expect(thirdPartyOrigins(scripts)).toEqual([]);
  });

  it('uses exactly the configured addresses and allows only their origins', () => {
    const scripts = thirdPartyScripts({
      VITE_TAG_MANAGER_URL: 'https://tags.bank.example/gtm.js?id=GTM-1',
      VITE_SURVEY_URL: 'https://survey.bank.example/qsi-config.js',
    });
    expect(scripts).toEqual({
      tagManager: 'https://tags.bank.example/gtm.js?id=GTM-1',
      survey: 'https://survey.bank.example/qsi-config.js',
      beaconProduction: null,
      beaconDevelopment: null,
    });
    expect(thirdPartyOrigins(scripts)).toEqual(['https://tags.bank.example', 'https://survey.bank.example']);
  });

  it('refuses addresses a page must not load scripts from', () => {
    for (const bad of [
      'http://tags.example/gtm.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '//tags.example/gtm.js',
      'https://user:pass@tags.example/gtm.js',
    ]) {
      expect(() => thirdPartyScripts({ VITE_TAG_MANAGER_URL: bad }), bad).toThrow(/VITE_TAG_MANAGER_URL/);
    }
  });

  it('accepts plain http on the local machine, for a local tag-manager stub', () => {
    expect(thirdPartyScripts({ VITE_SURVEY_URL: 'http://localhost:9000/s.js' }).survey).toBe(
      'http://localhost:9000/s.js',
    );
  });
});
