// What '/loading' reads of the start machine: its tags, on a real run and state by state.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { stateTags } from '../../testing/state-tags.ts';
import { START_SUCCESS_DELAY_MS, startMachine } from './start.machine.ts';
import type { StartResponse } from './start.schema.ts';

describe('startMachine tags', () => {
  it("editing on the form, validated for 'Validación correcta', ended once the start is behind", () => {
    expect(stateTags(startMachine)).toEqual({
      form: ['editing'],
      started: ['validated'],
      codeEntry: ['ended', 'validated'],
      left: ['ended'],
    });
  });

  it('a start in flight carries none: /loading shows Validando...', async () => {
    let answer: (value: StartResponse) => void = () => {};
    const clock = new SimulatedClock();
    const machine = startMachine.provide({
      actors: { startRequest: fromPromise(() => new Promise((resolve) => (answer = resolve))) },
    });
    const actor = createActor(machine, { clock }).start();
    actor.send({
      type: 'step.submit',
      values: {
        nroTributario: '20-12345678-3',
        actividad: 'NEGOCIOS_Y_PROFESIONALES',
        email: 'ana@empresa.com',
        nombres: 'Ana María',
        apellidos: 'Pérez',
        codigoArea: '11',
        telefono: '12345678',
      },
    });
    expect(actor.getSnapshot().value).toBe('starting');
    expect(actor.getSnapshot().tags.size).toBe(0);
    answer({ idSolicitud: 'sol-1', tipoPersona: 'JURIDICA' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().hasTag('validated')).toBe(true);
    clock.increment(START_SUCCESS_DELAY_MS);
    expect(actor.getSnapshot().hasTag('ended')).toBe(true);
  });
});
