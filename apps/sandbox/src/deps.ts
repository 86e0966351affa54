// What every route needs, built once by createApp. A separate module so routes never import app.ts.
import type { Hono } from 'hono';
import type { Db } from './db.ts';
import type { FaultQueue } from './qa/fault-queue.ts';

export type Deps = {
  db: Db;
  /** Epoch milliseconds; injectable so tests can expire tokens without waiting. */
  now: () => number;
  otpResendMs: number;
  tokenTtlSeconds: number;
  faults: FaultQueue;
  /** Where the one-time code line goes; tests silence it. */
  log: (line: string) => void;
  /** Files the calls keep on disk (the identity images), beside the SQLite file. */
  dataDir: string;
};

export const isoAt = (deps: Deps): string => new Date(deps.now()).toISOString();

/** Each call's file exports one of these; createApp mounts them under the base path. */
export type RegisterRoute = (api: Hono, deps: Deps) => void;
