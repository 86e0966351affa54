// Issue 24, part A: no dead ends and nothing lost, as a new applicant lives it on a phone (360×740).
// Each test reaches a failure through the sandbox's faults (docs/sandbox.md) or the network, and
// checks the way on the page offers.
import { encodeQrPayload } from '@alta/core/biometrics/qr-payload';
import { type APIRequestContext, type Browser, devices, type Page } from '@playwright/test';
import { apiConfirm, apiPost, apiStart, type Steps } from './api-setup.ts';
import {
  apiPersonaAtBiometrics,
  cardJpeg,
  dniOf,
  holdSession,
  selfieJpeg,
  uploadPhoto,
  useFaceFake,
} from './biometrics-support.ts';
import { expect, test } from './fixtures.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  fillStartForm,
  freshPage,
  randomCuit,
  resumeThroughCode,
  routeWithMessage,
  solveCaptcha,
  startRequest,
  submitStart,
  typeCode,
  WEB_URL,
} from './helpers.ts';
import {
  addMember,
  documentCard,
  makePdf,
  resumeCompanyAt,
  setEstado,
  uploadTo,
} from './members-documents.ts';
import { noteTyped } from './pii.ts';
import { API_URL, type Fault, injectFault, QA_URL, readCode } from './sandbox.ts';

export const PHONE = { width: 360, height: 740 } as const;
test.use({ viewport: PHONE });

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });

/** Front, back and selfie through the upload alternative (no camera here), to the selfie preview. */
const uploadThree = async (page: Page, cuit: string) => {
  const card = cardJpeg(dniOf(cuit));
  const front = '/datos-biometricos/dni-provider/validar-dni-preview/';
  await uploadPhoto(page, 'Foto del frente del DNI', { name: 'frente.jpg', buffer: card }, front);
  await continuar(page).click();
  await continuar(page).click();
  const back = '/datos-biometricos/dni-provider/validar-dni-dorso-preview';
  await uploadPhoto(page, 'Foto del dorso del DNI', { name: 'dorso.jpg', buffer: card }, back);
  await continuar(page).click();
  await continuar(page).click();
  const selfie = '/datos-biometricos/facecapture-provider/face-preview';
  await uploadPhoto(page, 'Foto de tu rostro', { name: 'selfie.jpg', buffer: selfieJpeg() }, selfie);
};

/** A request arranged through the API, a fault queued for it, then resumed in a fresh phone browser. */
const resumeArranged = async (
  browser: Browser,
  request: APIRequestContext,
  {
    prefix = '20',
    steps,
    fault,
  }: { prefix?: '20' | '30'; steps?: Steps; fault?: Omit<Fault, 'idSolicitud'> },
) => {
  const started = await apiStart(request, prefix);
  if (steps) await apiConfirm(request, started, steps);
  if (fault) await injectFault(request, { ...fault, idSolicitud: started.idSolicitud });
  const opened = await freshPage(browser);
  await opened.page.setViewportSize(PHONE);
  await resumeThroughCode(opened.page, request, started);
  return { ...opened, started };
};

test('a failed officer list offers Reintentar, and picking the branch again asks again', async ({
  browser,
  request,
}) => {
  const { context, page } = await resumeArranged(browser, request, {
    steps: {},
    fault: {
      path: '/oficiales',
      method: 'GET',
      status: 404,
      errorCode: 'SucursalesNoEncontradas',
      errorMessage: 'No pudimos obtener los oficiales',
      times: 2,
    },
  });
  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  const branch = page.getByRole('radio', { name: 'Palermo' });
  await branch.check();
  await expect(page.getByText('No pudimos cargar los oficiales de esta sucursal.')).toBeVisible();
  // The same branch again asks again (the second fault answers it).
  await branch.click();
  await expect(page.getByText('No pudimos cargar los oficiales de esta sucursal.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  const officers = page.getByRole('group', { name: 'Oficial de cuenta' });
  await officers.getByRole('radio').first().check();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await context.close();
});

test('no branch for the address: a button back to the address on the data form', async ({
  browser,
  request,
}) => {
  const { context, page } = await resumeArranged(browser, request, {
    steps: {},
    fault: {
      path: '/sucursales',
      method: 'GET',
      status: 404,
      errorCode: 'SucursalesNoEncontradas',
      errorMessage: 'No encontramos sucursales para la localidad indicada',
    },
  });
  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  await page.getByRole('button', { name: 'Corregir el domicilio' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/detalle/pf');
  await expect(page.getByRole('heading', { name: 'Registrá los datos de tu empresa' })).toBeVisible();
  await expect(page.getByLabel('Localidad')).toHaveValue('PALERMO');
  await context.close();
});

test('a request not waiting for biometrics says so at once, with Reintentar and the way to its step', async ({
  page,
  request,
}) => {
  // Started and its code validated, nothing confirmed: INICIADA, still in its data steps.
  await holdSession(page, await apiStart(request, '20'));
  await page.goto('/datos-biometricos/info-dni');
  await expect(
    page.getByRole('heading', { name: 'Tu solicitud todavía no está lista para validar tu identidad' }),
  ).toBeVisible({ timeout: 3000 });
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await page.getByRole('link', { name: 'Retomar el trámite' }).click();
  await expect(page).toHaveURL('/continuar-tramite');
});

test("a failed identity check with attempts left: its error page offers 'Reintentar' back to info-dni", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useFaceFake(page);
  const persona = await apiPersonaAtBiometrics(request);
  await holdSession(page, persona);
  const message = 'No pudimos validar tu identidad. Podés volver a intentarlo (te quedan 2 intentos).';
  await injectFault(request, {
    path: `/biometria/validar-identidad/${persona.idSolicitud}`,
    method: 'POST',
    status: 400,
    errorCode: 'ValidacionIdentidadFallida',
    errorMessage: message,
  });
  await page.goto('/datos-biometricos/info-dni');
  await continuar(page).click();
  await page
    .getByRole('dialog', { name: 'Consentimiento de uso de datos' })
    .getByRole('button', { name: 'Acepto' })
    .click();
  await uploadThree(page, persona.cuit);
  await continuar(page).click();
  await expect(page).toHaveURL(routeWithMessage('/error-primary', message));
  await expect(page.getByText(message)).toBeVisible();
  // A reload keeps the way back (it lives in the history entry).
  await page.reload();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page).toHaveURL('/datos-biometricos/info-dni');
  await expect(page.getByRole('heading', { name: 'Validemos tu identidad' })).toBeVisible();
});

test('a phone reloaded more than 90 s after it opened the QR keeps going (no "El código QR venció")', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const persona = await apiPersonaAtBiometrics(request);
  // A QR drawn 60 s ago: still valid when the phone opens it (even on a slow machine), past 90 s when
  // the phone reloads.
  const timestamp = Date.now() - 60_000;
  const query = encodeQrPayload({
    doc: persona.cuit.replace(/-/g, ''),
    idSolicitud: persona.idSolicitud,
    timestamp,
    genero: 'F',
    tipoPersona: 'FISICA',
    qr: true,
  });
  const context = await browser.newContext({ ...devices['Pixel 5'], viewport: PHONE, baseURL: WEB_URL });
  const phone = await context.newPage();
  await phone.goto(`/datos-biometricos/dni-provider/validar-dni-frente?q=${query}`);
  await expect(phone).toHaveURL((url) => url.pathname === '/datos-biometricos/info-dni');
  await expect(continuar(phone)).toBeVisible();
  const wait = timestamp + 91_000 - Date.now();
  if (wait > 0) await phone.waitForTimeout(wait);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Validemos tu identidad' })).toBeVisible();
  await expect(continuar(phone)).toBeVisible();
  await expect(phone.getByText('El código QR venció.', { exact: false })).toHaveCount(0);
  await expect(phone.getByText('Error en el proceso de Biometria, vuelva a intentarlo')).toHaveCount(0);
  await context.close();
});

test("a screen whose code fails to load: a Spanish page with 'Reintentar', which loads it", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The network drops every script from now on: the FAQ's code cannot arrive.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  await page
    .getByRole('link', { name: /preguntas frecuentes/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'No pudimos cargar esta pantalla' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page).toHaveURL('/preguntas-frecuentes');
  await expect(page.getByRole('heading', { name: 'No pudimos cargar esta pantalla' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('members typed on /integrantes survive a reload', async ({ page, request }) => {
  await resumeCompanyAt(page, request, 'integrantes');
  await addMember(page, {
    nombres: 'Ana María',
    apellidos: 'Gómez',
    cuit: '27-23456789-1',
    porcentaje: '60',
    firmante: true,
    representante: true,
    email: 'ana.gomez@example.com',
  });
  await expect(page.getByText('Integrantes cargados (1)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Integrantes cargados (1)')).toBeVisible();
  await expect(page.getByText('Ana María Gómez')).toBeVisible();
});

/** The GET /otp calls the page makes from now on. */
const codeRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().startsWith(`${API_URL}/otp?`)) seen.push(r.url());
  });
  return seen;
};

test('a reload of /getcode asks for no new code: the one in the mailbox still works, its countdown goes on', async ({
  page,
  request,
}) => {
  const { idSolicitud } = await startRequest(page, request, { cuit: randomCuit('20') });
  const code = await readCode(request, idSolicitud);
  const requests = codeRequests(page);
  await page.reload();
  await expect(page.getByText(/^Solicita otro en 0:[0-5]\d$/)).toBeVisible();
  expect(requests).toEqual([]);
  expect(await readCode(request, idSolicitud)).toBe(code);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/oferta-producto', { timeout: 10_000 });
});

test('/getcode keeps the agro theme of the start form after a reload', async ({ page, request }) => {
  await startRequest(page, request, { cuit: randomCuit('20'), actividad: 'AGRO_NYP' });
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'agro');
  await page.reload();
  await expect(page.getByText(/^Solicita otro en \d+:\d\d$/)).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'agro');
});

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

test('a mistyped e-mail is corrected: Volver, the home form keeps the rest, the code goes to the new address', async ({
  page,
  request,
}) => {
  const cuit = randomCuit('20');
  const { idSolicitud } = await startRequest(page, request, { cuit, email: `e2e-${cuit}@exampel.con` });
  await expect(
    page.getByText('¿No es tu correo? Tocá Volver, corregilo y abrí la cuenta de nuevo.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue(cuit);
  const fixed = `e2e-${cuit}@example.com`;
  noteTyped(fixed);
  await page.getByLabel('Correo Electrónico').fill(fixed);
  const robot = page.getByRole('checkbox', { name: 'No soy un Robot' });
  if (!(await robot.isChecked())) await solveCaptcha(page);
  const answer = await submitStart(page, request);
  expect(answer.status()).toBe(201);
  expect(((await answer.json()) as { idSolicitud: string }).idSolicitud).toBe(idSolicitud);
  await expect(page).toHaveURL(`/getcode/${idSolicitud}`);
  await expect(page.getByText(fixed)).toBeVisible();
  const mailbox = await (await request.get(`${QA_URL}/mailbox/${idSolicitud}`)).json();
  expect(mailbox.email).toBe(fixed);
  await typeCode(page, await readCode(request, idSolicitud));
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/oferta-producto', { timeout: 10_000 });
});
