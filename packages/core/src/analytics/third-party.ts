// The tag manager, the personalization beacon and the survey (identity §7, screen 11) are the bank's
// own third-party scripts. They load only when a deployment names them (VITE_TAG_MANAGER_URL,
// VITE_BEACON_URL / VITE_BEACON_DEV_URL, VITE_SURVEY_URL at build time;
// the static server reads the same variables to allow their origins in its CSP), never from a host
// written in the code. This module only decides what is configured; loading is the web app's job.

export const THIRD_PARTY_ENV = {
  tagManager: 'VITE_TAG_MANAGER_URL',
  survey: 'VITE_SURVEY_URL',
  /** The personalization beacon's production variant, loaded on the production host only. */
  beaconProduction: 'VITE_BEACON_URL',
  /** Its development variant, loaded on every other known host. */
  beaconDevelopment: 'VITE_BEACON_DEV_URL',
} as const;

export type ThirdPartyScript = keyof typeof THIRD_PARTY_ENV;
export type ThirdPartyScripts = Record<ThirdPartyScript, string | null>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A script address a deployment may configure: an absolute https URL (plain http only on the local
 * machine), without credentials. Anything else is refused loudly rather than loaded.
 */
export const scriptUrl = (raw: string | undefined, name: string): string | null => {
  const value = raw?.trim();
  if (!value) return null;
  const url = URL.parse(value);
  const secure = url?.protocol === 'https:' || (url?.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  if (!url || !secure || url.username || url.password) {
    throw new Error(`${name} must be an https:// script URL, got "${value}"`);
  }
  return url.href;
};

/** What the environment configures; unset or empty variables mean "do not load". */
export const thirdPartyScripts = (env: Readonly<Record<string, string | undefined>>): ThirdPartyScripts => ({
  tagManager: scriptUrl(env[THIRD_PARTY_ENV.tagManager], THIRD_PARTY_ENV.tagManager),
  survey: scriptUrl(env[THIRD_PARTY_ENV.survey], THIRD_PARTY_ENV.survey),
  beaconProduction: scriptUrl(env[THIRD_PARTY_ENV.beaconProduction], THIRD_PARTY_ENV.beaconProduction),
  beaconDevelopment: scriptUrl(env[THIRD_PARTY_ENV.beaconDevelopment], THIRD_PARTY_ENV.beaconDevelopment),
});

/** Identity §7: the beacon's production or development variant, as the environment check says. */
export const beaconVariant = (production: boolean): ThirdPartyScript =>
  production ? 'beaconProduction' : 'beaconDevelopment';

/** The origins the CSP must allow for the configured scripts, none when nothing is configured. */
export const thirdPartyOrigins = (scripts: ThirdPartyScripts): string[] => [
  ...new Set(
    Object.values(scripts)
      .filter((href): href is string => href !== null)
      .map((href) => new URL(href).origin),
  ),
];
