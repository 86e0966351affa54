// Issue 7, WCAG 2.2 AA: axe-core on every route that exists, in every state worth seeing (empty,
// with errors, with a modal or a toast); the persona física journey with the keyboard alone; and
// touch targets of at least 24x24 CSS px. The totals are printed after the file's tests.
import type { Locator, Page } from '@playwright/test';
import { axeTotals, scan, TAGS } from './axe.ts';
import { fillAddress, fillPersonalData, reachDataForm, validateAddress } from './data-forms.ts';
import { expect, test } from './fixtures.ts';
import {
  digit,
  fillStartForm,
  injectFault,
  randomCuit,
  reachOffer,
  readCode,
  resumeWith,
  SESSION_EXPIRED,
  slowStart,
  startRequest,
  submitStart,
  typeCode,
  wrongCode,
} from './helpers.ts';
import {
  addMember,
  documentCard,
  makePdf,
  memberForm,
  resumeCompanyAt,
  setEstado,
  uploadTo,
} from './members-documents.ts';
import { noteTyped } from './pii.ts';

test.afterAll(() => {
  const { states, rulesRun, rulesApplicable, checks, review } = axeTotals;
  console.log(
    `axe totals: ${states.length} pages/states scanned, ${rulesRun.size} rules run ` +
      `(${rulesApplicable.size} applicable), ${checks} node checks, 0 violations, ` +
      `needing manual review: ${[...review].map(([id, n]) => `${id} (${n} nodes)`).join(', ') || 'none'}, ` +
      `tags ${TAGS.join(', ')}\n  states: ${states.join('; ')}`,
  );
});

const message = (text: string) => encodeURIComponent(text);

test('axe: home, empty, with errors, drawer, help and a toast', async ({ page, request }) => {
  // Seven or more axe scans with a journey between them: over the default on a loaded 2-core CI.
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  await scan(page, 'home (empty)');

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
  await slowStart(page, 2_500);
  const answer = submitStart(page, request);
  await expect(page).toHaveURL('/loading');
  await expect(page.getByText('Validando...')).toBeVisible();
  await scan(page, '/loading');
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

test('axe: the FAQ, the error routes, the 404 and an invalid link', async ({ page }) => {
  await page.goto('/preguntas-frecuentes');
  await page.locator('summary').first().click();
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
  await scan(page, '/preguntas-frecuentes (an item open)');

  const pages: [string, string, string][] = [
    ['/error', '/error', 'No es posible continuar el alta por este canal.'],
    [`/error-primary/${message('x')}`, '/error-primary/x', 'x'],
    [`/error-secondary/${message('x')}`, '/error-secondary/x', 'x'],
    ['/esto/no/existe', '404', '404'],
    ['/hola', "'Ruta no válida'", 'Ruta no válida'],
  ];
  for (const [path, state, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: text === 'x' || text === '404' }).first()).toBeVisible();
    await scan(page, state);
  }
});

test('axe: the stage screens', async ({ page }) => {
  const stages: [string, string][] = [
    ['/onboarding-empresas/evaluando-documentacion', 'Estamos evaluando tu documentación'],
    ['/onboarding-empresas/cuenta-creada-exitosamente', '¡Ya sos cliente!'],
    ['/onboarding-empresas/aguardando-productos', 'Estamos finalizando la apertura de tus productos'],
  ];
  for (const [path, heading] of stages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await scan(page, path);
  }
});

/** Presses Tab (or Shift+Tab) until the target has the focus: how a keyboard user gets there. */
const tabTo = async (page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
};

test('keyboard only: persona física from home through the code to the offer', async ({ page, request }) => {
  const cuit = randomCuit('20');
  const email = `e2e-${cuit}@example.com`;
  noteTyped(cuit, email, 'Ana', 'Gómez', '43214321', '1143214321');
  await page.goto('/');

  await tabTo(page, page.getByLabel('CUIT', { exact: true }));
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
});

const SMALL = 24;

/** Every visible button, link, input, select and summary: at least 24x24 CSS px. */
const expectTouchTargets = async (page: Page, where: string): Promise<void> => {
  const targets = page.locator('button, a[href], input, select, textarea, summary');
  const small: string[] = [];
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (!box) continue;
    if (box.width < SMALL || box.height < SMALL) {
      const name = await target.evaluate(
        (element) =>
          element.getAttribute('aria-label') ??
          element.textContent?.trim() ??
          element.id ??
          element.tagName.toLowerCase(),
      );
      small.push(`${name} ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  expect(small, `touch targets under ${SMALL}x${SMALL} on ${where}`).toEqual([]);
};

test('touch targets on home and the code screen are at least 24x24 CSS px', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  await expectTouchTargets(page, 'home');
  await startRequest(page, request, { cuit: randomCuit('30') });
  await expectTouchTargets(page, '/getcode');
});

test('axe: the persona física data form, branch and card delivery', async ({ page, request }) => {
  // Seven or more axe scans with a journey between them: over the default on a loaded 2-core CI.
  test.setTimeout(90_000);
  await reachDataForm(page, request);
  await scan(page, '/detalle/pf (empty)');
  await expectTouchTargets(page, '/detalle/pf');

  await page.getByRole('button', { name: 'Continuar' }).click({ force: true });
  await expect(page.getByRole('alert').first()).toBeVisible();
  await scan(page, '/detalle/pf (field errors)');

  await page.getByRole('button', { name: 'Más información sobre PEP' }).click();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await scan(page, '/detalle/pf (PEP tooltip)');

  await fillPersonalData(page);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Continuar' }).click({ force: true });
  await expect(page.getByText('Es necesario validar el domilicio para continuar')).toBeVisible();
  await scan(page, '/detalle/pf (address prompt)');

  await validateAddress(page);
  await scan(page, '/detalle/pf (address validated, toast)');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  await page.getByRole('radio', { name: 'Palermo' }).check();
  await expect(page.getByRole('group', { name: 'Oficial de cuenta' })).toBeVisible();
  await scan(page, '/sucursal (branch chosen)');
  await expectTouchTargets(page, '/sucursal');
  await page.getByRole('group', { name: 'Oficial de cuenta' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL('/onboarding-empresas/envio-tarjeta');
  await scan(page, '/envio-tarjeta (empty)');
  await page.getByRole('radio', { name: 'Recibirla en un domicilio' }).check();
  await page.getByRole('button', { name: 'Continuar' }).click({ force: true });
  await expect(page.getByRole('alert').first()).toBeVisible();
  await scan(page, '/envio-tarjeta (delivery address, field errors)');
  await fillAddress(page);
  await page.getByRole('button', { name: 'Continuar' }).click({ force: true });
  await expect(page.getByText('Es necesario validar el domilicio para continuar')).toBeVisible();
  await scan(page, '/envio-tarjeta (delivery address, prompt)');
  await expectTouchTargets(page, '/envio-tarjeta');
});

test('axe: the company data form, empty and with errors', async ({ page, request }) => {
  await reachDataForm(page, request, '30');
  await scan(page, '/detalle/pj (empty)');
  await expectTouchTargets(page, '/detalle/pj');
  await page.getByRole('button', { name: 'Continuar' }).click({ force: true });
  await expect(page.getByRole('alert').first()).toBeVisible();
  await scan(page, '/detalle/pj (field errors)');
});

test('axe: the members list empty and with issues, the member form with errors, the confirmation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await resumeCompanyAt(page, request, 'integrantes');
  await expect(page).toHaveURL('/onboarding-empresas/integrantes');
  await expect(page.getByText('Todavía no cargaste integrantes.')).toBeVisible();
  await scan(page, '/integrantes (empty list)');
  await expectTouchTargets(page, '/integrantes');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await scan(page, '/integrantes (list issues)');

  await page.getByRole('button', { name: 'Agregar integrante' }).click();
  await memberForm(page).getByLabel('Correo electrónico').fill('x@bancoalta.com.ar');
  await memberForm(page).getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(memberForm(page).getByRole('alert').first()).toBeVisible();
  await scan(page, '/integrantes (member form with errors)');
  await expectTouchTargets(page, '/integrantes (form)');
  await memberForm(page).getByRole('button', { name: 'Cancelar' }).click();

  await addMember(page, {
    nombres: 'Ana',
    apellidos: 'Gómez',
    cuit: '27234567891',
    porcentaje: '100',
    firmante: true,
    representante: true,
    email: 'ana.gomez@example.com',
  });
  await expect(page.getByRole('button', { name: 'Editar a Ana Gómez' })).toBeVisible();
  await scan(page, '/integrantes (one member)');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/confirmar-integrante');
  await scan(page, '/confirmar-integrante');
});

test('axe: the document page, its notices and the too-large modal', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { idSolicitud } = await resumeCompanyAt(page, request, 'DOCUMENTACION');
  await setEstado(request, idSolicitud, 'ESTATUTO', 'VALIDO');
  await setEstado(request, idSolicitud, 'ACTA_ASAMBLEA', 'NO_VALIDO');
  await page.goto(`/onboarding-empresas/carga-documentacion/${idSolicitud}`);
  await expect(
    documentCard(page, 'Estatuto o contrato social').getByText('Documento validado'),
  ).toBeVisible();
  await scan(page, '/carga-documentacion (VALIDO and NO_VALIDO)');
  await expectTouchTargets(page, '/carga-documentacion');

  await uploadTo(page, 'Acta de asamblea con nómina del directorio', [makePdf('acta.pdf')]);
  await uploadTo(
    page,
    'Poder',
    Array.from({ length: 4 }, (_, i) => makePdf(`poder-${i}.pdf`, 5_767_000)),
  );
  await uploadTo(
    page,
    'Último balance certificado',
    Array.from({ length: 2 }, (_, i) => makePdf(`balance-${i}.pdf`, 5_767_000)),
  );
  const modal = page.getByRole('dialog', { name: 'La documentación supera el tamaño permitido' });
  await expect(modal).toBeVisible();
  await scan(page, '/carga-documentacion (too-large modal)');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await scan(page, '/carga-documentacion (files, red bar)');
});
