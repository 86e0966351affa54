// The request watch on a simulated clock: a read every 5 s, failures ignored, and which reads end it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import type { RequestDetail } from '../api/solicitud.ts';
import { removeItem, STORAGE_KEYS, writeItem } from '../session/storage.ts';
import { member, pfSolicitud, pjSolicitud } from '../../testing/biometrics/biometrics.fixtures.ts';
import { readItem as read } from '../session/storage.ts';
import { type RequestWatchInput, requestWatchMachine, waitingPageWatch } from './request-watch.machine.ts';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const watch = (answers: (RequestDetail | ApiError)[], input: Partial<RequestWatchInput> = {}) => {
  const clock = new SimulatedClock();
  const reads: string[] = [];
  const machine = requestWatchMachine.provide({
    actors: {
      getSolicitud: fromPromise<RequestDetail, string>(async ({ input: id }) => {
        reads.push(id);
        const answer = answers[Math.min(reads.length - 1, answers.length - 1)];
        if (answer instanceof ApiError) throw answer;
        return answer as RequestDetail;
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { idSolicitud: 'sol-1', nroTributario: null, enabled: true, untilClient: false, ...input },
  }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, reads, advance };
};

describe('request watch', () => {
  it('reads every 5000 ms, ignores a failed read, and ends when the request is a client', async () => {
    const { actor, reads, advance } = await watch([
      pfSolicitud(),
      new ApiError(500, 'ErrorTecnico', 'x'),
      pfSolicitud({ estadoInternoNombre: 'CLIENTE_PAQUETE_PYME' }),
    ]);
    await advance(4999);
    expect(reads).toHaveLength(0);
    await advance(1);
    expect(reads).toEqual(['sol-1']);
    await advance(5000);
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(5000);
    expect(actor.getSnapshot().output).toBe('client');
  });

  it('a persona física COMPLETADO on the phone but still at the terms is not an ending', async () => {
    const { actor, advance } = await watch([
      pfSolicitud({}, member('27234567891', { estado: 'COMPLETADO' })),
    ]);
    await advance(15_000);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('a company member COMPLETADO elsewhere ends it, unless it waits for the client only', async () => {
    const done = pfSolicitud({ tipoPersona: 'JURIDICA' }, member('20111111112', { estado: 'COMPLETADO' }));
    const member_ = await watch([done], { nroTributario: '20-11111111-2' });
    await member_.advance(5000);
    expect(member_.actor.getSnapshot().output).toBe('holderDone');
    const page = await watch([done], { nroTributario: '20111111112', untilClient: true });
    await page.advance(5000);
    expect(page.actor.getSnapshot().status).toBe('active');
  });

  it('reads nothing when disabled (a phone from the QR has no session)', async () => {
    const { reads, advance } = await watch([pfSolicitud()], { enabled: false });
    await advance(60_000);
    expect(reads).toEqual([]);
  });

  it("the waiting page watches this session's request until it is a client, and nothing without one", () => {
    removeItem(STORAGE_KEYS.requestId);
    expect(waitingPageWatch()).toMatchObject({ enabled: false });
    writeItem(STORAGE_KEYS.requestId, 'sol-9');
    expect(waitingPageWatch()).toEqual({
      idSolicitud: 'sol-9',
      nroTributario: null,
      enabled: true,
      untilClient: true,
    });
  });

  it("the waiting page keeps the survey's identifiers for the account page, from the record if none are kept (issue 24)", async () => {
    for (const key of ['clientId', 'operationId', 'iniciativeId', 'firstName', 'lastName'] as const)
      removeItem(STORAGE_KEYS[key]);
    const client = { ...pjSolicitud(), estadoInternoNombre: 'CLIENTE_PAQUETE_PYME', clienteNombre: 'Ana' };
    const { actor, advance } = watch([client], { untilClient: true });
    await advance(5000);
    expect(actor.getSnapshot().value).toBe('client');
    expect(read(STORAGE_KEYS.clientId)).toBe('30712345679');
    expect(read(STORAGE_KEYS.iniciativeId)).toBe('OBE-PYME');
    expect(read(STORAGE_KEYS.firstName)).toBe('Ana');
    // The member who validated here kept theirs already: those stay.
    writeItem(STORAGE_KEYS.clientId, '20111111112');
    const again = watch([client], { untilClient: true });
    await again.advance(5000);
    expect(read(STORAGE_KEYS.clientId)).toBe('20111111112');
  });
});
