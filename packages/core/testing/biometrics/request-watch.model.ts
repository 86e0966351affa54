// The request watch's model: a read that finds the request a client, the member validated here
// COMPLETADO, the request waiting for its product, nothing new yet, or a failed read (ignored).
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { REQUEST_WATCH_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import type { ModelSpec } from '../model-harness.ts';
import type { RequestDetail } from '../../src/api/solicitud.ts';
import { member, pjSolicitud } from './biometrics.fixtures.ts';
import { requestWatchMachine } from '../../src/biometrics/request-watch.machine.ts';

const MEMBER = '20111111112';
const read = (output: unknown) => ({ type: 'xstate.done.actor.getSolicitud', output });
const company = (overrides: Partial<RequestDetail>, first = member(MEMBER)): RequestDetail => ({
  ...pjSolicitud(),
  ...overrides,
  integrantes: [first, member('20222222223', { estado: 'COMPLETADO' })],
});

export const requestWatchModel: ModelSpec<typeof requestWatchMachine> = {
  machine: requestWatchMachine,
  input: { idSolicitud: 'sol-1', nroTributario: MEMBER, enabled: true, untilClient: false },
  apiActors: { getSolicitud: 'getSolicitud' },
  events: [
    { type: 'xstate.after.watchDelay.requestWatch.waiting' },
    read(company({ estadoInternoNombre: 'CLIENTE_PAQUETE_PYME' })),
    read(company({}, member(MEMBER, { estado: 'COMPLETADO' }))),
    read(company({ estadoInternoNombre: 'VALIDANDO_PRODUCTOS' })),
    // Another member done is not this one: nothing new.
    read(company({})),
    { type: 'xstate.error.actor.getSolicitud', error: new ApiError(500, 'ErrorTecnico', 'x') },
  ],
  promises: {
    waiting: (s) => expect(routeFor(REQUEST_WATCH_ROUTES, s)).toBeNull(),
    reading: (_, log) => expect(log.calls.getSolicitud?.at(-1)).toBe('sol-1'),
    client: (s) => {
      expect(s.output).toBe('client');
      expect(routeFor(REQUEST_WATCH_ROUTES, s)).toBe(paths.accountCreated);
    },
    holderDone: (s) => {
      expect(s.output).toBe('holderDone');
      expect(routeFor(REQUEST_WATCH_ROUTES, s)).toBeNull();
    },
  },
};
