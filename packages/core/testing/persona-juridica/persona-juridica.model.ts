// The company flow's model: the record (fresh or complete) and the option lists, the company form with
// every way a submit can end, the branch and officer, deep links and every kind of failure. What every
// data flow promises is in data-flow.promises.ts.
import { expect } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, TECHNICAL_ERROR_MESSAGE } from '../../src/errors/catalogue.ts';
import { PERSONA_JURIDICA_ROUTES } from '../../src/flow-routes.ts';
import type { personaJuridicaMachine } from '../../src/persona-juridica/persona-juridica.machine.ts';
import { paths } from '../../src/routes.ts';
import { dataFlowPromises, lastConfirm } from '../data-flow/data-flow.promises.ts';
import type { ModelSpec } from '../model-harness.ts';
import { personaJuridicaPaths } from './persona-juridica.paths.ts';

const shared = dataFlowPromises({
  routes: PERSONA_JURIDICA_ROUTES,
  idSolicitud: 'sol-2',
  firstStep: 'DatosDeLaEmpresa',
  leavesFor: [paths.errorSecondary(DEFAULT_ERROR_MESSAGE), paths.errorSecondary(TECHNICAL_ERROR_MESSAGE)],
  branchPayload: { razonSocial: 'EMPRESA 30712345678 S.A.' },
  form: { path: paths.personaJuridicaForm, field: ['razonSocial', 'EMPRESA 30712345678 S.A.'] },
  done: {
    path: paths.members,
    steps: {
      DatosDeLaEmpresa: 'VALIDATED',
      Integrantes: 'IN_PROGRESS',
      Documentacion: 'IDLE',
      Validacion: 'IDLE',
    },
  },
});

export const personaJuridicaModel: ModelSpec<typeof personaJuridicaMachine> = {
  ...personaJuridicaPaths,
  promises: {
    ...shared,
    'datos.confirming': (s, log) => {
      shared['datos.confirming']?.(s, log);
      const { payload } = lastConfirm(log.calls);
      expect(payload.datosGenerales).toMatchObject({
        razonSocial: 'EMPRESA 30712345678 S.A.',
        tipoSocietario: 'SA',
        facturacion: 1500000,
        franquicia: false,
        ...s.context.confirmada,
      });
      expect(payload.domicilioFiscal).toMatchObject({ pais: 'Argentina', tipo: 'LEGAL' });
    },
    sucursal: (s, log) => {
      shared.sucursal?.(s, log);
      expect(['IN_PROGRESS', 'VALIDATED']).toContain(s.context.steps.DatosDeLaEmpresa);
    },
  },
};
