// The company flow's paths, shared by the model suite (persona-juridica.model.ts, which adds what each
// state promises) and the browser model suite (apps/web/e2e/model): the machine, its input, the
// events the graph may take and where it stops. Nothing here may import vitest, since Playwright
// loads this file too.
import { ApiError } from '../../src/api/api-error.ts';
import { PJ_COMPLETE_RECORD, PJ_FORM, PJ_FRESH_RECORD } from '../data-flow-fixtures.ts';
import type { ModelSpec } from '../model-harness.ts';
import { BRANCH_CONFIRMED, BRANCH_LEFT, BRANCH_RELEASED } from '../branch/branch-selection.fixtures.ts';
import { personaJuridicaMachine } from '../../src/persona-juridica/persona-juridica.machine.ts';

export const personaJuridicaPaths: Omit<ModelSpec<typeof personaJuridicaMachine>, 'promises'> = {
  machine: personaJuridicaMachine,
  input: { idSolicitud: 'sol-2' },
  apiActors: {
    getSolicitud: 'getSolicitud',
    confirmarDatosJuridica: 'confirmarDatosJuridica',
    branchSelection: 'branchSelection',
  },
  // As for the persona física flow: shortest paths fire every transition, and past a failure or an
  // address prompt the machine behaves as before.
  simplePaths: false,
  stopWhen: (s) =>
    s.context.addressPrompts > 0 ||
    (s.context.outcome !== null && !s.matches('unavailable') && !s.matches('leaving')),
  events: (s) => [
    { type: 'xstate.done.actor.getSolicitud', output: PJ_FRESH_RECORD },
    { type: 'xstate.done.actor.getSolicitud', output: PJ_COMPLETE_RECORD },
    { type: 'xstate.error.actor.getSolicitud', error: new ApiError(403, 'sesionExpirada', 'x') },
    { type: 'xstate.error.actor.getSolicitud', error: new ApiError(500, 'ErrorTecnico', 'x') },
    { type: 'flow.retry' },
    { type: 'flow.goto', step: 'datos' },
    { type: 'flow.goto', step: 'sucursal' },
    { type: 'flow.goto', step: 'current' },
    { type: 'step.submit', values: PJ_FORM, addressValidated: true },
    { type: 'step.submit', values: PJ_FORM, addressValidated: false },
    { type: 'step.submit', values: { ...PJ_FORM, sujetoObligado: true }, addressValidated: true },
    // PEP does not count for a company, and the simplified VAT regime is for SH only.
    { type: 'step.submit', values: { ...PJ_FORM, condicionIVA: 'MONOTRIBUTO' }, addressValidated: true },
    { type: 'xstate.done.actor.confirmarDatosJuridica' },
    {
      type: 'xstate.error.actor.confirmarDatosJuridica',
      error: new ApiError(400, 'ProvinciaError', 'Provincia inválida'),
    },
    { type: 'xstate.error.actor.confirmarDatosJuridica', error: new ApiError(0, undefined, undefined) },
    // The branch child, as the flow sees it end: confirmed or leaving as the user confirms; let go
    // (only then) once the flow passed it a flow.goto.
    ...(s.context.requestedStep === null
      ? [
          { type: 'xstate.done.actor.branchSelection', output: BRANCH_CONFIRMED },
          { type: 'xstate.done.actor.branchSelection', output: BRANCH_LEFT },
        ]
      : [{ type: 'xstate.done.actor.branchSelection', output: BRANCH_RELEASED }]),
    { type: 'xstate.after.outcomeDelay.personaJuridica.leaving' },
  ],
};
