// The sandbox store: one SQLite file so a request started in a demo survives a restart.
// Extra per-request data lives in a JSON column so later calls can add fields without migrations.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;
export type TipoPersona = 'FISICA' | 'JURIDICA';
export type Json = Record<string, unknown>;

export type Solicitud = {
  idSolicitud: string;
  nroTributario: string;
  tipoPersona: TipoPersona;
  pagina: string;
  estadoInternoNombre: string;
  /** The start form as validated (trimmed, dashes stripped from the CUIT). */
  formulario: Json;
  /** Whatever later calls record (integrantes, domicilio, ...); merged into the read record. */
  datos: Json;
  creadaEn: string;
  actualizadaEn: string;
};

export type OtpCode = {
  idSolicitud: string;
  code: string;
  email: string;
  sentAt: string;
  failedAttempts: number;
  consumedAt: string | null;
};

/** A request in one of these states no longer blocks a new one for the same CUIT nor resumes. */
export const ESTADOS_FINALES: readonly string[] = ['FINALIZADA', 'CANCELADA', 'RECHAZADA'];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS solicitudes (
  id_solicitud TEXT PRIMARY KEY,
  nro_tributario TEXT NOT NULL,
  tipo_persona TEXT NOT NULL CHECK (tipo_persona IN ('FISICA', 'JURIDICA')),
  pagina TEXT NOT NULL,
  estado_interno_nombre TEXT NOT NULL,
  formulario TEXT NOT NULL,
  datos TEXT NOT NULL DEFAULT '{}',
  creada_en TEXT NOT NULL,
  actualizada_en TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS solicitudes_nro_tributario ON solicitudes (nro_tributario);
CREATE TABLE IF NOT EXISTS otp_codes (
  id_solicitud TEXT PRIMARY KEY REFERENCES solicitudes (id_solicitud) ON DELETE CASCADE,
  code TEXT NOT NULL,
  email TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  consumed_at TEXT
);
`;

export const openDb = (path: string): Db => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  return db;
};

type SolicitudRow = {
  id_solicitud: string;
  nro_tributario: string;
  tipo_persona: TipoPersona;
  pagina: string;
  estado_interno_nombre: string;
  formulario: string;
  datos: string;
  creada_en: string;
  actualizada_en: string;
};

const toSolicitud = (row: SolicitudRow): Solicitud => ({
  idSolicitud: row.id_solicitud,
  nroTributario: row.nro_tributario,
  tipoPersona: row.tipo_persona,
  pagina: row.pagina,
  estadoInternoNombre: row.estado_interno_nombre,
  formulario: JSON.parse(row.formulario) as Json,
  datos: JSON.parse(row.datos) as Json,
  creadaEn: row.creada_en,
  actualizadaEn: row.actualizada_en,
});

export const insertSolicitud = (db: Db, s: Solicitud): void => {
  db.prepare(
    `INSERT INTO solicitudes (id_solicitud, nro_tributario, tipo_persona, pagina, estado_interno_nombre,
       formulario, datos, creada_en, actualizada_en)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    s.idSolicitud,
    s.nroTributario,
    s.tipoPersona,
    s.pagina,
    s.estadoInternoNombre,
    JSON.stringify(s.formulario),
    JSON.stringify(s.datos),
    s.creadaEn,
    s.actualizadaEn,
  );
};

export const findSolicitud = (db: Db, idSolicitud: string): Solicitud | undefined => {
  const row = db.prepare('SELECT * FROM solicitudes WHERE id_solicitud = ?').get(idSolicitud) as
    | SolicitudRow
    | undefined;
  return row && toSolicitud(row);
};

/** The latest unfinished request for a CUIT (digits only). */
export const findSolicitudEnCurso = (db: Db, nroTributario: string): Solicitud | undefined => {
  const finales = ESTADOS_FINALES.map(() => '?').join(', ');
  const row = db
    .prepare(
      `SELECT * FROM solicitudes WHERE nro_tributario = ? AND estado_interno_nombre NOT IN (${finales})
       ORDER BY creada_en DESC, rowid DESC LIMIT 1`,
    )
    .get(nroTributario, ...ESTADOS_FINALES) as SolicitudRow | undefined;
  return row && toSolicitud(row);
};

export type SolicitudPatch = { pagina?: string; estadoInternoNombre?: string; datos?: Json };

/** Returns the updated request, or undefined when it does not exist. `datos` is merged, not replaced. */
export const updateSolicitud = (
  db: Db,
  idSolicitud: string,
  patch: SolicitudPatch,
  at: string,
): Solicitud | undefined => {
  const current = findSolicitud(db, idSolicitud);
  if (!current) return undefined;
  const next: Solicitud = {
    ...current,
    pagina: patch.pagina ?? current.pagina,
    estadoInternoNombre: patch.estadoInternoNombre ?? current.estadoInternoNombre,
    datos: { ...current.datos, ...patch.datos },
    actualizadaEn: at,
  };
  db.prepare(
    `UPDATE solicitudes SET pagina = ?, estado_interno_nombre = ?, datos = ?, actualizada_en = ?
     WHERE id_solicitud = ?`,
  ).run(next.pagina, next.estadoInternoNombre, JSON.stringify(next.datos), at, idSolicitud);
  return next;
};

type OtpRow = {
  id_solicitud: string;
  code: string;
  email: string;
  sent_at: string;
  failed_attempts: number;
  consumed_at: string | null;
};

/** A new code replaces the previous one and clears its failed attempts (this is what unlocks it). */
export const saveOtp = (db: Db, idSolicitud: string, code: string, email: string, sentAt: string): void => {
  db.prepare(
    `INSERT INTO otp_codes (id_solicitud, code, email, sent_at, failed_attempts, consumed_at)
     VALUES (?, ?, ?, ?, 0, NULL)
     ON CONFLICT (id_solicitud) DO UPDATE SET code = excluded.code, email = excluded.email,
       sent_at = excluded.sent_at, failed_attempts = 0, consumed_at = NULL`,
  ).run(idSolicitud, code, email, sentAt);
};

export const findOtp = (db: Db, idSolicitud: string): OtpCode | undefined => {
  const row = db.prepare('SELECT * FROM otp_codes WHERE id_solicitud = ?').get(idSolicitud) as
    | OtpRow
    | undefined;
  return (
    row && {
      idSolicitud: row.id_solicitud,
      code: row.code,
      email: row.email,
      sentAt: row.sent_at,
      failedAttempts: row.failed_attempts,
      consumedAt: row.consumed_at,
    }
  );
};

export const recordOtpFailure = (db: Db, idSolicitud: string): void => {
  db.prepare('UPDATE otp_codes SET failed_attempts = failed_attempts + 1 WHERE id_solicitud = ?').run(
    idSolicitud,
  );
};

/**
 * A start again for a request whose e-mail was never validated (issue 24: a mistyped address): its
 * start form is replaced and the code sent to the old address stops working.
 */
export const restartSolicitud = (db: Db, idSolicitud: string, formulario: Json, at: string): void => {
  db.prepare('UPDATE solicitudes SET formulario = ?, actualizada_en = ? WHERE id_solicitud = ?').run(
    JSON.stringify(formulario),
    at,
    idSolicitud,
  );
  db.prepare('DELETE FROM otp_codes WHERE id_solicitud = ?').run(idSolicitud);
};

export const consumeOtp = (db: Db, idSolicitud: string, at: string): void => {
  db.prepare('UPDATE otp_codes SET consumed_at = ? WHERE id_solicitud = ?').run(at, idSolicitud);
};

/** Kept in the store, not in memory, so tokens issued before a restart stay valid. */
export const jwtSecret = (db: Db): string => {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'jwt_secret'").get() as
    | { value: string }
    | undefined;
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  db.prepare("INSERT INTO meta (key, value) VALUES ('jwt_secret', ?)").run(secret);
  return secret;
};

/** Dropping the secret too means every token issued before the reset stops verifying. */
export const resetStore = (db: Db): void => {
  db.transaction(() => {
    db.exec('DELETE FROM otp_codes; DELETE FROM solicitudes; DELETE FROM meta;');
  })();
};
