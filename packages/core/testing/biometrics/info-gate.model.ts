// The info-dni gate's model, for a request without a gender (the one that asks for everything):
// Continuar with none chosen, the empty option chosen again, a gender, the consent modal closed and
// accepted.
import { expect } from 'vitest';
import { GENDER_EMPTY_MESSAGE } from '../../src/request/gender.ts';
import type { ModelSpec } from '../model-harness.ts';
import { infoGateMachine } from '../../src/biometrics/info-gate.machine.ts';

export const infoGateModel: ModelSpec<typeof infoGateMachine> = {
  machine: infoGateMachine,
  input: { needsGender: true },
  apiActors: {},
  events: [
    { type: 'flow.continue' },
    { type: 'info.gender', genero: '' },
    { type: 'info.gender', genero: 'X' },
    { type: 'info.dismiss' },
    { type: 'info.consent' },
  ],
  promises: {
    asking: (s) => {
      // The message shows exactly while no gender is chosen after one was asked for.
      if (s.context.genderError !== null) expect(s.context.genderError).toBe(GENDER_EMPTY_MESSAGE);
      if (s.context.genero !== null) expect(s.context.genderError).toBeNull();
    },
    // No consent is asked for before the gender.
    consent: (s) => expect(s.context.genero).toBe('X'),
    consented: (s) => expect(s.output).toEqual({ genero: 'X' }),
  },
};
