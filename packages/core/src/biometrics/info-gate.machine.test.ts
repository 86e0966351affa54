// The info-dni gate: the gender before the consent when the request has none, the consent alone when
// it has one, and the gender the flow goes on with.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { GENDER_EMPTY_MESSAGE } from '../request/gender.ts';
import { infoGateMachine } from './info-gate.machine.ts';

const gate = (needsGender: boolean) => createActor(infoGateMachine, { input: { needsGender } }).start();

describe('info-dni gate', () => {
  it("without a gender, Continuar says 'Seleccione al menos una opción' and opens no consent", () => {
    const actor = gate(true);
    actor.send({ type: 'flow.continue' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.genderError).toBe(GENDER_EMPTY_MESSAGE);
    actor.send({ type: 'info.gender', genero: 'F' });
    expect(actor.getSnapshot().context.genderError).toBeNull();
    actor.send({ type: 'info.gender', genero: '' });
    expect(actor.getSnapshot().context.genderError).toBe(GENDER_EMPTY_MESSAGE);
  });

  it('asks for the consent once a gender is chosen, and ends with it on Acepto', () => {
    const actor = gate(true);
    actor.send({ type: 'info.gender', genero: 'X' });
    actor.send({ type: 'flow.continue' });
    expect(actor.getSnapshot().value).toBe('consent');
    actor.send({ type: 'info.dismiss' });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'flow.continue' });
    actor.send({ type: 'info.consent' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ genero: 'X' });
  });

  it('with the gender in the request, Continuar goes straight to the consent and ends with none chosen', () => {
    const actor = gate(false);
    actor.send({ type: 'flow.continue' });
    expect(actor.getSnapshot().value).toBe('consent');
    actor.send({ type: 'info.consent' });
    expect(actor.getSnapshot().output).toEqual({ genero: null });
  });

  it('ignores a gender that is not one of the options', () => {
    const actor = gate(true);
    actor.send({ type: 'info.gender', genero: 'Z' });
    actor.send({ type: 'flow.continue' });
    expect(actor.getSnapshot().value).toBe('asking');
  });
});
