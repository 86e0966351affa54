import { NO_SUCURSALES_MESSAGE, type Sucursal } from '@alta/core/branch/branch.schema';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BranchScreen, type BranchScreenProps } from './branch-screen.tsx';

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

const props = (over: Partial<BranchScreenProps> = {}): BranchScreenProps => ({
  sucursales: [palermo],
  oficiales: [],
  seleccion: { sucursalCodigo: null, oficialCodigo: null },
  loadingSucursales: false,
  loadingOficiales: false,
  officersFailed: false,
  confirming: false,
  onSelectBranch: vi.fn(),
  onSelectOfficer: vi.fn(),
  onRetryOfficers: vi.fn(),
  onEditAddress: vi.fn(),
  onSubmit: vi.fn(),
  ...over,
});

afterEach(cleanup);

describe('BranchScreen', () => {
  it('says so when no branch was found, with a way back to the address; Continuar stays disabled', async () => {
    const none = props({ sucursales: [] });
    render(<BranchScreen {...none} />);
    expect(screen.getByRole('alert').textContent).toBe(NO_SUCURSALES_MESSAGE);
    expect(screen.getByRole('button', { name: 'Continuar' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Corregir el domicilio' }));
    expect(none.onEditAddress).toHaveBeenCalled();
  });

  it("offers 'Reintentar' when the branch's officers failed, and a click on the checked branch asks too", async () => {
    const user = userEvent.setup();
    const failed = props({
      seleccion: { sucursalCodigo: '002', oficialCodigo: null },
      officersFailed: true,
    });
    render(<BranchScreen {...failed} />);
    expect(screen.getByRole('alert').textContent).toBe('No pudimos cargar los oficiales de esta sucursal.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(failed.onRetryOfficers).toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Palermo' }));
    expect(failed.onSelectBranch).toHaveBeenCalledWith('002');
  });

  it('sends the branch picked, then the officer, and submits a complete choice', async () => {
    const user = userEvent.setup();
    const first = props();
    const { rerender } = render(<BranchScreen {...first} />);
    await user.click(screen.getByRole('radio', { name: 'Palermo' }));
    expect(first.onSelectBranch).toHaveBeenCalledWith('002');

    const oficiales = [{ codigo: 'OF-002-1', nombre: 'Ana', apellido: 'Gómez', email: 'a@b.c' }];
    const branch = props({ seleccion: { sucursalCodigo: '002', oficialCodigo: null }, oficiales });
    rerender(<BranchScreen {...branch} />);
    expect(screen.getByRole('button', { name: 'Continuar' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Ana Gómez' }));
    expect(branch.onSelectOfficer).toHaveBeenCalledWith('OF-002-1');

    const complete = props({ seleccion: { sucursalCodigo: '002', oficialCodigo: 'OF-002-1' }, oficiales });
    rerender(<BranchScreen {...complete} />);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(complete.onSubmit).toHaveBeenCalled();
  });
});
