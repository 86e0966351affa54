import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { DATA_LAYER_NAME } from '../analytics/data-layer.ts';
import { ApiError } from '../api/api-error.ts';
import { OTP_ROUTES, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import { getNroTramite, getToken, setNroTributario } from '../session/session-data.ts';
import { removeItem, STORAGE_KEYS } from '../session/storage.ts';
import { OTP_REJECTION } from '../../testing/otp/otp.fixtures.ts';
import { otpMachine } from './otp.machine.ts';

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
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.nroTramite);
  delete host[DATA_LAYER_NAME];
  setNroTributario('20-12345678-9');
});

describe('otpMachine: what an accepted code leaves behind (issue 16)', () => {
  it('stores the token and the request for the offer, and counts validacion_email once', async () => {
    const actor = start(async () => 'jwt-1');
    actor.send({ type: 'otp.submit', values: CODE });
    await waitFor(actor, (s) => s.matches({ code: 'validated' }));
    expect(getToken()).toBe('jwt-1');
    expect(getNroTramite()).toBe('sol-1');
    await vi.waitFor(() => expect(pushed()).toHaveLength(1));
    expect(pushed()).toMatchObject([{ event: 'validacion_email', tipoPersona: 'FISICA' }]);
  });

  it('stores and counts nothing when the code is rejected', async () => {
    const actor = start(() => Promise.reject(OTP_REJECTION));
    actor.send({ type: 'otp.submit', values: CODE });
    await waitFor(actor, (s) => s.context.shakes === 1);
    expect(actor.getSnapshot().matches({ code: 'editing' })).toBe(true);
    await settle();
    expect(getNroTramite()).toBeNull();
    expect(pushed()).toEqual([]);
  });

  it('stores and counts nothing when the validation fails for another reason', async () => {
    const actor = start(() => Promise.reject(new ApiError(404, 'SolicitudNoEncontrada', 'no')));
    actor.send({ type: 'otp.submit', values: CODE });
    await waitFor(actor, (s) => s.matches({ code: 'leaving' }));
    await settle();
    expect(getToken()).toBeNull();
    expect(getNroTramite()).toBeNull();
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
    expect(getNroTramite()).toBeNull();
    expect(pushed()).toEqual([]);
  });
});
