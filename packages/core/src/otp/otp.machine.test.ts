import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as otpApi from '../api/otp.ts';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DATA_LAYER_NAME } from '../analytics/data-layer.ts';
import { ApiError } from '../api/api-error.ts';
import { OTP_ROUTES, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import { getSessionRequestId, getToken, setNroTributario } from '../session/session-data.ts';
import { removeItem, STORAGE_KEYS } from '../session/storage.ts';
import { OTP_REJECTION } from '../../testing/otp/otp.fixtures.ts';
import { otpMachine } from './otp.machine.ts';
import { forgetCodeRequest, freshCodeRemainingMs, noteCodeRequested } from '../session/code-request.ts';
import { DEFAULT_ERROR_MESSAGE, SESSION_EXPIRED_NOTICE } from '../errors/catalogue.ts';

const CODE = { one: '4', two: '8', three: '2', four: '1' };

const host = globalThis as unknown as Record<string, unknown>;
/** The data layer's module loads with its first event: a push lands a few ticks after the transition. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pushed = () => (host[DATA_LAYER_NAME] ?? []) as { event: string; tipoPersona: string }[];

/** The real machine; the two calls answer as `validate` says, the code request never. */
const start = (validate: () => Promise<string>) => {
  const machine = otpMachine.provide({
    actors: {
      requestOtp: fromPromise(() => new Promise<{ expiresHeader: string | null }>(() => {})),
      validateOtp: fromPromise(validate),
    },
  });
  const actor = createActor(machine, { input: { idSolicitud: 'sol-1' } });
  actor.start();
  return actor;
};

beforeEach(() => {
  forgetCodeRequest();
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.requestId);
  delete host[DATA_LAYER_NAME];
  setNroTributario('20-12345678-9');
});

describe('otpMachine: what an accepted code leaves behind (issue 16)', () => {
  it('stores the token and the request for the offer, and counts validacion_email once', async () => {
    const actor = start(async () => 'jwt-1');
    actor.send({ type: 'otp.submit', values: CODE });
    await waitFor(actor, (s) => s.matches({ code: 'validated' }));
    expect(getToken()).toBe('jwt-1');
    expect(getSessionRequestId()).toBe('sol-1');
    await vi.waitFor(() => expect(pushed()).toHaveLength(1));
    expect(pushed()).toMatchObject([{ event: 'validacion_email', tipoPersona: 'FISICA' }]);
  });

  it('stores and counts nothing when the code is rejected', async () => {
    const actor = start(() => Promise.reject(OTP_REJECTION));
    actor.send({ type: 'otp.submit', values: CODE });
    await waitFor(actor, (s) => s.context.shakes === 1);
    expect(actor.getSnapshot().matches({ code: 'editing' })).toBe(true);
    await settle();
    expect(getSessionRequestId()).toBeNull();
    expect(pushed()).toEqual([]);
  });

  it('stores and counts nothing when the validation fails for another reason', async () => {
    const actor = start(() => Promise.reject(new ApiError(404, 'SolicitudNoEncontrada', 'no')));
    actor.send({ type: 'otp.submit', values: CODE });
    await waitFor(actor, (s) => s.matches({ code: 'leaving' }));
    await settle();
    expect(getToken()).toBeNull();
    expect(getSessionRequestId()).toBeNull();
    expect(pushed()).toEqual([]);
  });
});

describe("otpMachine: 'Volver'", () => {
  it('goes home through the route table', () => {
    const actor = start(async () => 'jwt-1');
    actor.send({ type: 'otp.back' });
    expect(routeFor(OTP_ROUTES, actor.getSnapshot())).toBe(paths.home);
  });

  it('drops a validation in flight: its answer stores nothing', async () => {
    let answer: (token: string) => void = () => {};
    const actor = start(() => new Promise<string>((resolve) => (answer = resolve)));
    actor.send({ type: 'otp.submit', values: CODE });
    expect(actor.getSnapshot().matches({ code: 'validating' })).toBe(true);
    actor.send({ type: 'otp.back' });
    answer('jwt-1');
    await settle();
    expect(actor.getSnapshot().matches({ code: 'back' })).toBe(true);
    expect(getToken()).toBeNull();
    expect(getSessionRequestId()).toBeNull();
    expect(pushed()).toEqual([]);
  });
});

describe('otpMachine: a reload and a failed code request (issue 24)', () => {
  /** The machine's own code request over a faked API call (`calls` counts what reached the API). */
  const withApi = (answer: () => Promise<{ expiresHeader: string | null }>) => {
    const calls: string[] = [];
    vi.spyOn(otpApi, 'requestOtp').mockImplementation((id) => {
      calls.push(id);
      return answer();
    });
    const actor = createActor(
      otpMachine.provide({ actors: { validateOtp: fromPromise(async () => 'jwt-1') } }),
      { input: { idSolicitud: 'sol-1' } },
    );
    actor.start();
    return { actor, calls };
  };
  afterEach(() => vi.restoreAllMocks());

  const arrivedBy = (type: string, path = '/getcode/sol-1') =>
    vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ type, name: `http://localhost:5173${path}` }] as unknown as PerformanceEntryList);

  it('a reload while the countdown of the code asked for runs asks for no new code and keeps its countdown', async () => {
    arrivedBy('navigate');
    const first = withApi(async () => ({ expiresHeader: '60000' }));
    await waitFor(first.actor, (s) => s.matches({ resend: 'counting' }));
    expect(first.calls).toEqual(['sol-1']);
    first.actor.stop();
    arrivedBy('reload');
    expect(freshCodeRemainingMs('sol-1')).toBeGreaterThan(59_000);
    const reloaded = withApi(async () => ({ expiresHeader: '60000' }));
    await waitFor(reloaded.actor, (s) => s.matches({ resend: 'counting' }));
    expect(reloaded.calls).toEqual([]);
    expect(reloaded.actor.getSnapshot().context.remainingMs).toBeGreaterThan(58_000);
    expect(reloaded.actor.getSnapshot().context.remainingMs).toBeLessThanOrEqual(60_000);
    reloaded.actor.stop();
    // Once the countdown is over: a code is asked for as before.
    noteCodeRequested('sol-1', 60_000, Date.now() - 61_000);
    const later = withApi(async () => ({ expiresHeader: '60000' }));
    await waitFor(later.actor, (s) => s.matches({ resend: 'counting' }));
    expect(later.calls).toEqual(['sol-1']);
  });

  it('any other arrival at the screen (a resume, a reload of another page) asks for a new code', async () => {
    noteCodeRequested('sol-1', 60_000);
    arrivedBy('navigate');
    expect(freshCodeRemainingMs('sol-1')).toBe(0);
    arrivedBy('reload', '/continuar-tramite');
    const resumed = withApi(async () => ({ expiresHeader: '60000' }));
    await waitFor(resumed.actor, (s) => s.matches({ resend: 'counting' }));
    expect(resumed.calls).toEqual(['sol-1']);
  });

  it('an accepted code forgets the request, so a later visit asks for a new one', async () => {
    const { actor } = withApi(async () => ({ expiresHeader: '60000' }));
    await waitFor(actor, (s) => s.matches({ resend: 'counting' }));
    actor.send({ type: 'otp.submit', values: CODE });
    await waitFor(actor, (s) => s.matches({ code: 'validated' }));
    arrivedBy('reload');
    expect(freshCodeRemainingMs('sol-1')).toBe(0);
  });

  it('GET /otp answering 503 leaves for the error page as the catalogue says; a toast code stays', async () => {
    const down = withApi(() => Promise.reject(new ApiError(503, 'ServicioNoDisponible', 'x')));
    await waitFor(down.actor, (s) => s.matches({ code: 'left' }));
    expect(routeFor(OTP_ROUTES, down.actor.getSnapshot())).toBe(paths.errorSecondary(DEFAULT_ERROR_MESSAGE));
    const toasts: string[] = [];
    const expired = withApi(() => Promise.reject(new ApiError(403, 'sesionExpirada', 'x')));
    expired.actor.on('toast', (e) => toasts.push(e.message));
    await waitFor(expired.actor, (s) => s.matches({ resend: 'failed' }));
    expect(toasts).toEqual([SESSION_EXPIRED_NOTICE]);
    expect(routeFor(OTP_ROUTES, expired.actor.getSnapshot())).toBeNull();
  });
});
