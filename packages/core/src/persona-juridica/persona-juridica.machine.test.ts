import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApplicationRecord } from '../application/record.ts';
import type { Oficial, Sucursal, SucursalesQuery } from '../branch/branch.schema.ts';
import { PERSONA_JURIDICA_ROUTES, PERSONA_JURIDICA_STEP_BY_PATH, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import {
  oficial,
  PJ_COMPLETE_RECORD,
  PJ_FORM,
  PJ_FRESH_RECORD,
  sucursal,
} from '../testing/data-flow-fixtures.ts';
import { type PersonaJuridicaInput, personaJuridicaMachine } from './persona-juridica.machine.ts';
import type { ConfirmarDatosJuridicaPayload } from './persona-juridica.schema.ts';

const start = (record: unknown = PJ_FRESH_RECORD, input: Partial<PersonaJuridicaInput> = {}) => {
  const confirmed: ConfirmarDatosJuridicaPayload[] = [];
  const machine = personaJuridicaMachine.provide({
    actors: {
      getSolicitud: fromPromise<ApplicationRecord, string>(async () => record as ApplicationRecord),
      confirmarDatosJuridica: fromPromise<
        void,
        { idSolicitud: string; payload: ConfirmarDatosJuridicaPayload }
      >(async ({ input }) => {
        confirmed.push(input.payload);
      }),
      getSucursales: fromPromise<Sucursal[], SucursalesQuery>(async () => [sucursal('001')]),
      getOficiales: fromPromise<Oficial[], string>(async () => [oficial('OF-001-1')]),
    },
  });
  const actor = createActor(machine, { input: { idSolicitud: 'sol-2', ...input } });
  const prompts: string[] = [];
  actor.on('address.required', (event) => prompts.push(event.message));
  actor.start();
  const route = () => routeFor(PERSONA_JURIDICA_ROUTES, actor.getSnapshot());
  return { actor, confirmed, prompts, route };
};

describe('personaJuridicaMachine', () => {
  it('goes from the company form through branch and officer to the members', async () => {
    const { actor, confirmed, route } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    expect(route()).toBe(paths.detallePj);
    expect(actor.getSnapshot().context.formValues).toMatchObject({ razonSocial: 'EMPRESA 30712345678 S.A.' });

    actor.send({ type: 'step.submit', values: PJ_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches({ sucursal: 'choosing' }));
    expect(route()).toBe(paths.sucursal);
    expect(actor.getSnapshot().context.steps.DatosDeLaEmpresa).toBe('IN_PROGRESS');
    expect(confirmed[0]?.datosGenerales).not.toHaveProperty('sucursalCodigo');

    actor.send({ type: 'sucursal.select', codigo: '001' });
    await waitFor(actor, (s) => s.matches({ sucursal: 'choosing' }));
    actor.send({ type: 'oficial.select', codigo: 'OF-001-1' });
    actor.send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(route()).toBe('/onboarding-empresas/integrantes');
    expect(confirmed[1]?.datosGenerales).toMatchObject({ sucursalCodigo: '001', oficialCodigo: 'OF-001-1' });
    expect(actor.getSnapshot().context.steps).toEqual({
      DatosDeLaEmpresa: 'VALIDATED',
      Integrantes: 'IN_PROGRESS',
      Documentacion: 'IDLE',
      Validacion: 'IDLE',
    });
  });

  it('names the step of each page', () => {
    expect(PERSONA_JURIDICA_STEP_BY_PATH).toEqual({
      '/onboarding-empresas/detalle/pj': 'datos',
      '/onboarding-empresas/sucursal': 'sucursal',
    });
  });

  it('asks to validate the address first', async () => {
    const { actor, prompts, confirmed } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    actor.send({ type: 'step.submit', values: PJ_FORM, addressValidated: false });
    expect(prompts).toEqual(['Es necesario validar el domilicio para continuar']);
    expect(confirmed).toEqual([]);
  });

  it('is stopped by FATCA or Sujeto Obligado only', async () => {
    for (const flags of [{ fatca: true }, { sujetoObligado: true }]) {
      const { actor, route } = start();
      await waitFor(actor, (s) => s.matches('datos'));
      actor.send({ type: 'step.submit', values: { ...PJ_FORM, ...flags }, addressValidated: true });
      expect(route()).toBe(
        `/error-secondary/${encodeURIComponent('No es posible continuar por este canal, por favor, Dirigirse a la sucursal mas cercana')}`,
      );
    }
  });

  it('refuses the simplified VAT regime unless the company is an SH', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    actor.send({
      type: 'step.submit',
      values: { ...PJ_FORM, condicionIVA: 'MONOTRIBUTO' },
      addressValidated: true,
    });
    expect(actor.getSnapshot().matches({ datos: 'editing' })).toBe(true);
    actor.send({
      type: 'step.submit',
      values: { ...PJ_FORM, tipoSociedad: 'SH', condicionIVA: 'MONOTRIBUTO' },
      addressValidated: true,
    });
    await waitFor(actor, (s) => s.matches('sucursal'));
  });

  it('opens /sucursal on a reload once the data was confirmed, with the stored branch chosen', async () => {
    const { actor, route } = start(PJ_COMPLETE_RECORD, { entry: 'sucursal' });
    await waitFor(actor, (s) => s.matches({ sucursal: 'choosing' }));
    expect(route()).toBe(paths.sucursal);
    expect(actor.getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '001',
      oficialCodigo: 'OF-001-1',
    });
    const fresh = start(PJ_FRESH_RECORD, { entry: 'sucursal' });
    await waitFor(fresh.actor, (s) => s.matches('datos'));
  });
});
