// The persona física flow's paths, shared by the model suite (persona-fisica.model.ts, which adds what
// each state promises) and the browser model suite (apps/web/e2e/model): the machine, its input, the
// events the graph may take (its own here, every data flow's in data-flow.paths.ts) and where it stops.
// Nothing here may import vitest, since Playwright loads this file too.
import { ApiError } from '../../src/api/api-error.ts';
import { personaFisicaMachine } from '../../src/persona-fisica/persona-fisica.machine.ts';
import { DOMICILIO, PF_COMPLETE_RECORD, PF_FORM, PF_FRESH_RECORD, TODAY } from '../data-flow-fixtures.ts';
import { dataFlowPaths } from '../data-flow/data-flow.paths.ts';

const delivery = { retiroSucursal: false, domicilioEntrega: DOMICILIO };

export const personaFisicaPaths = dataFlowPaths({
  machine: personaFisicaMachine,
  input: { idSolicitud: 'sol-1', today: TODAY },
  records: [PF_FRESH_RECORD, PF_COMPLETE_RECORD],
  failures: {
    record: new ApiError(404, 'SolicitudNoEncontrada', 'x'),
    confirm: new ApiError(400, 'ErrorDomicilio', 'Revisá'),
  },
  pages: ['datos', 'sucursal', 'envioTarjeta', 'current'],
  typing: { form: { ...PF_FORM, apellido: 'Gómez' }, entrega: delivery },
  events: [
    { type: 'step.submit', values: PF_FORM, addressValidated: true },
    { type: 'step.submit', values: PF_FORM, addressValidated: false },
    { type: 'step.submit', values: { ...PF_FORM, pep: true }, addressValidated: true },
    { type: 'step.submit', values: { ...PF_FORM, nombre: 'Ana' }, addressValidated: true },
    { type: 'entrega.submit', values: { retiroSucursal: true }, addressValidated: false },
    { type: 'entrega.submit', values: delivery, addressValidated: false },
    { type: 'entrega.submit', values: delivery, addressValidated: true },
  ],
});
