// The one ky instance and its hooks. Calls go through `api()` (shared client) or `captchaApi()`
// (same instance plus the bot-protection header and the WAF challenge retry).
import ky, { type KyInstance } from 'ky';
import { emitUnauthorized } from '../session/events.ts';
import { getToken } from '../session/session-data.ts';
import { getSessionId } from '../session/session-id.ts';
import { ApiError, parseErrorBody } from './api-error.ts';
import { type ApiConfig, apiConfig } from './config.ts';
import { getCaptchaToken, runCaptchaChallenge } from './captcha.ts';

export const HEADERS = {
  sessionId: 'X-Session-Id',
  xsrf: 'X-XSRF-TOKEN',
  wafToken: 'x-aws-waf-token',
  wafAction: 'x-amzn-waf-action',
  otpExpires: 'X-OTP-Time-Expires',
} as const;
export const XSRF_COOKIE = 'XSRF-TOKEN';

// Tests configure through here; the app calls config.ts directly.
export { type ApiConfig, configureApi } from './config.ts';

let instances: { config: ApiConfig; shared: KyInstance; captcha: KyInstance } | null = null;

const cookie = (name: string): string | null => {
  const source = apiConfig()?.readCookies?.() ?? globalThis.document?.cookie ?? '';
  const match = source.split(/;\s*/).find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
};

const build = (current: ApiConfig) => {
  const shared = ky.create({
    prefixUrl: current.baseUrl,
    credentials: 'include',
    timeout: false,
    // Only the WAF hook forces a retry, and only once; nothing is retried on its own.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    ...(current.fetch ? { fetch: current.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set(HEADERS.sessionId, getSessionId());
          const xsrf = cookie(XSRF_COOKIE);
          if (xsrf) request.headers.set(HEADERS.xsrf, xsrf);
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          if (response.status !== 403) return;
          const { code } = parseErrorBody(
            await response
              .clone()
              .json()
              .catch(() => null),
          );
          if (code === 'sesionExpirada') emitUnauthorized();
        },
      ],
    },
  });
  const captcha = shared.extend({
    hooks: {
      // Runs again on the forced retry below, so the retry carries the token the challenge got.
      beforeRequest: [
        (request) => {
          const token = getCaptchaToken();
          if (token) request.headers.set(HEADERS.wafToken, token);
        },
      ],
      afterResponse: [
        async (_request, _options, response, { retryCount }) => {
          if (response.status !== 405 || response.headers.get(HEADERS.wafAction) !== 'captcha') return;
          if (retryCount > 0) return;
          await runCaptchaChallenge();
          return ky.retry({ code: 'WAF_CAPTCHA', delay: 0 });
        },
      ],
    },
  });
  return { shared, captcha };
};

const get = () => {
  const config = apiConfig();
  if (!config) throw new Error('configureApi() must run before the first call');
  // A new configuration (tests) gets new instances.
  if (instances?.config !== config) instances = { config, ...build(config) };
  return instances;
};

export const api = (): KyInstance => get().shared;
export const captchaApi = (): KyInstance => get().captcha;

/** Runs a call and turns whatever fails into an ApiError carrying the server's code and message. */
export const call = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const response = (error as { response?: Response }).response;
    if (!response) throw new ApiError(0, undefined, undefined);
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    const { code, message } = parseErrorBody(body);
    throw new ApiError(response.status, code, message);
  }
};
