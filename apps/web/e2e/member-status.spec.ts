// Identity §2 screen 12, §4, §8 (issue 5): /estado-integrantes/:idSolicitud with one member of each
// state set through the sandbox's QA routes (Pendiente, Fallido with attempts left, out of attempts,
// ERROR, Completado, and one who needs no biometrics and is not listed); the loading text, the
// 'Iniciar Biometria' link to info-dni for that member, and the services error. Axe on the list.
import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiRequest, apiConfirm, apiPost, apiStart, holdSession } from './api-setup.ts';
import { scan } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { gate, randomCuit } from './helpers.ts';
import { API_URL, injectFault, QA_URL } from './sandbox.ts';

const member = (
  nroTributario: string,
  nombre: string,
  roles: { firmante: boolean; representanteLegal: boolean },
) => ({
  nroTributario,
  porcentajeParticipacion: 15,
  ...roles,
  nombre,
  apellido: 'Gómez',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  telefono: '43214321',
  codigoPais: '54',
  codigoArea: '11',
  email: `${nombre.toLowerCase()}@example.com`,
});

const setBiometria = async (request: APIRequestContext, idSolicitud: string, cuit: string, data: object) => {
  const response = await request.patch(`${QA_URL}/biometria/${idSolicitud}/${cuit}`, { data });
  expect(response.ok(), await response.text()).toBe(true);
};

/** A company with six members, five of whom must validate, each in another state. */
const companyWithMembers = async (request: APIRequestContext) => {
  const company: ApiRequest = await apiStart(request, '30');
  await apiConfirm(request, company, { sucursal: true });
  const cuits = new Set<string>();
  while (cuits.size < 6) cuits.add(randomCuit('20'));
  const [pendiente, fallido, agotado, error, completado, sinBiometria] = [...cuits] as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const both = { firmante: true, representanteLegal: true };
  await apiPost(request, company, 'integrantes', {
    idSolicitud: company.idSolicitud,
    integrantes: [
      member(pendiente, 'Ana', both),
      member(fallido, 'Bruno', { firmante: false, representanteLegal: true }),
      member(agotado, 'Carla', { firmante: true, representanteLegal: false }),
      member(error, 'Diego', both),
      member(completado, 'Elena', both),
      member(sinBiometria, 'Franco', { firmante: false, representanteLegal: false }),
    ],
  });
  const id = company.idSolicitud;
  await setBiometria(request, id, pendiente, { estado: null, cantidadIntentos: 0 });
  await setBiometria(request, id, fallido, { estado: 'FALLIDO', cantidadIntentos: 1 });
  await setBiometria(request, id, agotado, { estado: 'FALLIDO', cantidadIntentos: 3 });
  await setBiometria(request, id, error, { estado: 'ERROR' });
  await setBiometria(request, id, completado, { estado: 'COMPLETADO' });
  await setBiometria(request, id, sinBiometria, { necesaria: false });
  return { company };
};

const row = (page: Page, nombre: string) => page.getByRole('row', { name: new RegExp(`^${nombre} Gómez`) });

test('member status: one member of each state, roles, actions, and Iniciar Biometria to info-dni', async ({
  page,
  request,
}) => {
  const { company } = await companyWithMembers(request);
  await holdSession(page, company);
  // The first read, and only it (the screen polls), is held until the loading text has been seen.
  const firstRead = gate();
  await page.route(
    `${API_URL}/solicitud/${company.idSolicitud}`,
    async (route) => {
      await firstRead.opened;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto(`/estado-integrantes/${company.idSolicitud}`);
  await expect(page.getByText('Cargando integrantes...')).toBeVisible();
  firstRead.open();

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Nombre y Apellido', 'Rol', 'Estado', 'Acción']);
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(row(page, 'Ana')).toContainText('Representante Legal / FirmantePendienteIniciar Biometria');
  await expect(row(page, 'Bruno')).toContainText('Representante LegalFallidoIniciar Biometria');
  await expect(row(page, 'Carla')).toContainText('FirmanteFallidoBLOQUEADO');
  await expect(row(page, 'Diego')).toContainText(
    'BloqueadoPara continuar con la validación deberá dirigirse a una sucursal',
  );
  await expect(row(page, 'Elena')).toContainText('CompletadoCOMPLETADO');
  await expect(page.getByText('Franco')).toHaveCount(0);
  await scan(page, 'member status, one member in each state');

  const memberRead = page.waitForResponse((r) => r.url() === `${API_URL}/solicitud/${company.idSolicitud}`);
  await row(page, 'Ana').getByRole('link', { name: 'Iniciar Biometria' }).click();
  await expect(page).toHaveURL('/datos-biometricos/info-dni');
  expect((await memberRead).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Validemos tu identidad' })).toBeVisible();
  // The QR on the info screen is the member's: the flow found them in the list.
  await expect(page.getByRole('img', { name: 'Código QR para continuar desde el celular' })).toBeVisible();
});

test('member status: a failed read says the services error', async ({ page, request }) => {
  const { company } = await companyWithMembers(request);
  await holdSession(page, company);
  await injectFault(request, {
    path: `/solicitud/${company.idSolicitud}`,
    method: 'GET',
    status: 500,
    errorCode: 'ErrorInterno',
    errorMessage: 'Error interno',
  });
  await page.goto(`/estado-integrantes/${company.idSolicitud}`);
  await expect(page.getByText('Ups hubo un error en los servicios ⚠')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
