// The way on from info-dni (identity §2 screen 4, §5): Continuar asks for the gender first when the
// request has none ('Seleccione al menos una opción'), then for the data consent (the modal); only
// 'Acepto' lets the flow on, which the biometric flow hears as flow.continue with the gender chosen.
// Invoked by biometrics.machine.ts's info state, so a return to info asks again.
// asking: the screen, with the gender select when one is needed; Continuar with none chosen keeps it
//   here with the message, and choosing the empty option again shows it too.
// consent: the data-consent modal; closing it returns to asking.
// consented: 'Acepto'; the output is the gender chosen here (null when the request had one).
// Tags: asking (the screen takes the gender and Continuar), consent (the modal is open), consented.
import { assign, setup } from 'xstate';
import { GENDER_EMPTY_MESSAGE } from '../request/gender.ts';
import { asSexo } from './biometric-holder.ts';
import type { Sexo } from './biometrics.schema.ts';

export interface InfoGateInput {
  /** The request names no gender for the person validating: the screen asks for one. */
  needsGender: boolean;
}

export interface InfoGateContext extends InfoGateInput {
  genero: Sexo | null;
  /** What the gender select says under it, or null. */
  genderError: string | null;
}

export interface InfoGateOutput {
  genero: Sexo | null;
}

export type InfoGateTag = 'asking' | 'consent' | 'consented';

export type InfoGateEvent =
  | { type: 'info.gender'; genero: string }
  | { type: 'flow.continue' }
  | { type: 'info.consent' }
  | { type: 'info.dismiss' };

export const infoGateMachine = setup({
  types: {
    context: {} as InfoGateContext,
    input: {} as InfoGateInput,
    events: {} as InfoGateEvent,
    output: {} as InfoGateOutput,
    tags: {} as InfoGateTag,
  },
  guards: {
    genderMissing: ({ context }) => context.needsGender && context.genero === null,
  },
  actions: {
    chooseGender: assign((_, genero: string) => ({
      genero: asSexo(genero),
      genderError: asSexo(genero) === null ? GENDER_EMPTY_MESSAGE : null,
    })),
    askForGender: assign({ genderError: GENDER_EMPTY_MESSAGE }),
  },
}).createMachine({
  id: 'infoGate',
  initial: 'asking',
  context: ({ input }) => ({ needsGender: input.needsGender, genero: null, genderError: null }),
  states: {
    asking: {
      tags: ['asking'],
      on: {
        'info.gender': { actions: { type: 'chooseGender', params: ({ event }) => event.genero } },
        'flow.continue': [{ guard: 'genderMissing', actions: 'askForGender' }, { target: 'consent' }],
      },
    },
    consent: {
      tags: ['consent'],
      on: {
        'info.consent': 'consented',
        'info.dismiss': 'asking',
      },
    },
    consented: { type: 'final', tags: ['consented'] },
  },
  output: ({ context }) => ({ genero: context.needsGender ? context.genero : null }),
});
