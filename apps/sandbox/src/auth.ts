// The two gates of the contract: the session bearer (a JWT from POST /otp) and the WAF captcha.
import type { Context, MiddlewareHandler } from 'hono';
import { sign, verify } from 'hono/jwt';
import { findSolicitud, jwtSecret } from './db.ts';
import type { Deps } from './deps.ts';
import { sesionExpirada, wafChallenge } from './errors.ts';
import { AWS_CAPTCHA_KEY } from './seed.ts';

export const issueToken = (deps: Deps, idSolicitud: string): Promise<string> =>
  sign(
    { idSolicitud, exp: Math.floor(deps.now() / 1000) + deps.tokenTtlSeconds },
    jwtSecret(deps.db),
    'HS256',
  );

/** The idSolicitud a valid, unexpired bearer was issued for; undefined for anything else. */
export const bearerSubject = async (deps: Deps, c: Context): Promise<string | undefined> => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!token) return undefined;
  try {
    // exp is checked here against the injectable clock rather than by the library's Date.now().
    const payload = await verify(token, jwtSecret(deps.db), {
      alg: 'HS256',
      exp: false,
      nbf: false,
      iat: false,
    });
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= deps.now()) return undefined;
    const { idSolicitud } = payload;
    if (typeof idSolicitud !== 'string' || !findSolicitud(deps.db, idSolicitud)) return undefined;
    return idSolicitud;
  } catch {
    return undefined;
  }
};

/** [bearer]: when the route has an :idSolicitud, the token must have been issued for it. */
export const requireBearer =
  (deps: Deps): MiddlewareHandler =>
  async (c, next) => {
    const subject = await bearerSubject(deps, c);
    const wanted = c.req.param('idSolicitud');
    if (!subject || (wanted !== undefined && wanted !== subject)) throw sesionExpirada();
    await next();
  };

/** [captcha]: the web's checkbox yields `${awsCaptchaKey}:${uuid}`; anything else is challenged. */
export const requireCaptcha: MiddlewareHandler = async (c, next) => {
  const prefix = `${AWS_CAPTCHA_KEY}:`;
  const token = c.req.header('x-aws-waf-token') ?? '';
  if (!token.startsWith(prefix) || token.length === prefix.length) return wafChallenge(c);
  await next();
};
