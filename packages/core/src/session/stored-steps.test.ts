import { afterEach, describe, expect, it } from 'vitest';
import { readSteps, resetSteps, saveSteps } from './stored-steps.ts';
import { removeItem, STORAGE_KEYS, writeItem } from './storage.ts';

afterEach(() => removeItem(STORAGE_KEYS.steps));

describe('step statuses in the client session data', () => {
  it('starts every step of the person type IDLE after the code, replacing an earlier flow', () => {
    saveSteps({ DatosPersonales: 'VALIDATED', SeleccionSucursal: 'IN_PROGRESS' });
    resetSteps(false);
    expect(readSteps()).toEqual({
      DatosDeLaEmpresa: 'IDLE',
      Integrantes: 'IDLE',
      Documentacion: 'IDLE',
      Validacion: 'IDLE',
    });
    resetSteps(true);
    expect(Object.keys(readSteps())).toEqual([
      'DatosPersonales',
      'SeleccionSucursal',
      'EnvioTarjeta',
      'Validacion',
    ]);
  });

  it('reads nothing from a missing or broken item', () => {
    expect(readSteps()).toEqual({});
    writeItem(STORAGE_KEYS.steps, '{not json');
    expect(readSteps()).toEqual({});
  });
});
