// The gate of the calls a phone makes after scanning the QR (identity §7): the QR carries doc,
// idSolicitud, timestamp and genero but no token, so a call with no Authorization header at all is let
// through while the request waits for biometrics. Any Authorization header present is checked as usual
// (a wrong or expired token is still sesionExpirada), and so is every call outside that stage.
import type { MiddlewareHandler } from 'hono';
import { requireBearer } from './auth.ts';
import { findSolicitud } from './db.ts';
import type { Deps } from './deps.ts';
import { sesionExpirada } from './errors.ts';
import { ESTADO_AGUARDANDO_BIOMETRIA } from './progreso.ts';

export const requireBearerOrQr = (deps: Deps): MiddlewareHandler => {
  const bearer = requireBearer(deps);
  return async (c, next) => {
    if (c.req.header('Authorization') !== undefined) return bearer(c, next);
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud') ?? '');
    if (solicitud?.estadoInternoNombre !== ESTADO_AGUARDANDO_BIOMETRIA) throw sesionExpirada();
    await next();
  };
};
