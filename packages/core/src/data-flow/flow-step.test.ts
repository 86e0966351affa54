import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { personaFisicaMachine } from '../persona-fisica/persona-fisica.machine.ts';
import { flowStep } from './flow-step.ts';

describe('flowStep', () => {
  it('names a simple top state as it is', () => {
    expect(flowStep({ value: 'sucursal' })).toBe('sucursal');
  });

  it('names a compound state by its top state, whatever its child', () => {
    expect(flowStep({ value: { datos: 'editing' } })).toBe('datos');
    expect(flowStep({ value: { envioTarjeta: { address: 'idle' } } })).toBe('envioTarjeta');
  });

  it("gives the persona física flow's first state before any record arrives", () => {
    const actor = createActor(personaFisicaMachine, { input: { idSolicitud: 'x', entry: undefined } });
    expect(flowStep(actor.getSnapshot())).toBe(Object.keys(personaFisicaMachine.states)[0]);
  });
});
