// The company flow's model: the record (fresh or complete), the company form with every way a submit
// can end, the branch and officer, deep links and every kind of failure.
import { expect } from 'vitest';
import { ADDRESS_REQUIRED_MESSAGE } from '../address/address.schema.ts';
import { REGULATORY_BLOCK_MESSAGE } from '../application/regulatory.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  SESSION_EXPIRED_NOTICE,
  TECHNICAL_ERROR_MESSAGE,
} from '../errors/catalogue.ts';
import { PERSONA_JURIDICA_ROUTES, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import type { ModelSpec } from '../testing/model-harness.ts';
import type { personaJuridicaMachine } from './persona-juridica.machine.ts';
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
    sucursal: (s) => {
      expect(routeFor(PERSONA_JURIDICA_ROUTES, s)).toBe(paths.sucursal);
      expect(['IN_PROGRESS', 'VALIDATED']).toContain(s.context.steps.DatosDeLaEmpresa);
    },
    'sucursal.loadingSucursales': (_, log) =>
      expect(log.calls.getSucursales?.at(-1)).toEqual({
        provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
        localidad: 'PALERMO',
      }),
    'sucursal.loadingOficiales': (s, log) =>
      expect(log.calls.getOficiales?.at(-1)).toBe(s.context.seleccion.sucursalCodigo),
    'sucursal.choosing': (s) => {
      const { sucursalCodigo, oficialCodigo } = s.context.seleccion;
      if (sucursalCodigo) expect(s.context.sucursales.map((x) => x.codigo)).toContain(sucursalCodigo);
      if (oficialCodigo) expect(s.context.oficiales.map((x) => x.codigo)).toContain(oficialCodigo);
    },
    'sucursal.confirming': (s, log) =>
      expect(lastConfirm(log.calls).payload.datosGenerales).toMatchObject({
        sucursalCodigo: s.context.seleccion.sucursalCodigo,
        oficialCodigo: s.context.seleccion.oficialCodigo,
      }),
    done: (s) => {
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
