// The persona física flow's paths, shared by the model suite (persona-fisica.model.ts, which adds what
// each state promises) and the browser model suite (apps/web/e2e/model): the machine, its input, the
// events the graph may take and where it stops. Nothing here may import vitest, since Playwright
// loads this file too.
import { ApiError } from '../../src/api/api-error.ts';
import { DOMICILIO, PF_COMPLETE_RECORD, PF_FORM, PF_FRESH_RECORD, TODAY } from '../data-flow-fixtures.ts';
import type { ModelSpec } from '../model-harness.ts';
import { BRANCH_CONFIRMED, BRANCH_LEFT, BRANCH_RELEASED } from '../branch/branch-selection.fixtures.ts';
import { personaFisicaMachine } from '../../src/persona-fisica/persona-fisica.machine.ts';

export const personaFisicaPaths: Omit<ModelSpec<typeof personaFisicaMachine>, 'promises'> = {
  machine: personaFisicaMachine,
  input: { idSolicitud: 'sol-1', today: TODAY },
  apiActors: {
    getSolicitud: 'getSolicitud',
    confirmarDatosFisica: 'confirmarDatosFisica',
    branchSelection: 'branchSelection',
  },
  // Replaying every shortest path is enough to fire every transition; simple paths explode here. Past
  // a failure or an address prompt the machine behaves as it did before, so the graph stops there.
  simplePaths: false,
  stopWhen: (s) =>
    s.context.addressPrompts > 0 ||
    (s.context.outcome !== null && !s.matches('unavailable') && !s.matches('leaving')),
  events: (s) => [
    { type: 'xstate.done.actor.getSolicitud', output: PF_FRESH_RECORD },
    { type: 'xstate.done.actor.getSolicitud', output: PF_COMPLETE_RECORD },
    { type: 'xstate.error.actor.getSolicitud', error: new ApiError(403, 'sesionExpirada', 'x') },
    { type: 'xstate.error.actor.getSolicitud', error: new ApiError(404, 'SolicitudNoEncontrada', 'x') },
    { type: 'flow.retry' },
    { type: 'flow.goto', step: 'datos' },
    { type: 'flow.goto', step: 'sucursal' },
    { type: 'flow.goto', step: 'envioTarjeta' },
    { type: 'flow.goto', step: 'current' },
    { type: 'step.submit', values: PF_FORM, addressValidated: true },
    { type: 'step.submit', values: PF_FORM, addressValidated: false },
    { type: 'step.submit', values: { ...PF_FORM, pep: true }, addressValidated: true },
    { type: 'step.submit', values: { ...PF_FORM, nombre: 'Ana' }, addressValidated: true },
    { type: 'xstate.done.actor.confirmarDatosFisica' },
    { type: 'xstate.error.actor.confirmarDatosFisica', error: new ApiError(400, 'ErrorDomicilio', 'Revisá') },
    { type: 'xstate.error.actor.confirmarDatosFisica', error: new ApiError(0, undefined, undefined) },
    // The branch child, as the flow sees it end: confirmed or leaving as the user confirms; let go
    // (only then) once the flow passed it a flow.goto.
    ...(s.context.requestedStep === null
      ? [
          { type: 'xstate.done.actor.branchSelection', output: BRANCH_CONFIRMED },
          { type: 'xstate.done.actor.branchSelection', output: BRANCH_LEFT },
        ]
      : [{ type: 'xstate.done.actor.branchSelection', output: BRANCH_RELEASED }]),
    { type: 'entrega.submit', values: { retiroSucursal: true }, addressValidated: false },
    {
      type: 'entrega.submit',
      values: { retiroSucursal: false, domicilioEntrega: DOMICILIO },
      addressValidated: false,
    },
    {
      type: 'entrega.submit',
      values: { retiroSucursal: false, domicilioEntrega: DOMICILIO },
      addressValidated: true,
    },
    { type: 'xstate.after.outcomeDelay.personaFisica.leaving' },
  ],
};
