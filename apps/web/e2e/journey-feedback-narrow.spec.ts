// Issue 24, at 360×740 as a phone: a first press on the prerendered home before its code arrives is
// honoured; TelefonoIncorrecto says why it went home; the document screen names sizes and a renamed
// file in Spanish, and its stacked toasts neither pile up over the screen nor catch taps; the member
// status list keeps 'Iniciar Biometria' on screen.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiConfirm, apiPost, apiStart, holdSession } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { fillStartForm, gate, randomCuit, submitStart } from './helpers.ts';
import { documentCard, type FileSpec, makePdf, resumeCompanyAt, uploadTo } from './members-documents.ts';
import { QA_URL } from './sandbox.ts';

test.use({ viewport: { width: 360, height: 740 } });

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("home at 360 px: 'No soy un Robot' and 'Abrir cuenta' pressed before the code arrives are honoured", async ({
  page,
}) => {
  // Every script but the boot script waits: the page is painted, its code not there yet.
  const code = gate();
  const asked = gate();
  await page.route(/\/assets\/(?!boot-)[\w.-]+\.js$/, async (route) => {
    asked.open();
    await code.opened;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  // The boot script asked for the app's code: it runs, and keeps presses from now on.
  await asked.opened;
  const robot = page.getByRole('checkbox', { name: 'No soy un Robot' });
  const abrir = page.getByRole('button', { name: 'Abrir cuenta' });
  await expect(abrir).toBeVisible();
  // Pressed as a user does, whatever the control looks like.
  await robot.click({ force: true });
  await abrir.click({ force: true });
  // Held, not acted on by the browser: no tick without a token, no form sent in the URL.
  await expect(robot).not.toBeChecked();
  expect(new URL(page.url()).search).toBe('');

  code.open();
  // Replayed once hydrated: the box is solved, and the empty form, sent, shows what is missing.
  await expect(robot).toBeChecked({ timeout: 15_000 });
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await fitsTheScreen(page);
});

test('TelefonoIncorrecto at 360 px: back home with a toast saying why, the form kept', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const filled = await fillStartForm(page, { cuit: randomCuit('20') });
  const response = await submitStart(page, request, {
    status: 400,
    errorCode: 'TelefonoIncorrecto',
    errorMessage: 'El teléfono ingresado es incorrecto',
  });
  expect(response.status()).toBe(400);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status', { name: 'Notificaciones' })).toContainText(
    'El celular ingresado no es válido. Revisá el código de área y el número, y volvé a intentar.',
  );
  await expect(page.getByLabel('Número')).toHaveValue(filled.telefono);
});

test('documents at 360 px: sizes people read, a renamed file in Spanish, toasts that let taps through', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await resumeCompanyAt(page, request, 'DOCUMENTACION');
  const poder = documentCard(page, 'Poder');

  // 20 KB, not '0,0 MB'.
  await uploadTo(page, 'Poder', [makePdf('poder.pdf', 20 * 1024)]);
  await expect(poder.getByText('poder.pdf')).toBeVisible();
  await expect(poder.getByText('20 KB')).toBeVisible();

  // Not a PDF, though named so: the content is checked and said in Spanish (not 'application/pdf').
  const renamed = (name: string): FileSpec => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2_000)]),
  });
  await uploadTo(page, 'Poder', [renamed('contrato.pdf')]);
  const toasts = page.getByRole('status', { name: 'Notificaciones' });
  await expect(toasts).toContainText(
    'Formato de archivo incompatible. Permitidos: [.pdf .jpg] Recibido: un archivo .pdf cuyo contenido no es un PDF',
  );
  await expect(toasts).not.toContainText('application/pdf');

  // Three more refusals at once: at most three toasts are drawn, and a tap where they are reaches
  // the page under them.
  for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) await uploadTo(page, 'Poder', [renamed(name)]);
  const drawn = page.locator('.toast');
  await expect(drawn).toHaveCount(3);
  const box = await drawn.first().boundingBox();
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.toast') === null, [
    (box?.x ?? 0) + (box?.width ?? 0) / 2,
    (box?.y ?? 0) + (box?.height ?? 0) / 2,
  ] as const);
  expect(hit, 'a tap on a toast reaches the page').toBe(true);
  await fitsTheScreen(page);
});

const pendingMember = async (request: APIRequestContext) => {
  const company = await apiStart(request, '30');
  await apiConfirm(request, company, { sucursal: true });
  const cuit = randomCuit('20');
  await apiPost(request, company, 'integrantes', {
    idSolicitud: company.idSolicitud,
    integrantes: [
      {
        nroTributario: cuit,
        porcentajeParticipacion: 60,
        firmante: true,
        representanteLegal: true,
        nombre: 'Ana',
        apellido: 'Gómez',
        actividad: 'NEGOCIOS_Y_PROFESIONALES',
        telefono: '43214321',
        codigoPais: '54',
        codigoArea: '11',
        email: 'ana@example.com',
      },
    ],
  });
  const set = await request.patch(`${QA_URL}/biometria/${company.idSolicitud}/${cuit}`, {
    data: { estado: null, cantidadIntentos: 0 },
  });
  expect(set.ok(), await set.text()).toBe(true);
  return company;
};

test("member status at 360 px: one card per member, 'Iniciar Biometria' on screen", async ({
  page,
  request,
}) => {
  const company = await pendingMember(request);
  await holdSession(page, company);
  await page.goto(`/estado-integrantes/${company.idSolicitud}`);
  const start = page.getByRole('link', { name: 'Iniciar Biometria' });
  await expect(start).toBeVisible();
  const box = await start.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  // Each card still reads as the table's row, its cells named by their columns.
  await expect(page.getByRole('row', { name: /^Ana Gómez/ })).toContainText('Pendiente');
  await fitsTheScreen(page);
  await start.click();
  await expect(page).toHaveURL('/datos-biometricos/info-dni');
});
