// The shared shell and the screens every route can fall into: 404, 'Ruta no válida', help, FAQ.
import { expect, test } from './fixtures.ts';
import { hydrated } from './helpers.ts';

const base64 = (text: string) => Buffer.from(text).toString('base64');

test('an unknown route shows the 404 screen, and Volver goes home', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: 'Volver' })
    .or(page.getByRole('link', { name: 'Volver' }))
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
});

test("a home parameter without exactly idSucursal and idOficial is 'Ruta no válida'", async ({ page }) => {
  for (const param of ['hola', base64('idSucursal=12'), base64('idSucursal=1&idOficial=2&extra=3')]) {
    await page.goto(`/${param}`);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Ruta no válida')).toBeVisible();
  }
});

test('a home parameter with idSucursal and idOficial shows the start form', async ({ page }) => {
  await page.goto(`/${base64('idSucursal=045&idOficial=A12')}`);
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  await expect(page.getByText('Ruta no válida')).toHaveCount(0);
});

test('the help modal opens from the header and closes with Cerrar, Escape and ×', async ({ page }) => {
  await page.goto('/');
  // '/' paints from prerendered HTML (issue 15): a click before its code has loaded and hydrated the
  // page does nothing, as on any server-rendered page (focus.spec waits the same way).
  const open = page.getByRole('button', { name: '¿Necesitás ayuda?' });
  await hydrated(open);
  const dialog = page.getByRole('dialog', { name: '¿Necesitas ayuda?' });

  await open.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('7:00 a 20:00');
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toBeHidden();

  await open.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();
});

test('the FAQ page answers with the spec facts and the footer carries the version', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL('/preguntas-frecuentes');
  const questions = page.locator('details');
  await expect(questions).toHaveCount(10);
  await expect(page.locator('main')).toContainText('12 meses');
  await expect(page.locator('main')).toContainText('30 días');
  await expect(page.getByRole('contentinfo')).toContainText('1.6.4');
  await expect(page.getByRole('contentinfo')).toContainText('2025');
});

test('the error routes show the message from the URL without the header', async ({ page }) => {
  await page.goto(
    `/error-secondary/${encodeURIComponent('Estamos con un inconveniente por favor intente más tarde')}`,
  );
  await expect(page.getByText('Estamos con un inconveniente por favor intente más tarde')).toBeVisible();
  await expect(page.getByRole('button', { name: '¿Necesitás ayuda?' })).toHaveCount(0);
  await page.goto('/error');
  await expect(
    page.getByText('No es posible continuar el alta por este canal.', { exact: false }),
  ).toBeVisible();
});
