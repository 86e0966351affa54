// The sandbox backend: the bank's onboarding contract plus the /__sandbox QA routes.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_IMAGE_BYTES } from '@alta/core/biometrics/biometrics.schema';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { bearerSubject } from './auth.ts';
import type { Db } from './db.ts';
import type { Deps, RegisterRoute } from './deps.ts';
import { ApiError, respondError } from './errors.ts';
import { FaultQueue, injectFaults, QA_PREFIX } from './qa/fault-queue.ts';
import { biometria } from './qa/biometria.ts';
import { faults } from './qa/faults.ts';
import { documentos } from './qa/documentos.ts';
import { documentosArchivos } from './qa/documentos-archivos.ts';
import { mailbox } from './qa/mailbox.ts';
import { reset } from './qa/reset.ts';
import { solicitudes } from './qa/solicitudes.ts';
import { aceptarTyc } from './routes/aceptar-tyc.ts';
import { captchaConfiguracion } from './routes/captcha-configuracion.ts';
import { configuracion } from './routes/configuracion.ts';
import { confirmarDatosFisica } from './routes/confirmar-datos-fisica.ts';
import { confirmarDatosJuridica } from './routes/confirmar-datos-juridica.ts';
import { crearSolicitud } from './routes/crear-solicitud.ts';
import { documentacion } from './routes/documentacion.ts';
import { enviarOtp } from './routes/enviar-otp.ts';
import { integrantes } from './routes/integrantes.ts';
import { obtenerSolicitud } from './routes/obtener-solicitud.ts';
import { oficiales } from './routes/oficiales.ts';
import { resumenProductos } from './routes/resumen-productos.ts';
import { retomarSolicitud } from './routes/retomar-solicitud.ts';
import { sucursales } from './routes/sucursales.ts';
import { tycs } from './routes/tycs.ts';
import { validarDireccion } from './routes/validar-direccion.ts';
import { validarIdentidad } from './routes/validar-identidad.ts';
import { validarOtp } from './routes/validar-otp.ts';
import { checkXsrf, issueXsrfCookie } from './xsrf.ts';

export const BASE_PATH = '/onboarding-empresas/v1';
export const DEFAULT_WEB_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];
export const MAX_BODY_BYTES = 64 * 1024;
/** POST /documentacion: the 30 MB of files plus room for the multipart framing. */
export const MAX_UPLOAD_BODY_BYTES = 31_457_280 + 1024 * 1024;
const UPLOAD_PATH = `${BASE_PATH}/documentacion`;
/** POST /biometria/validar-identidad/{id}: four images plus room for the multipart framing. */
export const MAX_IDENTITY_BODY_BYTES = 4 * MAX_IMAGE_BYTES + 1024 * 1024;
const IDENTITY_PATH = `${BASE_PATH}/biometria/validar-identidad/`;

export type AppOptions = {
  db: Db;
  now?: () => number;
  otpResendMs?: number;
  tokenTtlSeconds?: number;
  webOrigins?: string[];
  log?: (line: string) => void;
  /** Where the identity images go; a per-process temporary folder when left out (tests). */
  dataDir?: string;
};

const CALLS: RegisterRoute[] = [
  crearSolicitud,
  retomarSolicitud,
  obtenerSolicitud,
  configuracion,
  captchaConfiguracion,
  enviarOtp,
  validarOtp,
  resumenProductos,
  sucursales,
  oficiales,
  validarDireccion,
  confirmarDatosFisica,
  confirmarDatosJuridica,
  integrantes,
  documentacion,
  validarIdentidad,
  tycs,
  aceptarTyc,
];
const QA_ROUTES: RegisterRoute[] = [
  faults,
  reset,
  mailbox,
  solicitudes,
  documentos,
  documentosArchivos,
  biometria,
];

export const createApp = (options: AppOptions) => {
  const deps: Deps = {
    db: options.db,
    now: options.now ?? Date.now,
    otpResendMs: options.otpResendMs ?? 60_000,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 1800,
    faults: new FaultQueue(),
    log: options.log ?? console.log,
    // Nothing is created until an image is stored, so tests that never store one leave no trace.
    dataDir: options.dataDir ?? join(tmpdir(), 'alta-sandbox', String(process.pid)),
  };
  const app = new Hono();

  // Order matters: CORS first so every answer (faults included) is readable by the page; faults
  // before the body limit, XSRF, captcha and bearer so QA can fail a call whatever it carries.
  app.use(
    cors({
      origin: options.webOrigins ?? DEFAULT_WEB_ORIGINS,
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Session-Id', 'X-XSRF-TOKEN', 'x-aws-waf-token'],
      exposeHeaders: ['Authorization', 'X-OTP-Time-Expires', 'x-amzn-waf-action'],
    }),
  );
  app.use(issueXsrfCookie);
  app.use(injectFaults(deps.faults, (c) => bearerSubject(deps, c)));
  const jsonLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => respondError(c, 400, 'MaxSizeRequest', 'El cuerpo de la solicitud supera los 64 KiB'),
  });
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) =>
      respondError(c, 400, 'MaxSizeRequest', 'El total de archivos supera los 30MB permitidos.'),
  });
  const identityLimit = bodyLimit({
    maxSize: MAX_IDENTITY_BODY_BYTES,
    onError: (c) => respondError(c, 400, 'MaxSizeRequest', 'Las imágenes superan el tamaño máximo permitido'),
  });
  app.use((c, next) => {
    if (c.req.path === UPLOAD_PATH) return uploadLimit(c, next);
    if (c.req.path.startsWith(IDENTITY_PATH)) return identityLimit(c, next);
    return jsonLimit(c, next);
  });
  app.use(checkXsrf);

  const api = new Hono();
  for (const register of CALLS) register(api, deps);
  app.route(BASE_PATH, api);

  const qa = new Hono();
  for (const register of QA_ROUTES) register(qa, deps);
  app.route(QA_PREFIX, qa);

  app.notFound((c) => respondError(c, 404, 'RecursoNoEncontrado', 'Recurso no encontrado'));
  app.onError((err, c) => {
    if (err instanceof ApiError) return respondError(c, err.status, err.errorCode, err.errorMessage);
    // Anything else is a sandbox bug: log it (never a request's token) and answer like the bank.
    console.error('[sandbox] error inesperado:', err);
    return respondError(c, 500, 'ErrorTecnico', 'Estamos con un inconveniente por favor intente más tarde');
  });
  return app;
};
