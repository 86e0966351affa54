// Loads the bank's tag manager, personalization beacon and survey, and only when the build names them (core's
// thirdPartyScripts, issue 7). Each is an external <script src> the CSP allows by origin only when
// configured; never inline code, never a host written here.
import {
  beaconVariant,
  type ThirdPartyScript,
  type ThirdPartyScripts,
  thirdPartyScripts,
} from '@alta/core/analytics/third-party';

const configured: ThirdPartyScripts = thirdPartyScripts({
  VITE_TAG_MANAGER_URL: import.meta.env.VITE_TAG_MANAGER_URL,
  VITE_SURVEY_URL: import.meta.env.VITE_SURVEY_URL,
  VITE_BEACON_URL: import.meta.env.VITE_BEACON_URL,
  VITE_BEACON_DEV_URL: import.meta.env.VITE_BEACON_DEV_URL,
});

/** Adds the script once; answers the element, or null when that script is not configured. */
export const loadThirdPartyScript = (
  which: ThirdPartyScript,
  scripts: ThirdPartyScripts = configured,
  doc: Document = document,
): HTMLScriptElement | null => {
  const src = scripts[which];
  if (!src) return null;
  const existing = doc.querySelector<HTMLScriptElement>(`script[data-third-party="${which}"]`);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.thirdParty = which;
  // Nothing of ours is sent along: no cookies for the vendor, no full URL as referrer.
  script.crossOrigin = 'anonymous';
  script.referrerPolicy = 'strict-origin-when-cross-origin';
  doc.head.append(script);
  return script;
};

const afterLoad = (win: Window, load: () => void): void => {
  if (win.document.readyState === 'complete') load();
  else win.addEventListener('load', load, { once: true });
};

/** The tag manager waits for the page to finish loading, so it never competes with the first paint. */
export const loadTagManagerAfterLoad = (win: Window = window): void => {
  if (!configured.tagManager) return;
  afterLoad(win, () => loadThirdPartyScript('tagManager'));
};

/**
 * The personalization beacon beside the tag manager, after the load too: the production variant on
 * the production host, the development one elsewhere (identity §7's environment check).
 */
export const loadBeaconAfterLoad = (
  production: boolean,
  win: Window = window,
  scripts: ThirdPartyScripts = configured,
): void => {
  const variant = beaconVariant(production);
  if (!scripts[variant]) return;
  afterLoad(win, () => loadThirdPartyScript(variant, scripts, win.document));
};
