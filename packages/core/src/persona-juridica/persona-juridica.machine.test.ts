import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { PERSONA_JURIDICA_ROUTES, PERSONA_JURIDICA_STEP_BY_PATH, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import { PJ_COMPLETE_RECORD, PJ_FORM, PJ_FRESH_RECORD } from '../../testing/data-flow-fixtures.ts';
import { runDataFlow, sendWithAddress } from '../../testing/data-flow/data-flow.fakes.ts';
import type { PersonaJuridicaInput } from './persona-juridica.context.ts';
import { personaJuridicaMachine } from './persona-juridica.machine.ts';
import { stateTags } from '../../testing/state-tags.ts';

const start = (record: unknown = PJ_FRESH_RECORD, input: Partial<PersonaJuridicaInput> = {}) => {
  const flow = runDataFlow(
    personaJuridicaMachine,
    { idSolicitud: 'sol-2', ...input },
    { record: async () => record },
  );
  const route = () => routeFor(PERSONA_JURIDICA_ROUTES, flow.actor.getSnapshot());
  // The user's submit, with the address block as they left it (the flow reads the block).
  const submit = (event: Parameters<typeof sendWithAddress>[1]) => sendWithAddress(flow.actor, event);
  return { ...flow, route, submit };
};

describe('personaJuridicaMachine', () => {
  it('goes from the company form through branch and officer to the members', async () => {
    const { actor, branch, confirmed, route, submit } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    expect(route()).toBe(paths.personaJuridicaForm);
    expect(actor.getSnapshot().context.formValues).toMatchObject({ razonSocial: 'EMPRESA 30712345678 S.A.' });

    submit({ type: 'step.submit', values: PJ_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    expect(route()).toBe(paths.branch);
    expect(actor.getSnapshot().context.steps.DatosDeLaEmpresa).toBe('IN_PROGRESS');
    expect(confirmed[0]?.datosGenerales).not.toHaveProperty('sucursalCodigo');

    branch().send({ type: 'sucursal.select', codigo: '001' });
    await waitFor(branch(), (s) => s.matches('choosing'));
    branch().send({ type: 'oficial.select', codigo: 'OF-001-1' });
    branch().send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(route()).toBe('/onboarding-empresas/integrantes');
    expect(confirmed[1]?.datosGenerales).toMatchObject({
      razonSocial: 'EMPRESA 30712345678 S.A.',
      sucursalCodigo: '001',
      oficialCodigo: 'OF-001-1',
    });
    expect(actor.getSnapshot().context.steps).toEqual({
      DatosDeLaEmpresa: 'VALIDATED',
      Integrantes: 'IN_PROGRESS',
      Documentacion: 'IDLE',
      Validacion: 'IDLE',
    });
  });

  it('names the step of each page', () => {
    expect(PERSONA_JURIDICA_STEP_BY_PATH).toEqual({
      '/onboarding-empresas': 'current',
      '/onboarding-empresas/detalle': 'current',
      '/onboarding-empresas/detalle/pj': 'datos',
      '/onboarding-empresas/sucursal': 'sucursal',
    });
  });

  it.each([
    ['a fresh request', PJ_FRESH_RECORD, 'datos'],
    ['a confirmed branch', PJ_COMPLETE_RECORD, 'done'],
  ] as const)('opens the step the request is on for the flow base (%s)', async (_, record, step) => {
    const { actor } = start(record, { entry: 'current' });
    await waitFor(actor, (s) => s.matches(step));
  });

  it('asks to validate the address first', async () => {
    const { actor, prompts, confirmed, submit } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    submit({ type: 'step.submit', values: PJ_FORM, addressValidated: false });
    expect(prompts).toEqual(['Es necesario validar el domilicio para continuar']);
    expect(confirmed).toEqual([]);
  });

  it('is stopped by FATCA or Sujeto Obligado only', async () => {
    for (const flags of [{ fatca: true }, { sujetoObligado: true }]) {
      const { actor, route, submit } = start();
      await waitFor(actor, (s) => s.matches('datos'));
      submit({ type: 'step.submit', values: { ...PJ_FORM, ...flags }, addressValidated: true });
      expect(route()).toBe(
        `/error-secondary/${encodeURIComponent('No es posible continuar por este canal, por favor, Dirigirse a la sucursal mas cercana')}`,
      );
    }
  });

  it('refuses the simplified VAT regime unless the company is an SH', async () => {
    const { actor, submit } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    submit({
      type: 'step.submit',
      values: { ...PJ_FORM, condicionIVA: 'MONOTRIBUTO' },
      addressValidated: true,
    });
    expect(actor.getSnapshot().matches({ datos: 'editing' })).toBe(true);
    submit({
      type: 'step.submit',
      values: { ...PJ_FORM, tipoSociedad: 'SH', condicionIVA: 'MONOTRIBUTO' },
      addressValidated: true,
    });
    await waitFor(actor, (s) => s.matches('sucursal'));
  });

  it('opens /sucursal on a reload once the data was confirmed, with the stored branch chosen', async () => {
    const { actor, branch, route } = start(PJ_COMPLETE_RECORD, { entry: 'sucursal' });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    expect(route()).toBe(paths.branch);
    expect(branch().getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '001',
      oficialCodigo: 'OF-001-1',
    });
    const fresh = start(PJ_FRESH_RECORD, { entry: 'sucursal' });
    await waitFor(fresh.actor, (s) => s.matches('datos'));
  });

  it('goes back to the company form from /sucursal, and on again', async () => {
    const { actor, branch } = start(PJ_COMPLETE_RECORD, { entry: 'sucursal' });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    actor.send({ type: 'flow.goto', step: 'datos' });
    expect(actor.getSnapshot().matches({ datos: 'editing' })).toBe(true);
    actor.send({ type: 'flow.goto', step: 'sucursal' });
    expect(actor.getSnapshot().matches('sucursal')).toBe(true);
  });
});

describe('personaJuridicaMachine tags', () => {
  it("busy while the form's Continuar is confirmed, the record read or the page left; unavailable with its retry", () => {
    expect(stateTags(personaJuridicaMachine)).toEqual({
      loading: ['busy'],
      unavailable: ['unavailable'],
      'datos.confirming': ['busy'],
      leaving: ['busy'],
    });
  });
});
