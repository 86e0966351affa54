// The company flow's model: the record (fresh or complete), the company form with every way a submit
// can end, the branch and officer, deep links and every kind of failure.
import { expect } from 'vitest';
import { ADDRESS_REQUIRED_MESSAGE } from '../../src/address/address.schema.ts';
import { REGULATORY_BLOCK_MESSAGE } from '../../src/application/regulatory.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  SESSION_EXPIRED_NOTICE,
  TECHNICAL_ERROR_MESSAGE,
} from '../../src/errors/catalogue.ts';
import { PERSONA_JURIDICA_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import type { BranchSelectionInput } from '../../src/branch/branch-selection.machine.ts';
import { readSteps } from '../../src/session/steps.ts';
import type { ModelSpec } from '../model-harness.ts';
import type { personaJuridicaMachine } from '../../src/persona-juridica/persona-juridica.machine.ts';
import { personaJuridicaPaths } from './persona-juridica.paths.ts';

type ConfirmCall = { idSolicitud: string; payload: Record<string, Record<string, unknown>> };
const lastConfirm = (calls: Record<string, unknown[]>) => calls.confirmarDatosJuridica?.at(-1) as ConfirmCall;

export const personaJuridicaModel: ModelSpec<typeof personaJuridicaMachine> = {
  ...personaJuridicaPaths,
  promises: {
    loading: (s, log) => {
      expect(log.calls.getSolicitud?.at(-1)).toBe('sol-2');
      expect(routeFor(PERSONA_JURIDICA_ROUTES, s)).toBeNull();
    },
    unavailable: (s, log) => {
      expect(routeFor(PERSONA_JURIDICA_ROUTES, s)).toBeNull();
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE });
    },
    datos: (s) => {
      expect(routeFor(PERSONA_JURIDICA_ROUTES, s)).toBe(paths.detallePj);
      expect(s.context.formValues?.razonSocial).toBe('EMPRESA 30712345678 S.A.');
      expect(s.context.actividadLocked).toBe(true);
    },
    'datos.editing': (s, log) => {
      const prompts = log.emitted.filter((e) => e.type === 'address.required');
      expect(prompts).toHaveLength(s.context.addressPrompts);
      for (const prompt of prompts) expect(prompt.message).toBe(ADDRESS_REQUIRED_MESSAGE);
      if (!s.context.progress.datos) expect(s.context.steps.DatosDeLaEmpresa).toBe('IDLE');
    },
    'datos.confirming': (s, log) => {
      const { idSolicitud, payload } = lastConfirm(log.calls);
      expect(idSolicitud).toBe('sol-2');
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
      expect(readSteps()).toEqual(s.context.steps);
      expect(routeFor(PERSONA_JURIDICA_ROUTES, s)).toBe(paths.sucursal);
      // The branch child gets the legal address, where the choice starts, and the payload so far.
      const child = log.calls.branchSelection?.at(-1) as BranchSelectionInput;
      expect(child.idSolicitud).toBe('sol-2');
      expect(child.query).toEqual({ provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES', localidad: 'PALERMO' });
      expect(child.start).toEqual(s.context.seleccion);
      expect(child.payload.datosGenerales).toMatchObject({
        razonSocial: 'EMPRESA 30712345678 S.A.',
        ...s.context.confirmada,
      });
      expect(['IN_PROGRESS', 'VALIDATED']).toContain(s.context.steps.DatosDeLaEmpresa);
    },
    done: (s) => {
      expect(readSteps()).toEqual(s.context.steps);
      expect(routeFor(PERSONA_JURIDICA_ROUTES, s)).toBe(paths.integrantes);
      expect(s.context.steps).toEqual({
        DatosDeLaEmpresa: 'VALIDATED',
        Integrantes: 'IN_PROGRESS',
        Documentacion: 'IDLE',
        Validacion: 'IDLE',
      });
    },
    blocked: (s) =>
      expect(routeFor(PERSONA_JURIDICA_ROUTES, s)).toBe(paths.errorSecondary(REGULATORY_BLOCK_MESSAGE)),
    left: (s) =>
      expect([
        paths.errorSecondary(DEFAULT_ERROR_MESSAGE),
        paths.errorSecondary(TECHNICAL_ERROR_MESSAGE),
      ]).toContain(routeFor(PERSONA_JURIDICA_ROUTES, s)),
    routing: () => {
      throw new Error('routing is transient and must never be observed');
    },
  },
};
