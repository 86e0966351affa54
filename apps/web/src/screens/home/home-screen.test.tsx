import { ApiError } from '@alta/core/api/api-error';
import { startRequest } from '@alta/core/api/solicitud';
import { encodeHomeParam } from '@alta/core/home/home-param';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

vi.mock('@alta/core/api/solicitud', () => ({
  startRequest: vi.fn(),
  resumeRequest: vi.fn(),
  getSolicitud: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  document.body.dataset.theme = 'pyme';
});

type User = ReturnType<typeof userEvent.setup>;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const fillValidForm = async (user: User) => {
  await user.type(input('CUIT'), '20-12345678-9');
  await user.selectOptions(screen.getByLabelText('Actividad'), 'NEGOCIOS_Y_PROFESIONALES');
  await user.type(input('Correo Electrónico'), 'ana@empresa.com.ar');
  await user.type(input('Nombre/s'), 'Ana María');
  await user.type(input('Apellido/s'), 'Pérez');
  await user.type(input('Código de área'), '11');
  await user.type(input('Número'), '44445555');
};

// The start machine and the toast list load on demand in the app; load them once up front so the
// first test does not spend its time budget compiling them.
beforeAll(async () => {
  await Promise.all([import('../../app/start-actor-host.tsx'), import('../../shell/toast-list.tsx')]);
});

describe('home form', () => {
  it("shows 'Debe seguir el formato CUIT' for a malformed CUIT and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { current } = renderApp('/');
    await user.type(input('CUIT'), '20-1234');
    await user.type(input('Correo Electrónico'), 'ana@empresa.com.ar');
    await user.click(screen.getByRole('button', { name: 'Abrir cuenta' }));

    const message = screen.getByText('Debe seguir el formato CUIT');
    expect(input('CUIT').getAttribute('aria-invalid')).toBe('true');
    expect(input('CUIT').getAttribute('aria-describedby')).toContain(message.id);
    expect(input('CUIT').value).toBe('20-1234');
    expect(input('Correo Electrónico').value).toBe('ana@empresa.com.ar');
    expect(current()).toBe('/');
    expect(startRequest).not.toHaveBeenCalled();
  });

  it('limits the CUIT to 14 characters and the phone to 10 digits with the area code', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(input('CUIT').maxLength).toBe(14);
    expect(input('Código de área').maxLength).toBe(4);
    await user.type(input('Código de área'), '11');
    expect(input('Número').maxLength).toBe(8);
    await user.type(input('Código de área'), '52');
    expect(input('Número').maxLength).toBe(6);
    expect(screen.getByText('Sin 0')).toBeTruthy();
    expect(screen.getByText('Sin 15')).toBeTruthy();
  });

  it('brings back everything typed when the server keeps the user on the form', async () => {
    vi.mocked(startRequest).mockRejectedValue(
      new ApiError(400, 'ProvinciaError', 'La provincia no es válida'),
    );
    const user = userEvent.setup();
    const { current } = renderApp('/');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Abrir cuenta' }));

    expect(await screen.findByText('La provincia no es válida')).toBeTruthy();
    await waitFor(() => expect(current()).toBe('/'));
    expect(input('CUIT').value).toBe('20-12345678-9');
    expect(input('Nombre/s').value).toBe('Ana María');
    expect(input('Número').value).toBe('44445555');
    expect(startRequest).toHaveBeenCalledWith(expect.objectContaining({ nroTributario: '20-12345678-9' }));
  });

  it('switches to the agro theme when the activity is AGRO_NYP', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.selectOptions(screen.getByLabelText('Actividad'), 'AGRO_NYP');
    expect(document.body.dataset.theme).toBe('agro');
    await user.selectOptions(screen.getByLabelText('Actividad'), 'NEGOCIOS_Y_PROFESIONALES');
    expect(document.body.dataset.theme).toBe('pyme');
  });

  it('links to resuming a request and lists the documents needed in a drawer', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(screen.getByRole('link', { name: 'Continuar trámite' }).getAttribute('href')).toBe(
      '/continuar-tramite',
    );

    await user.click(screen.getByRole('button', { name: 'Conocé los documentos que vas a necesitar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Conocé los documentos que vas a necesitar' });
    expect(drawer.textContent).toContain('DNI, frente y dorso, de cada firmante.');
    expect(drawer.textContent).toContain('Último balance certificado.');
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('home with a branch link', () => {
  it("answers an invalid parameter with a 404 and 'Ruta no válida'", () => {
    renderApp('/no-es-un-enlace');
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('Ruta no válida')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeNull();
  });

  it('shows the start form for a valid branch-and-officer link', () => {
    renderApp(`/${encodeHomeParam({ idSucursal: '123', idOficial: '456' })}`);
    expect(screen.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeTruthy();
    expect(screen.queryByText('Ruta no válida')).toBeNull();
  });
});
