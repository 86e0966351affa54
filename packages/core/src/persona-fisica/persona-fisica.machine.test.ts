import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import { REGULATORY_BLOCK_MESSAGE } from '../request/regulatory.ts';
import { PERSONA_FISICA_ROUTES, PERSONA_FISICA_STEP_BY_PATH, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import {
  DOMICILIO,
  PF_COMPLETE_RECORD,
  PF_FORM,
  PF_FRESH_RECORD,
  TODAY,
} from '../../testing/data-flow-fixtures.ts';
import { type DataFlowFakes, runDataFlow, sendWithAddress } from '../../testing/data-flow/data-flow.fakes.ts';
import type { PersonaFisicaInput } from './persona-fisica.context.ts';
import { personaFisicaMachine } from './persona-fisica.machine.ts';
import { stateTags } from '../../testing/state-tags.ts';

const start = (fakes: DataFlowFakes = {}, input: Partial<PersonaFisicaInput> = {}) => {
  const flow = runDataFlow(
    personaFisicaMachine,
    { idSolicitud: 'sol-1', today: TODAY, ...input },
    { record: async () => PF_FRESH_RECORD, ...fakes },
  );
  const route = () => routeFor(PERSONA_FISICA_ROUTES, flow.actor.getSnapshot());
  // The user's submit, with the address block as they left it (the flow reads the block).
  const submit = (event: Parameters<typeof sendWithAddress>[1]) => sendWithAddress(flow.actor, event);
  return { ...flow, route, submit };
};

describe('personaFisicaMachine', () => {
  it('goes from the data form through branch and officer and card delivery to biometrics', async () => {
    const { actor, branch, confirmed, queries, route, submit } = start();
    await waitFor(actor, (s) => s.matches({ datos: 'editing' }));
    expect(route()).toBe(paths.personaFisicaForm);
    expect(actor.getSnapshot().context.formValues).toMatchObject({
      nombre: 'Juana',
      actividad: 'NEGOCIOS_Y_PROFESIONALES',
    });
    expect(actor.getSnapshot().context.actividadLocked).toBe(true);

    submit({ type: 'step.submit', values: PF_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    expect(route()).toBe(paths.branch);
    expect(confirmed[0]?.datosGenerales).not.toHaveProperty('sucursalCodigo');
    expect(queries).toEqual([{ provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES', localidad: 'PALERMO' }]);
    expect(actor.getSnapshot().context.steps).toMatchObject({
      DatosPersonales: 'VALIDATED',
      SeleccionSucursal: 'IN_PROGRESS',
    });

    branch().send({ type: 'sucursal.select', codigo: '002' });
    await waitFor(branch(), (s) => s.matches('choosing'));
    branch().send({ type: 'oficial.select', codigo: 'OF-002-2' });
    branch().send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches({ envioTarjeta: 'choosing' }));
    expect(route()).toBe(paths.cardDelivery);
    // The branch's confirm carries the data too: everything known so far.
    expect(confirmed[1]?.datosGenerales).toMatchObject({
      nombre: 'Juana',
      sucursalCodigo: '002',
      oficialCodigo: 'OF-002-2',
    });

    submit({ type: 'entrega.submit', values: { retiroSucursal: true }, addressValidated: false });
    await waitFor(actor, (s) => s.matches('done'));
    expect(confirmed[2]).toMatchObject({ retiroSucursal: true, datosGenerales: { sucursalCodigo: '002' } });
    expect(route()).toBe('/datos-biometricos/info-dni');
    expect(actor.getSnapshot().context.steps).toEqual({
      DatosPersonales: 'VALIDATED',
      SeleccionSucursal: 'VALIDATED',
      EnvioTarjeta: 'VALIDATED',
      Validacion: 'IN_PROGRESS',
    });
  });

  it('asks to validate the address before continuing, and sends nothing', async () => {
    const { actor, confirmed, prompts, submit } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    submit({ type: 'step.submit', values: PF_FORM, addressValidated: false });
    submit({ type: 'step.submit', values: PF_FORM, addressValidated: false });
    expect(prompts).toEqual([
      'Es necesario validar el domilicio para continuar',
      'Es necesario validar el domilicio para continuar',
    ]);
    expect(actor.getSnapshot().context.addressPrompts).toBe(2);
    expect(actor.getSnapshot().matches({ datos: 'editing' })).toBe(true);
    expect(confirmed).toEqual([]);
  });

  it('ignores an invalid form (the view shows the field messages)', async () => {
    const { actor, prompts, submit } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    submit({
      type: 'step.submit',
      values: { ...PF_FORM, fechaNacimiento: '2026-03-02' },
      addressValidated: false,
    });
    expect(prompts).toEqual([]);
    expect(actor.getSnapshot().matches({ datos: 'editing' })).toBe(true);
  });

  it.each([
    ['PEP with a CUIT starting with 2', { pep: true }],
    ['FATCA', { fatca: true }],
    ['Sujeto Obligado', { sujetoObligado: true }],
  ])('stops at the regulatory block for %s', async (_, flags) => {
    const { actor, confirmed, route, submit } = start();
    await waitFor(actor, (s) => s.matches('datos'));
    submit({ type: 'step.submit', values: { ...PF_FORM, ...flags }, addressValidated: true });
    expect(actor.getSnapshot().matches('blocked')).toBe(true);
    expect(route()).toBe(`/error-secondary/${encodeURIComponent(REGULATORY_BLOCK_MESSAGE)}`);
    expect(confirmed).toEqual([]);
  });

  it('delivers the card to a validated address', async () => {
    const { actor, confirmed, prompts, submit } = start(
      { record: async () => PF_COMPLETE_RECORD },
      { entry: 'envioTarjeta' },
    );
    await waitFor(actor, (s) => s.matches('envioTarjeta'));
    const values = {
      retiroSucursal: false as const,
      domicilioEntrega: { ...DOMICILIO, piso: '3', departamento: 'A' },
    };
    submit({ type: 'entrega.submit', values, addressValidated: false });
    expect(prompts).toEqual(['Es necesario validar el domilicio para continuar']);
    submit({ type: 'entrega.submit', values, addressValidated: true });
    await waitFor(actor, (s) => s.matches('done'));
    expect(confirmed[0]).toMatchObject({
      retiroSucursal: false,
      domicilioEntrega: { calle: 'Av. Santa Fe', numero: 3253, piso: 3, departamento: 'A', tipo: 'ENTREGA' },
      datosGenerales: { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' },
    });
  });

  it('resumes at the step the page asked for, as far as the record allows', async () => {
    const complete = start({ record: async () => PF_COMPLETE_RECORD }, { entry: 'sucursal' });
    await waitFor(complete.actor, (s) => s.matches('sucursal'));
    await waitFor(complete.branch(), (s) => s.matches('choosing'));
    expect(complete.branch().getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '001',
      oficialCodigo: 'OF-001-1',
    });

    const fresh = start({}, { entry: 'envioTarjeta' });
    await waitFor(fresh.actor, (s) => s.matches('datos'));
    expect(fresh.route()).toBe(paths.personaFisicaForm);

    const late = start({ record: async () => PF_COMPLETE_RECORD });
    late.actor.send({ type: 'flow.goto', step: 'envioTarjeta' });
    await waitFor(late.actor, (s) => s.matches('envioTarjeta'));
  });

  it('names the step of each page, for the flow.goto of a deep link or the back button', () => {
    expect(PERSONA_FISICA_STEP_BY_PATH).toEqual({
      '/onboarding-empresas': 'current',
      '/onboarding-empresas/detalle': 'current',
      '/onboarding-empresas/detalle/pf': 'datos',
      '/onboarding-empresas/sucursal': 'sucursal',
      '/onboarding-empresas/envio-tarjeta': 'envioTarjeta',
    });
  });

  it('opens the step the request is on for the flow base: the furthest the record allows', async () => {
    const fresh = start({}, { entry: 'current' });
    await waitFor(fresh.actor, (s) => s.matches('datos'));
    const complete = start({ record: async () => PF_COMPLETE_RECORD }, { entry: 'current' });
    await waitFor(complete.actor, (s) => s.matches('envioTarjeta'));
  });

  it('goes back and forth between the steps the record allows', async () => {
    const { actor, branch } = start({ record: async () => PF_COMPLETE_RECORD });
    await waitFor(actor, (s) => s.matches('datos'));
    actor.send({ type: 'flow.goto', step: 'envioTarjeta' });
    expect(actor.getSnapshot().matches('envioTarjeta')).toBe(true);
    actor.send({ type: 'flow.goto', step: 'sucursal' });
    await waitFor(branch(), (s) => s.matches('choosing'));
    actor.send({ type: 'flow.goto', step: 'envioTarjeta' });
    expect(actor.getSnapshot().matches('envioTarjeta')).toBe(true);
    actor.send({ type: 'flow.goto', step: 'sucursal' });
    await waitFor(branch(), (s) => s.matches('choosing'));
    actor.send({ type: 'flow.goto', step: 'datos' });
    expect(actor.getSnapshot().matches('datos')).toBe(true);
  });

  it("starts /sucursal at the home link's branch and officer", async () => {
    const { actor, branch, submit } = start(
      {},
      { preselected: { sucursalCodigo: '002', oficialCodigo: 'OF-002-2' } },
    );
    await waitFor(actor, (s) => s.matches('datos'));
    submit({ type: 'step.submit', values: PF_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    expect(branch().getSnapshot().context.seleccion).toEqual({
      sucursalCodigo: '002',
      oficialCodigo: 'OF-002-2',
    });
  });

  it('leaves where the catalogue says when the branch confirm gets no answer', async () => {
    const { actor, branch, route } = start(
      {
        record: async () => PF_COMPLETE_RECORD,
        confirm: async (payload) => {
          if (payload.datosGenerales.sucursalCodigo) throw new ApiError(0, undefined, undefined);
        },
      },
      { entry: 'sucursal' },
    );
    await waitFor(actor, (s) => s.matches('sucursal'));
    await waitFor(branch(), (s) => s.matches('choosing'));
    branch().send({ type: 'sucursal.submit' });
    await waitFor(actor, (s) => s.matches('left'));
    expect(route()).toBe(paths.errorSecondary('Estamos con un inconveniente por favor intente más tarde'));
  });

  it('a toast-and-stay failure keeps the form; a technical one leaves', async () => {
    let fail: ApiError = new ApiError(400, 'ErrorDomicilio', 'Revisá el domicilio');
    const { actor, toasts, route, submit } = start({
      confirm: async () => {
        throw fail;
      },
    });
    await waitFor(actor, (s) => s.matches('datos'));
    submit({ type: 'step.submit', values: PF_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches({ datos: 'editing' }) && s.context.outcome !== null);
    expect(toasts.map((t) => t.message)).toEqual(['Revisá el domicilio']);
    expect(actor.getSnapshot().context.formValues).toEqual(PF_FORM);
    fail = new ApiError(0, undefined, undefined);
    submit({ type: 'step.submit', values: PF_FORM, addressValidated: true });
    await waitFor(actor, (s) => s.matches('left'));
    expect(route()).toBe(paths.errorSecondary('Estamos con un inconveniente por favor intente más tarde'));
  });

  it('waits on an expired session and reads the record again on retry', async () => {
    let calls = 0;
    const { actor } = start({
      record: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError(403, 'sesionExpirada', 'x');
        return PF_FRESH_RECORD;
      },
    });
    await waitFor(actor, (s) => s.matches('unavailable'));
    actor.send({ type: 'flow.retry' });
    await waitFor(actor, (s) => s.matches('datos'));
    expect(calls).toBe(2);
  });
});

describe('personaFisicaMachine tags', () => {
  it("busy while a step's Continuar is confirmed, the record read or the page left; unavailable with its retry", () => {
    expect(stateTags(personaFisicaMachine)).toEqual({
      loading: ['busy'],
      unavailable: ['unavailable'],
      'datos.confirming': ['busy'],
      'envioTarjeta.confirming': ['busy'],
      leaving: ['busy'],
    });
  });
});
