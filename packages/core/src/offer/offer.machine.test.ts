import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import type { ResumenProductos } from '../api/resumen.ts';
import { DEFAULT_ERROR_MESSAGE, SESSION_EXPIRED_NOTICE, UNKNOWN_ERROR_MESSAGE } from '../errors/catalogue.ts';
import { OFFER_ROUTES, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import { setNroTributario } from '../session/session-data.ts';
import type { ToastEvent } from '../shared/toast.ts';
import { offerMachine } from './offer.machine.ts';
import { stateTags } from '../../testing/state-tags.ts';

const RESUMEN: ResumenProductos = { productos: ['Cuenta Corriente en Pesos'], bonificacion: 100, plazo: 12 };

const start = (answer: () => Promise<ResumenProductos>) => {
  const seen: string[] = [];
  const machine = offerMachine.provide({
    actors: {
      getResumenProductos: fromPromise<ResumenProductos, string>(({ input }) => {
        seen.push(input);
        return answer();
      }),
    },
    actions: { trackAccept: () => {} },
  });
  const actor = createActor(machine, { input: { idSolicitud: 'sol-1' } });
  const toasts: ToastEvent[] = [];
  actor.on('toast', (event) => toasts.push(event));
  actor.start();
  return { actor, seen, toasts };
};

describe('offerMachine', () => {
  it('loads the summary for the request and shows it', async () => {
    const { actor, seen } = start(async () => RESUMEN);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(seen).toEqual(['sol-1']);
    expect(actor.getSnapshot().context.resumen).toEqual(RESUMEN);
    expect(routeFor(OFFER_ROUTES, actor.getSnapshot())).toBeNull();
  });

  it('accepting goes to the natural-person form for a CUIT starting with 2', async () => {
    setNroTributario('20-12345678-9');
    const { actor } = start(async () => RESUMEN);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'offer.accept' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(routeFor(OFFER_ROUTES, actor.getSnapshot())).toBe(paths.personaFisicaForm);
  });

  it('accepting goes to the company form for a CUIT starting with 3', async () => {
    setNroTributario('30123456789');
    const { actor } = start(async () => RESUMEN);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'offer.accept' });
    expect(routeFor(OFFER_ROUTES, actor.getSnapshot())).toBe(paths.personaJuridicaForm);
  });

  it('ignores accept before the summary arrived', () => {
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'offer.accept' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('a catalogue code leaves for the catalogue route', async () => {
    const { actor } = start(async () => {
      throw new ApiError(404, 'OfertaNoEncontrada', 'no hay oferta');
    });
    await waitFor(actor, (s) => s.matches('left'));
    expect(routeFor(OFFER_ROUTES, actor.getSnapshot())).toBe(paths.errorPrimary(DEFAULT_ERROR_MESSAGE));
  });

  it('an unknown code toasts, then goes home', async () => {
    const { actor, toasts } = start(async () => {
      throw new ApiError(500, 'CodigoRaro', 'x');
    });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(toasts.map((t) => t.message)).toEqual([UNKNOWN_ERROR_MESSAGE]);
    await waitFor(actor, (s) => s.matches('left'), { timeout: 3000 });
    expect(routeFor(OFFER_ROUTES, actor.getSnapshot())).toBe(paths.home);
  });

  it('an expired session stays with the notice, and a retry asks again', async () => {
    let calls = 0;
    const { actor, toasts } = start(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(403, 'sesionExpirada', 'expirada');
      return RESUMEN;
    });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(toasts.map((t) => t.message)).toEqual([SESSION_EXPIRED_NOTICE]);
    expect(routeFor(OFFER_ROUTES, actor.getSnapshot())).toBeNull();
    actor.send({ type: 'offer.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toBe(2);
  });
});

describe('offerMachine tags', () => {
  it("loading before the summary and on the way out ('Cargando tu oferta…'), unavailable for Reintentar", () => {
    expect(stateTags(offerMachine)).toEqual({
      loading: ['loading'],
      accepted: ['loading'],
      leaving: ['loading'],
      left: ['loading'],
      unavailable: ['unavailable'],
    });
  });
});
