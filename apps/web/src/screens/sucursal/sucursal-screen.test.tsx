import { NO_SUCURSALES_MESSAGE, type Sucursal } from '@alta/core/branch/branch.schema';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SucursalScreen, type SucursalScreenProps } from './sucursal-screen.tsx';

const palermo: Sucursal = {
  banco: 'Banco',
  codigo: '002',
  domicilio: 'Av. Santa Fe 3253',
  especializacion: 'Pymes',
  horario: 'Lunes a viernes de 10 a 15',
  latitud: 0,
  longitud: 0,
  nombre: 'Palermo',
  partido: 'COMUNA 14',
  localidad: 'PALERMO',
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  telefono: '011 4000-0002',
};

const props = (over: Partial<SucursalScreenProps> = {}): SucursalScreenProps => ({
  sucursales: [palermo],
  oficiales: [],
  seleccion: { sucursalCodigo: null, oficialCodigo: null },
  loadingSucursales: false,
  loadingOficiales: false,
  oficialesFailed: false,
  confirming: false,
  onSelectSucursal: vi.fn(),
  onSelectOficial: vi.fn(),
  onRetryOficiales: vi.fn(),
  onEditAddress: vi.fn(),
  onSubmit: vi.fn(),
  ...over,
});

afterEach(cleanup);

describe('SucursalScreen', () => {
  it('says so when no branch was found, with a way back to the address; Continuar stays disabled', async () => {
    const none = props({ sucursales: [] });
    render(<SucursalScreen {...none} />);
    expect(screen.getByRole('alert').textContent).toBe(NO_SUCURSALES_MESSAGE);
    expect(screen.getByRole('button', { name: 'Continuar' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Corregir el domicilio' }));
    expect(none.onEditAddress).toHaveBeenCalled();
  });

  it("offers 'Reintentar' when the branch's officers failed, and a click on the checked branch asks too", async () => {
    const user = userEvent.setup();
    const failed = props({
      seleccion: { sucursalCodigo: '002', oficialCodigo: null },
      oficialesFailed: true,
    });
    render(<SucursalScreen {...failed} />);
    expect(screen.getByRole('alert').textContent).toBe('No pudimos cargar los oficiales de esta sucursal.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(failed.onRetryOficiales).toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Palermo' }));
    expect(failed.onSelectSucursal).toHaveBeenCalledWith('002');
  });

  it('sends the branch picked, then the officer, and submits a complete choice', async () => {
    const user = userEvent.setup();
    const first = props();
    const { rerender } = render(<SucursalScreen {...first} />);
    await user.click(screen.getByRole('radio', { name: 'Palermo' }));
    expect(first.onSelectSucursal).toHaveBeenCalledWith('002');

    const oficiales = [{ codigo: 'OF-002-1', nombre: 'Ana', apellido: 'Gómez', email: 'a@b.c' }];
    const branch = props({ seleccion: { sucursalCodigo: '002', oficialCodigo: null }, oficiales });
    rerender(<SucursalScreen {...branch} />);
    expect(screen.getByRole('button', { name: 'Continuar' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Ana Gómez' }));
    expect(branch.onSelectOficial).toHaveBeenCalledWith('OF-002-1');

    const complete = props({ seleccion: { sucursalCodigo: '002', oficialCodigo: 'OF-002-1' }, oficiales });
    rerender(<SucursalScreen {...complete} />);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(complete.onSubmit).toHaveBeenCalled();
  });
});
