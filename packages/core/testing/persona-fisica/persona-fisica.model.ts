// The persona física flow's model: the record (fresh or complete), the data form with every way a
// submit can end, the branch and officer, the card delivery, deep links and every kind of failure.
import { expect } from 'vitest';
import { ADDRESS_REQUIRED_MESSAGE } from '../../src/address/address.schema.ts';
import { REGULATORY_BLOCK_MESSAGE } from '../../src/application/regulatory.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  SESSION_EXPIRED_NOTICE,
  TECHNICAL_ERROR_MESSAGE,
} from '../../src/errors/catalogue.ts';
import { PERSONA_FISICA_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import type { BranchSelectionInput } from '../../src/branch/branch-selection.machine.ts';
import { readSteps } from '../../src/session/steps.ts';
import type { ModelSpec } from '../model-harness.ts';
import type { personaFisicaMachine } from '../../src/persona-fisica/persona-fisica.machine.ts';
import { personaFisicaPaths } from './persona-fisica.paths.ts';

type ConfirmCall = { idSolicitud: string; payload: Record<string, Record<string, unknown>> };
const lastConfirm = (calls: Record<string, unknown[]>) => calls.confirmarDatosFisica?.at(-1) as ConfirmCall;

export const personaFisicaModel: ModelSpec<typeof personaFisicaMachine> = {
  ...personaFisicaPaths,
  promises: {
    loading: (s, log) => {
      expect(log.calls.getSolicitud?.at(-1)).toBe('sol-1');
      expect(routeFor(PERSONA_FISICA_ROUTES, s)).toBeNull();
    },
    unavailable: (s, log) => {
      expect(routeFor(PERSONA_FISICA_ROUTES, s)).toBeNull();
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE });
    },
    datos: (s) => {
      expect(routeFor(PERSONA_FISICA_ROUTES, s)).toBe(paths.detallePf);
      expect(s.context.formValues?.nombre).toBe('Juana');
      expect(s.context.actividadLocked).toBe(true);
    },
    'datos.editing': (s, log) => {
      const prompts = log.emitted.filter((e) => e.type === 'address.required');
      expect(prompts).toHaveLength(s.context.addressPrompts);
      for (const prompt of prompts) expect(prompt.message).toBe(ADDRESS_REQUIRED_MESSAGE);
      if (!s.context.progress.datos) expect(s.context.steps.DatosPersonales).toBe('IDLE');
    },
    'datos.confirming': (s, log) => {
      const { idSolicitud, payload } = lastConfirm(log.calls);
      expect(idSolicitud).toBe('sol-1');
      expect(payload.datosGenerales).toMatchObject({ nombre: 'Juana', sexo: 'F', nacionalidad: 'Argentina' });
      expect(payload.domicilioFiscal).toMatchObject({ pais: 'Argentina', tipo: 'LEGAL', numero: 3253 });
      expect(s.context.datos?.pep).toBe(false);
    },
    sucursal: (s, log) => {
      expect(readSteps()).toEqual(s.context.steps);
      expect(routeFor(PERSONA_FISICA_ROUTES, s)).toBe(paths.sucursal);
      // The branch child gets the legal address, where the choice starts, and the payload so far.
      const child = log.calls.branchSelection?.at(-1) as BranchSelectionInput;
      expect(child.idSolicitud).toBe('sol-1');
      expect(child.query).toEqual({ provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES', localidad: 'PALERMO' });
      expect(child.start).toEqual(s.context.seleccion);
      expect(child.payload.datosGenerales).toMatchObject({ nombre: 'Juana', ...s.context.confirmada });
      expect(s.context.steps.DatosPersonales).toBe('VALIDATED');
      expect(['IN_PROGRESS', 'VALIDATED']).toContain(s.context.steps.SeleccionSucursal);
    },
    envioTarjeta: (s) => {
      expect(readSteps()).toEqual(s.context.steps);
      expect(routeFor(PERSONA_FISICA_ROUTES, s)).toBe(paths.envioTarjeta);
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
    done: (s) => {
      expect(readSteps()).toEqual(s.context.steps);
      expect(routeFor(PERSONA_FISICA_ROUTES, s)).toBe(paths.biometricInfoDni);
      expect(s.context.steps).toEqual({
        DatosPersonales: 'VALIDATED',
        SeleccionSucursal: 'VALIDATED',
        EnvioTarjeta: 'VALIDATED',
        Validacion: 'IN_PROGRESS',
      });
    },
    blocked: (s) =>
      expect(routeFor(PERSONA_FISICA_ROUTES, s)).toBe(paths.errorSecondary(REGULATORY_BLOCK_MESSAGE)),
    left: (s) =>
      expect([
        paths.errorPrimary(DEFAULT_ERROR_MESSAGE),
        paths.errorSecondary(TECHNICAL_ERROR_MESSAGE),
      ]).toContain(routeFor(PERSONA_FISICA_ROUTES, s)),
    routing: () => {
      throw new Error('routing is transient and must never be observed');
    },
  },
};
