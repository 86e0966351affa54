// The persona física flow's model: the record (fresh or complete) and the option lists, the data form
// with every way a submit can end, the branch and officer, the card delivery, deep links and every
// kind of failure. What every data flow promises is in data-flow.promises.ts.
import { expect } from 'vitest';
import { ADDRESS_REQUIRED_MESSAGE } from '../../src/address/address.schema.ts';
import { DEFAULT_ERROR_MESSAGE, TECHNICAL_ERROR_MESSAGE } from '../../src/errors/catalogue.ts';
import { PERSONA_FISICA_ROUTES, routeFor } from '../../src/flow-routes.ts';
import type { personaFisicaMachine } from '../../src/persona-fisica/persona-fisica.machine.ts';
import { paths } from '../../src/routes.ts';
import { readSteps } from '../../src/session/stored-steps.ts';
import { CONFIGURACION } from '../data-flow-fixtures.ts';
import { dataFlowPromises, lastConfirm } from '../data-flow/data-flow.promises.ts';
import type { ModelSpec } from '../model-harness.ts';
import { personaFisicaPaths } from './persona-fisica.paths.ts';

const shared = dataFlowPromises({
  routes: PERSONA_FISICA_ROUTES,
  idSolicitud: 'sol-1',
  firstStep: 'DatosPersonales',
  leavesFor: [paths.errorPrimary(DEFAULT_ERROR_MESSAGE), paths.errorSecondary(TECHNICAL_ERROR_MESSAGE)],
  branchPayload: { nombre: 'Juana' },
  form: { path: paths.personaFisicaForm, field: ['nombre', 'Juana'] },
  done: {
    path: paths.biometricInfoDni,
    steps: {
      DatosPersonales: 'VALIDATED',
      SeleccionSucursal: 'VALIDATED',
      EnvioTarjeta: 'VALIDATED',
      Validacion: 'IN_PROGRESS',
    },
  },
});

export const personaFisicaModel: ModelSpec<typeof personaFisicaMachine> = {
  ...personaFisicaPaths,
  promises: {
    ...shared,
    'datos.confirming': (s, log) => {
      shared['datos.confirming']?.(s, log);
      const { payload } = lastConfirm(log.calls);
      expect(payload.datosGenerales).toMatchObject({ nombre: 'Juana', sexo: 'F', nacionalidad: 'Argentina' });
      expect(payload.domicilioFiscal).toMatchObject({ pais: 'Argentina', tipo: 'LEGAL', numero: 3253 });
      expect(s.context.datos?.pep).toBe(false);
    },
    sucursal: (s, log) => {
      shared.sucursal?.(s, log);
      expect(s.context.steps.DatosPersonales).toBe('VALIDATED');
      expect(['IN_PROGRESS', 'VALIDATED']).toContain(s.context.steps.SeleccionSucursal);
    },
    envioTarjeta: (s) => {
      expect(s.context.configuracion).toEqual(CONFIGURACION);
      expect(readSteps()).toEqual(s.context.steps);
      expect(routeFor(PERSONA_FISICA_ROUTES, s)).toBe(paths.cardDelivery);
      expect(s.context.steps.SeleccionSucursal).toBe('VALIDATED');
    },
    'envioTarjeta.choosing': (s, log) => {
      const prompts = log.emitted.filter((e) => e.type === 'address.required');
      expect(prompts).toHaveLength(s.context.addressPrompts);
      for (const prompt of prompts) expect(prompt.message).toBe(ADDRESS_REQUIRED_MESSAGE);
    },
    'envioTarjeta.confirming': (s, log) => {
      const { payload } = lastConfirm(log.calls);
      expect(payload.retiroSucursal).toBe(s.context.entrega?.retiroSucursal);
      if (s.context.entrega?.retiroSucursal === false) {
        expect(payload.domicilioEntrega).toMatchObject({ tipo: 'ENTREGA', pais: 'Argentina' });
      } else {
        expect(payload.domicilioEntrega).toBeUndefined();
      }
      expect(payload.datosGenerales).toMatchObject({ ...s.context.confirmada });
      expect(s.context.confirmada).not.toBeNull();
    },
  },
};
