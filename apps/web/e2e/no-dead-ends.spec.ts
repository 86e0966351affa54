// Issue 24, part A: no dead ends, as a new applicant lives it on a phone (360×740). Each test reaches a
// failure through the sandbox's faults (docs/sandbox.md) or the network, and checks the way on the
// page offers.
import { encodeQrPayload } from '@alta/core/biometrics/qr-payload';
import { devices } from '@playwright/test';
import { apiStart, holdSession } from './api-setup.ts';
import { apiPersonaAtBiometrics, useFaceFake } from './biometrics-support.ts';
import { expect, test } from './fixtures.ts';
import {
  hydrated,
  randomCuit,
  routeWithMessage,
  solveCaptcha,
  startRequest,
  submitStart,
  typeCode,
  WEB_URL,
} from './helpers.ts';
import { noteTyped } from './pii.ts';
import { injectFault, QA_URL, readCode } from './sandbox.ts';
import { continuar, PHONE, resumeArranged, uploadThree } from './phone-journey.ts';

test.use({ viewport: PHONE });

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
  // The phone's own clock (the QR's age is the page's rule): its time flows as usual, and jumps past
  // 90 s before the reload instead of the test waiting for it.
  await context.clock.install({ time: Date.now() });
  const phone = await context.newPage();
  await phone.goto(`/datos-biometricos/dni-provider/validar-dni-frente?q=${query}`);
  await expect(phone).toHaveURL((url) => url.pathname === '/datos-biometricos/info-dni');
  await expect(continuar(phone)).toBeVisible();
  await context.clock.setSystemTime(timestamp + 91_000);
  expect(await phone.evaluate(() => Date.now())).toBeGreaterThan(timestamp + 90_000);
  await phone.reload();
  expect(await phone.evaluate(() => Date.now())).toBeGreaterThan(timestamp + 90_000);
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
  const faq = page.getByRole('link', { name: /preguntas frecuentes/i }).first();
  await hydrated(faq);
  // The network drops every script from now on: the FAQ's code cannot arrive.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  await faq.click();
  await expect(page.getByRole('heading', { name: 'No pudimos mostrar esta pantalla' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(page.getByText(/dynamically imported module/)).toHaveCount(0);
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page).toHaveURL('/preguntas-frecuentes');
  await expect(page.getByRole('heading', { name: 'No pudimos mostrar esta pantalla' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
