import { describe, expect, it } from 'vitest';
import { NO_PROGRESS, personaFisicaSteps, personaJuridicaSteps } from './flow-steps.ts';

describe('step statuses', () => {
  it('start IDLE in both flows', () => {
    expect(personaFisicaSteps(NO_PROGRESS)).toEqual({
      DatosPersonales: 'IDLE',
      SeleccionSucursal: 'IDLE',
      EnvioTarjeta: 'IDLE',
      Validacion: 'IDLE',
    });
    expect(personaJuridicaSteps(NO_PROGRESS)).toEqual({
      DatosDeLaEmpresa: 'IDLE',
      Integrantes: 'IDLE',
      Documentacion: 'IDLE',
      Validacion: 'IDLE',
    });
  });

  it('persona física: the data form makes DatosPersonales VALIDATED and SeleccionSucursal IN_PROGRESS', () => {
    const datos = { ...NO_PROGRESS, datos: true };
    expect(personaFisicaSteps(datos)).toEqual({
      DatosPersonales: 'VALIDATED',
      SeleccionSucursal: 'IN_PROGRESS',
      EnvioTarjeta: 'IDLE',
      Validacion: 'IDLE',
    });
    expect(personaFisicaSteps({ ...datos, sucursal: true })).toMatchObject({
      SeleccionSucursal: 'VALIDATED',
      EnvioTarjeta: 'IN_PROGRESS',
    });
    expect(personaFisicaSteps({ datos: true, sucursal: true, entrega: true })).toEqual({
      DatosPersonales: 'VALIDATED',
      SeleccionSucursal: 'VALIDATED',
      EnvioTarjeta: 'VALIDATED',
      Validacion: 'IN_PROGRESS',
    });
  });

  it('company: the data form makes DatosDeLaEmpresa IN_PROGRESS; the branch VALIDATED and Integrantes IN_PROGRESS', () => {
    expect(personaJuridicaSteps({ ...NO_PROGRESS, datos: true })).toMatchObject({
      DatosDeLaEmpresa: 'IN_PROGRESS',
      Integrantes: 'IDLE',
    });
    expect(personaJuridicaSteps({ datos: true, sucursal: true, entrega: false })).toEqual({
      DatosDeLaEmpresa: 'VALIDATED',
      Integrantes: 'IN_PROGRESS',
      Documentacion: 'IDLE',
      Validacion: 'IDLE',
    });
  });
});
