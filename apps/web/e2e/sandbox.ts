/// <reference types="node" />
// The sandbox as the e2e specs reach it directly, not through the page: its addresses, its QA routes
// (faults, the mailbox, state setters) and the start lock. The sandbox's faults are global and
// matched by path only, so starts from the two workers are serialised around POST /solicitud
// (helpers.ts' submitStart and api-setup.ts take the lock), and a fault queued for one test can never
// be spent by another test's start.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

// Another deployment (issue 26: `npm run test:model:browser -- --api-url URL`) comes in through
// ALTA_API_URL, set by scripts/e2e.mjs; its QA routes are looked for at the same origin.
export const API_URL = process.env.ALTA_API_URL ?? 'http://localhost:8090/onboarding-empresas/v1';
export const SANDBOX_URL = new URL(API_URL).origin;
export const QA_URL = `${SANDBOX_URL}/__sandbox`;
export const START_PATH = '/onboarding-empresas/v1/solicitud';
export interface Fault {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  status: number;
  errorCode?: string;
  errorMessage?: string;
  times?: number;
  /** The call's path ends with `path` instead of containing it. */
  exact?: boolean;
  /** Only calls carrying this request's bearer match (the other worker's calls never do). */
  idSolicitud?: string;
}

export interface QaEndpoints {
  mailbox: boolean;
  faults: boolean;
}

/**
 * Whether the deployment under test has the sandbox's QA routes: the mailbox (the e-mailed code) and
 * the faults (error answers). A real test server has neither; the paths needing them are skipped.
 */
export const qaEndpoints = async (request: APIRequestContext): Promise<QaEndpoints> => {
  const answers = async (url: string, ok: (body: Record<string, unknown>) => boolean) => {
    try {
      const response = await request.get(url, { timeout: 5_000 });
      return ok((await response.json().catch(() => ({}))) as Record<string, unknown>);
    } catch {
      return false;
    }
  };
  const [mailbox, faults] = await Promise.all([
    // A request that sent no code: the mailbox answers its own 404 code.
    answers(`${QA_URL}/mailbox/qa-probe`, (body) => JSON.stringify(body).includes('CodigoNoEnviado')),
    answers(`${QA_URL}/faults`, (body) => Array.isArray(body.faults)),
  ]);
  return { mailbox, faults };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The latest code the sandbox "sent" for a request; waits until one was sent. */
export const readCode = async (request: APIRequestContext, idSolicitud: string): Promise<string> => {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${QA_URL}/mailbox/${idSolicitud}`);
        if (!response.ok()) return '';
        code = ((await response.json()) as { code: string }).code;
        return code;
      },
      { message: `no code in the mailbox for ${idSolicitud}` },
    )
    .toMatch(/^\d{4}$/);
  return code;
};

/** What the sandbox answers for an expired session (journey §8). */
export const SESSION_EXPIRED = {
  status: 403,
  errorCode: 'sesionExpirada',
  errorMessage: 'Tu sesión ha expirado por favor volve a retomar el proceso',
} as const;

export const injectFault = async (request: APIRequestContext, fault: Fault): Promise<void> => {
  const response = await request.post(`${QA_URL}/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
};

/** Clears every queued fault, the other worker's too: only for a run with one worker. */
export const resetFaults = async (request: APIRequestContext): Promise<void> => {
  expect((await request.delete(`${QA_URL}/faults`)).ok()).toBe(true);
};

export const setPagina = async (
  request: APIRequestContext,
  idSolicitud: string,
  pagina: string,
): Promise<void> => {
  const response = await request.patch(`${QA_URL}/solicitudes/${idSolicitud}`, { data: { pagina } });
  expect(response.ok(), await response.text()).toBe(true);
};

const LOCK_DIR = join(tmpdir(), 'alta-e2e-start.lock');
const LOCK_STALE_MS = 15_000;

/** A lock shared by the workers (mkdir is atomic); a lock left by a crashed worker goes stale. */
export const withStartLock = async <T>(run: () => Promise<T>): Promise<T> => {
  const deadline = Date.now() + 25_000;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(LOCK_DIR).mtimeMs > LOCK_STALE_MS)
          rmSync(LOCK_DIR, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      if (Date.now() > deadline) throw new Error('e2e: the start lock was never released');
      await sleep(50);
    }
  }
  try {
    return await run();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
};
