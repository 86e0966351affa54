// Issue 24, part A: spec points that were still partial, on a phone (360×740): GET /otp's 503 through
// the catalogue, an optional REJECTED document, the survey ids through the waiting page, and the
// spec's other biometric route names.
import { apiConfirm, apiPost, apiStart, holdSession } from './api-setup.ts';
import { apiPersonaAtBiometrics } from './biometrics-support.ts';
import { expect, test } from './fixtures.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  fillStartForm,
  randomCuit,
  routeWithMessage,
  submitStart,
  WEB_URL,
} from './helpers.ts';
import { documentCard, makePdf, resumeCompanyAt, setEstado, uploadTo } from './members-documents.ts';
import { API_URL, QA_URL } from './sandbox.ts';
import { PHONE } from './phone-journey.ts';

test.use({ viewport: PHONE });

test('GET /otp answering 503 leaves for the catalogue page (journey §8), which has a way on', async ({
  page,
  request,
}) => {
  await page.route(`${API_URL}/otp?*`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: {
            'access-control-allow-origin': WEB_URL,
            'access-control-allow-credentials': 'true',
          },
          body: JSON.stringify({
            error: [{ errorCode: 'ServicioNoDisponible', errorMessage: 'Servicio no disponible' }],
          }),
        })
      : route.continue(),
  );
  await page.goto('/');
  await fillStartForm(page, { cuit: randomCuit('20') });
  expect((await submitStart(page, request)).status()).toBe(201);
  await expect(page).toHaveURL(routeWithMessage('/error-secondary', DEFAULT_ERROR_MESSAGE));
  await expect(page.getByText(DEFAULT_ERROR_MESSAGE)).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL('/');
});

test('an optional document the bank REJECTED asks for a new file but does not block Continuar', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { idSolicitud } = await resumeCompanyAt(page, request, 'DOCUMENTACION');
  await setEstado(request, idSolicitud, 'ESTATUTO', 'VALIDO');
  await setEstado(request, idSolicitud, 'ACTA_ASAMBLEA', 'VALIDO');
  await setEstado(request, idSolicitud, 'PODER', 'REJECTED');
  await page.reload();
  await expect(
    documentCard(page, 'Poder').getByText('Por favor cargá el documento nuevamente'),
  ).toBeVisible();
  await uploadTo(page, 'DNI de firmantes', [makePdf('dni.pdf', 2_000)]);
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await expect(continuar).toBeEnabled();
  await continuar.click();
  await expect(page).toHaveURL('/onboarding-empresas/evaluando-documentacion', { timeout: 30_000 });
});

test("a company member who reaches '¡Ya sos cliente!' through the waiting page leaves the survey's ids", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const company = await apiStart(request, '30');
  await apiConfirm(request, company, { sucursal: true });
  const [ana, bruno] = [randomCuit('20'), randomCuit('20')];
  const both = { firmante: true, representanteLegal: true };
  const member = (nroTributario: string, nombre: string) => ({
    nroTributario,
    porcentajeParticipacion: 50,
    ...both,
    nombre,
    apellido: 'Gómez',
    actividad: 'NEGOCIOS_Y_PROFESIONALES',
    telefono: '43214321',
    codigoPais: '54',
    codigoArea: '11',
    email: `${nombre.toLowerCase()}@example.com`,
  });
  await apiPost(request, company, 'integrantes', {
    idSolicitud: company.idSolicitud,
    integrantes: [member(ana, 'Ana'), member(bruno, 'Bruno')],
  });
  const patched = await request.patch(`${QA_URL}/solicitudes/${company.idSolicitud}`, {
    data: { pagina: 'ESTADO INTEGRANTES', estadoInternoNombre: 'AGUARDANDO_BIOMETRIA' },
  });
  expect(patched.ok()).toBe(true);
  const done = async (cuit: string) =>
    expect(
      (
        await request.patch(`${QA_URL}/biometria/${company.idSolicitud}/${cuit}`, {
          data: { estado: 'COMPLETADO', tycAceptados: true },
        })
      ).ok(),
    ).toBe(true);

  await holdSession(page, company);
  await page.goto(`/estado-integrantes/${company.idSolicitud}`);
  await page
    .getByRole('row', { name: /^Ana Gómez/ })
    .getByRole('link', { name: 'Iniciar Biometria' })
    .click();
  await expect(page).toHaveURL('/datos-biometricos/info-dni');
  // Ana finishes on her phone; this computer sees it and waits for the others.
  await done(ana);
  await expect(page).toHaveURL('/datos-biometricos/aguardando-producto', { timeout: 15_000 });
  // The last member finishes: the request is a client, and the waiting page moves on.
  await done(bruno);
  await expect(page).toHaveURL('/onboarding-empresas/cuenta-creada-exitosamente', { timeout: 15_000 });
  await expect(page.getByText('¡Ya sos cliente!')).toBeVisible();
  const ids = await page.evaluate(() => ({
    clientId: sessionStorage.getItem('clientId'),
    iniciativeId: sessionStorage.getItem('iniciativeId'),
    firstName: sessionStorage.getItem('firstName'),
  }));
  expect(ids).toEqual({ clientId: ana, iniciativeId: 'OBE-PYME', firstName: 'Ana' });
});

test("the spec's other biometric route names open info-dni instead of 'Ruta no válida'", async ({
  page,
  request,
}) => {
  await holdSession(page, await apiPersonaAtBiometrics(request));
  for (const alias of ['/info-dni', '/validar-dni', '/validar-rostro', '/face-capture', '/dni-provider']) {
    await page.goto(alias);
    await expect(page, alias).toHaveURL('/datos-biometricos/info-dni');
    await expect(page.getByRole('heading', { name: 'Validemos tu identidad' })).toBeVisible();
  }
});
