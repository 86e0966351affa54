import { thirdPartyOrigins, thirdPartyScripts } from '@alta/core/analytics/third-party';
import { afterEach, describe, expect, it } from 'vitest';
import { loadBeaconAfterLoad, loadThirdPartyScript } from './third-party-scripts.ts';

const NONE = thirdPartyScripts({});
const CONFIGURED = thirdPartyScripts({
  VITE_TAG_MANAGER_URL: 'https://tags.bank.example/gtm.js?id=GTM-1',
  VITE_SURVEY_URL: 'https://survey.bank.example/qsi-config.js',
});

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('tag manager and survey loader', () => {
  it('loads nothing when nothing is configured', () => {
    expect(loadThirdPartyScript('tagManager', NONE)).toBeNull();
    expect(loadThirdPartyScript('survey', NONE)).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('the test build configures nothing, so the app itself adds no script', () => {
    expect(loadThirdPartyScript('tagManager')).toBeNull();
    expect(loadThirdPartyScript('survey')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the configured address as an external script, once, with no inline code', () => {
    const script = loadThirdPartyScript('survey', CONFIGURED);
    loadThirdPartyScript('survey', CONFIGURED);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(script?.src).toBe('https://survey.bank.example/qsi-config.js');
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe('');
    loadThirdPartyScript('tagManager', CONFIGURED);
    expect([...document.querySelectorAll('script')].map((element) => element.src)).toEqual([
      'https://survey.bank.example/qsi-config.js',
      'https://tags.bank.example/gtm.js?id=GTM-1',
    ]);
  });
});

describe('personalization beacon', () => {
  const BEACONS = thirdPartyScripts({
    VITE_BEACON_URL: 'https://beacon.bank.example/prod/beacon.js',
    VITE_BEACON_DEV_URL: 'https://beacon.bank.example/dev/beacon.js',
  });

  it('loads the production variant on the production host and the development one elsewhere', () => {
    loadBeaconAfterLoad(true, window, BEACONS);
    loadBeaconAfterLoad(false, window, BEACONS);
    expect([...document.querySelectorAll('script')].map((element) => element.src)).toEqual([
      'https://beacon.bank.example/prod/beacon.js',
      'https://beacon.bank.example/dev/beacon.js',
    ]);
  });

  it('loads nothing when its variant is not configured (the test build configures none)', () => {
    loadBeaconAfterLoad(true, window, NONE);
    loadBeaconAfterLoad(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('opens the CSP for its origin only when configured', () => {
    expect(thirdPartyOrigins(NONE)).toEqual([]);
    expect(thirdPartyOrigins(BEACONS)).toEqual(['https://beacon.bank.example']);
  });
});
