// Journey §8: one catalogue code of each behaviour, injected on the start call (POST /solicitud),
// plus the session-expired dialog (identity §2). `submitStart` queues each fault inside the start
// lock, so no other test's start can take it.
import { expect, test } from './fixtures.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  fillStartForm,
  randomCuit,
  reachOffer,
  routeWithMessage,
  submitStart,
} from './helpers.ts';
import { injectFault, SESSION_EXPIRED } from './sandbox.ts';

const UNKNOWN_ERROR_MESSAGE = 'En este momento no es posible continuar. Intente más tarde...';

const NAVIGATING = [
  {
    errorCode: 'SolicitudNoEncontrada',
    status: 404,
    serverMessage: 'x',
    route: '/error-primary',
    shown: DEFAULT_ERROR_MESSAGE,
  },
  {
    errorCode: 'SinSolicitud',
    status: 400,
    serverMessage: 'No tenés una solicitud habilitada para este canal',
    route: '/error-primary',
    shown: 'No tenés una solicitud habilitada para este canal',
  },
  {
    errorCode: 'ErrorTecnico',
    status: 500,
    serverMessage: 'x',
    route: '/error-secondary',
    shown: DEFAULT_ERROR_MESSAGE,
  },
  {
    errorCode: 'ExternalServiceError',
    status: 502,
    serverMessage: 'El servicio de validación no respondió',
    route: '/error-secondary',
    shown: 'El servicio de validación no respondió',
  },
] as const;

for (const { errorCode, status, serverMessage, route, shown } of NAVIGATING) {
  test(`${errorCode} → ${route} with "${shown}"`, async ({ page, request }) => {
    await page.goto('/');
    await fillStartForm(page, { cuit: randomCuit('20') });
    const response = await submitStart(page, request, { status, errorCode, errorMessage: serverMessage });
    expect(response.status()).toBe(status);
    await expect(page).toHaveURL(routeWithMessage(route, shown));
    await expect(page.getByText(shown)).toBeVisible();
  });
}

test('ProvinciaError: toast with the server message, and the form keeps every value', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const data = await fillStartForm(page, { cuit: randomCuit('30'), actividad: 'AGRO_NYP' });
  await submitStart(page, request, {
    status: 400,
    errorCode: 'ProvinciaError',
    errorMessage: 'La provincia no es válida',
  });
  await expect(page.getByText('La provincia no es válida')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue(data.cuit);
  await expect(page.getByLabel('Actividad')).toHaveValue(data.actividad);
  await expect(page.getByLabel('Correo Electrónico')).toHaveValue(data.email);
  await expect(page.getByLabel('Nombre/s')).toHaveValue(data.nombres);
  await expect(page.getByLabel('Apellido/s')).toHaveValue(data.apellidos);
  await expect(page.getByLabel('Código de área')).toHaveValue(data.codigoArea);
  await expect(page.getByLabel('Número')).toHaveValue(data.telefono);
});

test('ErrorSolicitudIniciada: the toast for 5 s, then /continuar-tramite', async ({ page, request }) => {
  await page.goto('/');
  await fillStartForm(page, { cuit: randomCuit('20') });
  const message = 'Ya existe una solicitud iniciada para este CUIT. Retomá el trámite.';
  await submitStart(page, request, {
    status: 400,
    errorCode: 'ErrorSolicitudIniciada',
    errorMessage: message,
  });
  const answeredAt = Date.now();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL('/continuar-tramite', { timeout: 10_000 });
  expect(Date.now() - answeredAt).toBeGreaterThan(4_000);
});

test('TelefonoIncorrecto: back home', async ({ page, request }) => {
  await page.goto('/');
  await fillStartForm(page, { cuit: randomCuit('20') });
  const response = await submitStart(page, request, {
    status: 400,
    errorCode: 'TelefonoIncorrecto',
    errorMessage: 'El teléfono ingresado es incorrecto',
  });
  expect(response.status()).toBe(400);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
});

test('an unknown code: the generic toast, then home after 2 s', async ({ page, request }) => {
  await page.goto('/');
  await fillStartForm(page, { cuit: randomCuit('30') });
  await submitStart(page, request, { status: 409, errorCode: 'CodigoQueNoExiste', errorMessage: 'x' });
  const answeredAt = Date.now();
  await expect(page.getByText(UNKNOWN_ERROR_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 6_000 });
  expect(Date.now() - answeredAt).toBeGreaterThan(1_500);
});

test('an expired session on the offer opens the dialog, and Retomar trámite goes to resume', async ({
  page,
  request,
}) => {
  const { idSolicitud } = await reachOffer(page, request, { cuit: randomCuit('20') });
  await expect(page.getByText('100% de bonificación')).toBeVisible();

  // Scoped to this request's path, so the other worker's calls never meet it.
  await injectFault(request, {
    path: `/resumen-productos/${idSolicitud}`,
    method: 'GET',
    ...SESSION_EXPIRED,
  });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Tu sesión ha expirado' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Por favor, retomá el trámite.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Retomar trámite' }).click();
  await expect(page).toHaveURL('/continuar-tramite');
});
