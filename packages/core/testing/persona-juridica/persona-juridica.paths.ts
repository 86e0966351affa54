// The company flow's paths, shared by the model suite (persona-juridica.model.ts, which adds what each
// state promises) and the browser model suite (apps/web/e2e/model): the machine, its input, the
// events the graph may take (its own here, every data flow's in data-flow.paths.ts) and where it
// stops. Nothing here may import vitest, since Playwright loads this file too.
import { ApiError } from '../../src/api/api-error.ts';
import { personaJuridicaMachine } from '../../src/persona-juridica/persona-juridica.machine.ts';
import { PJ_COMPLETE_RECORD, PJ_FORM, PJ_FRESH_RECORD } from '../data-flow-fixtures.ts';
import { dataFlowPaths } from '../data-flow/data-flow.paths.ts';

export const personaJuridicaPaths = dataFlowPaths({
  machine: personaJuridicaMachine,
  input: { idSolicitud: 'sol-2' },
  records: [PJ_FRESH_RECORD, PJ_COMPLETE_RECORD],
  failures: {
    record: new ApiError(500, 'ErrorTecnico', 'x'),
    confirm: new ApiError(400, 'ProvinciaError', 'Provincia inválida'),
  },
  pages: ['datos', 'sucursal', 'current'],
  typing: { form: { ...PJ_FORM, nombreFantasia: 'La Otra' } },
  events: [
    { type: 'step.submit', values: PJ_FORM, addressValidated: true },
    { type: 'step.submit', values: PJ_FORM, addressValidated: false },
    { type: 'step.submit', values: { ...PJ_FORM, sujetoObligado: true }, addressValidated: true },
    // PEP does not count for a company, and the simplified VAT regime is for SH only.
    { type: 'step.submit', values: { ...PJ_FORM, condicionIVA: 'MONOTRIBUTO' }, addressValidated: true },
  ],
});
