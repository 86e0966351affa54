// Issue 7, WCAG 2.2 AA, the journey's first screens: axe-core on home, /loading, the code screen, the
// offer, the session-expired modal and /continuar-tramite, in every state worth seeing (empty, with
// errors, with a modal or a toast); the persona física journey with the keyboard alone; and touch
// targets of at least 24x24 CSS px. Data forms, members and documents: a11y-forms.spec.ts; the FAQ,
// error and stage pages: a11y-pages.spec.ts. This file's axe totals are printed after its tests.
import type { APIRequestContext, Page } from '@playwright/test';
import { logAxeTotals, scan } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  digit,
  fillStartForm,
  randomCuit,
  reachOffer,
  resumeWith,
  holdStart,
  startFormHydrated,
  startRequest,
  submitStart,
  tabTo,
  typeCode,
  wrongCode,
} from './helpers.ts';
import { injectFault, readCode, SESSION_EXPIRED } from './sandbox.ts';
import { noteTyped } from './pii.ts';
import { recordTimeline } from './timeline.ts';
import { expectTouchTargets } from './touch-targets.ts';

logAxeTotals();

test('axe: home, empty, with errors, drawer, help and a toast', async ({ page, request }) => {
  // Seven or more axe scans with a journey between them: over the default on a loaded 2-core CI.
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  await scan(page, 'home (empty)');

  // The prerendered form hydrates on the first interaction (issue 15); only then does localhost
  // enable 'Abrir cuenta' on an empty form.
  await page.getByLabel('CUIT', { exact: true }).focus();
  await page.getByRole('button', { name: 'Abrir cuenta' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await scan(page, 'home (field errors)');

  await page.getByRole('button', { name: 'Conocé los documentos que vas a necesitar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Conocé los documentos que vas a necesitar' });
  await expect(drawer).toBeVisible();
  await scan(page, 'home (documents drawer)');
  await drawer.getByRole('button', { name: 'Entendido' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: '¿Necesitás ayuda?' }).click();
  const help = page.getByRole('dialog', { name: '¿Necesitas ayuda?' });
  await expect(help).toBeVisible();
  await scan(page, 'home (help modal)');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The Agro activity switches the colour theme.
  await page.getByLabel('Actividad').selectOption('AGRO_NYP');
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'agro');
  await scan(page, 'home (Agro theme)');

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  await scan(page, 'home (320 px wide)');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/');
  await fillStartForm(page, { cuit: randomCuit('30') });
  await submitStart(page, request, {
    status: 400,
    errorCode: 'ProvinciaError',
    errorMessage: 'La provincia no es válida',
  });
  await expect(page.getByText('La provincia no es válida')).toBeVisible();
  await scan(page, 'home (error toast)');
});

test('axe: /loading, the code screen and the offer', async ({ page, request }) => {
  await page.goto('/');
  const cuit = randomCuit('20');
  await fillStartForm(page, { cuit });
  const release = await holdStart(page);
  const answer = submitStart(page, request);
  await expect(page).toHaveURL('/loading');
  await expect(page.getByText('Validando...')).toBeVisible();
  await scan(page, '/loading');
  release();
  const { idSolicitud } = (await (await answer).json()) as { idSolicitud: string };

  await expect(page).toHaveURL(`/getcode/${idSolicitud}`);
  await expect(page.getByText(/^Solicita otro en \d+:\d\d$/)).toBeVisible({ timeout: 10_000 });
  await scan(page, '/getcode (empty)');

  await digit(page, 1).press('a');
  await expect(page.getByText('Sólo números')).toBeVisible();
  await scan(page, "/getcode ('Sólo números')");

  const code = await readCode(request, idSolicitud);
  await digit(page, 1).fill('');
  await typeCode(page, wrongCode(code));
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page.getByText('El código ingresado es incorrecto')).toBeVisible();
  await scan(page, '/getcode (wrong code toast)');

  await typeCode(page, code);
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/oferta-producto');
  await expect(page.getByText('100% de bonificación')).toBeVisible();
  await scan(page, '/onboarding-empresas/oferta-producto');
});

test('axe: the session-expired modal', async ({ page, request }) => {
  const { idSolicitud } = await reachOffer(page, request, { cuit: randomCuit('30') });
  // The offer's own first read is done, so the fault below is the reload's, not this one's.
  await expect(page.getByText('100% de bonificación')).toBeVisible();
  await injectFault(request, {
    path: `/resumen-productos/${idSolicitud}`,
    method: 'GET',
    ...SESSION_EXPIRED,
  });
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Tu sesión ha expirado' })).toBeVisible();
  await scan(page, 'session-expired modal');
});

test('axe: /continuar-tramite, empty, with the CUIT error and the captcha challenge', async ({
  page,
  request,
}) => {
  await page.goto('/continuar-tramite');
  await expect(page.getByRole('heading', { name: 'Retomá tu trámite' })).toBeVisible();
  await scan(page, '/continuar-tramite (empty)');

  const cuitField = page.getByLabel('CUIT', { exact: true });
  await cuitField.fill('20-1');
  await cuitField.blur();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await scan(page, '/continuar-tramite (CUIT error)');

  const cuit = randomCuit('20');
  await injectFault(request, { path: `/solicitud/${cuit}/retomar`, method: 'GET', status: 405 });
  await resumeWith(page, cuit);
  await expect(page.getByRole('dialog', { name: 'Verificación de seguridad' })).toBeVisible();
  await scan(page, '/continuar-tramite (captcha challenge)');
});

test('keyboard only: persona física from home through the code to the offer', async ({ page, request }) => {
  const cuit = randomCuit('20');
  const email = `e2e-${cuit}@example.com`;
  noteTyped(cuit, email, 'Ana', 'Gómez', '43214321', '1143214321');
  const timeline = await recordTimeline(page);
  await page.goto('/');
  try {
    await keyboardJourney(page, request, cuit, email);
  } catch (error) {
    console.log(`TIMELINE\n${await timeline()}`);
    throw error;
  }
});

const keyboardJourney = async (page: Page, request: APIRequestContext, cuit: string, email: string) => {
  await tabTo(page, page.getByLabel('CUIT', { exact: true }));
  // The first focus brings the form's code; keys typed before it hydrates are prerender.spec.ts's
  // subject. Here the arrows must meet React's select, not the browser's customizable one (which
  // opens its list on ArrowDown), so the journey waits for the form to hydrate.
  await startFormHydrated(page);
  await page.keyboard.type(cuit);
  await tabTo(page, page.getByLabel('Actividad'));
  // A closed select takes arrow keys without opening; 'Negocios y Profesionales' is an option.
  const actividad = page.getByLabel('Actividad');
  for (let i = 0; i < 4 && (await actividad.inputValue()) !== 'NEGOCIOS_Y_PROFESIONALES'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(actividad).toHaveValue('NEGOCIOS_Y_PROFESIONALES');
  for (const [label, value] of [
    ['Correo Electrónico', email],
    ['Nombre/s', 'Ana'],
    ['Apellido/s', 'Gómez'],
    ['Código de área', '11'],
    ['Número', '43214321'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  // Back to the CUIT and forth again with Shift+Tab / Tab: the values stay.
  await tabTo(page, page.getByLabel('CUIT', { exact: true }), { back: true });
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue(cuit);

  const robot = page.getByRole('checkbox', { name: 'No soy un Robot' });
  await tabTo(page, robot);
  await page.keyboard.press('Space');
  await expect(robot).toBeChecked();
  await expect(robot).toBeEnabled();

  const submitButton = page.getByRole('button', { name: 'Abrir cuenta' });
  await tabTo(page, submitButton);
  const response = await submitStart(page, request, undefined, () => page.keyboard.press('Enter'));
  expect(response.status()).toBe(201);
  const { idSolicitud } = (await response.json()) as { idSolicitud: string };
  await expect(page).toHaveURL(`/getcode/${idSolicitud}`);

  // The code screen puts the focus on the first box; typing fills the four.
  await expect(digit(page, 1)).toBeFocused();
  await page.keyboard.type(await readCode(request, idSolicitud));
  const validar = page.getByRole('button', { name: 'Validar' });
  await expect(validar).toBeEnabled();
  await tabTo(page, validar);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/onboarding-empresas/oferta-producto');
  await expect(page.getByText('100% de bonificación')).toBeVisible();
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await tabTo(page, continuar);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/onboarding-empresas/detalle/pf');
};

test('touch targets on home and the code screen are at least 24x24 CSS px', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  await expectTouchTargets(page, 'home');
  await startRequest(page, request, { cuit: randomCuit('30') });
  await expectTouchTargets(page, '/getcode');
});
