// Double-submit XSRF as the bank's HTTP client expects: the page reads the XSRF-TOKEN cookie and
// echoes it in X-XSRF-TOKEN on every mutation.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ApiError } from './errors.ts';
import { QA_PREFIX } from './qa/fault-queue.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Hands out a token to any client that has none; set before next() so error answers carry it too. */
export const issueXsrfCookie: MiddlewareHandler = async (c, next) => {
  if (!getCookie(c, XSRF_COOKIE)) {
    // Not HttpOnly: the page must read it to echo it back.
    setCookie(c, XSRF_COOKIE, randomBytes(16).toString('hex'), { path: '/', sameSite: 'Lax' });
  }
  await next();
};

/**
 * A mutation carrying the cookie must echo it. Requests without the cookie (curl, tests) pass: the
 * cookie is what a cross-site page would ride on. QA routes are exempt so e2e tooling that shares
 * the browser's cookies can still drive them.
 */
export const checkXsrf: MiddlewareHandler = async (c, next) => {
  if (MUTATIONS.has(c.req.method) && !c.req.path.startsWith(QA_PREFIX)) {
    const cookie = getCookie(c, XSRF_COOKIE);
    if (cookie && c.req.header(XSRF_HEADER) !== cookie) {
      throw new ApiError(403, 'XsrfInvalido', 'Token XSRF inválido');
    }
  }
  await next();
};
