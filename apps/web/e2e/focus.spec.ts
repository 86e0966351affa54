// Issue 7, focus management: after a route change focus lands on the new screen's heading (never on
// the first load, which keeps the browser's own starting point); modals keep focus inside while open
// and hand it back to whatever opened them.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillResumeForm, hydrated, randomCuit } from './helpers.ts';
import { injectFault, SESSION_EXPIRED } from './sandbox.ts';

const activeElementIn = (container: Locator): Promise<boolean> =>
  container.evaluate((element) => element.contains(document.activeElement));

test('focus moves to the main heading after each route change, not on the first load', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Abrí tu cuenta empresa' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // Prerendered (issue 15): before its code has hydrated the page, the link is a plain page load.
  const resume = page.getByRole('link', { name: 'Continuar trámite' });
  await hydrated(resume);

  await resume.click();
  await expect(page).toHaveURL('/continuar-tramite');
  const resumeHeading = page.locator('main h1');
  await expect(resumeHeading).toBeFocused();
  await expect(resumeHeading).toHaveAttribute('tabindex', '-1');

  await page.getByRole('link', { name: 'Preguntas frecuentes' }).click();
  await expect(page).toHaveURL('/preguntas-frecuentes');
  await expect(page.locator('main h1')).toBeFocused();

  // The back button is a route change too.
  await page.goBack();
  await expect(page).toHaveURL('/continuar-tramite');
  await expect(page.locator('main h1')).toBeFocused();
});

test('the help modal keeps focus inside while open and gives it back to its button', async ({ page }) => {
  await page.goto('/');
  // '/' paints from prerendered HTML (issue 15): a key pressed before its code has loaded and
  // hydrated it does nothing, as on any server-rendered page.
  const opener = page.getByRole('button', { name: '¿Necesitás ayuda?' });
  await hydrated(opener);
  const dialog = page.getByRole('dialog', { name: '¿Necesitas ayuda?' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  // More Tabs than the modal has controls: focus must wrap inside, never reach the page behind.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await activeElementIn(dialog), `Tab ${i + 1} left the modal`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await activeElementIn(dialog)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).last().press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the session-expired modal holds focus and gives it back to the control that opened it', async ({
  page,
  request,
}) => {
  const cuit = randomCuit('20');
  await fillResumeForm(page, cuit);
  await injectFault(request, {
    path: `/solicitud/${cuit}/retomar`,
    method: 'GET',
    ...SESSION_EXPIRED,
  });
  const submit = page.getByRole('button', { name: 'Continuar' });
  await submit.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Tu sesión ha expirado' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    expect(await activeElementIn(dialog), `Tab ${i + 1} left the modal`).toBe(true);
  }
  // It cannot be dismissed: Escape leaves it open and focus inside.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await activeElementIn(dialog)).toBe(true);

  await dialog.getByRole('button', { name: 'Retomar trámite' }).press('Enter');
  await expect(dialog).toBeHidden();
  // 'Retomar trámite' leads to '/continuar-tramite', where the user already is: focus is back on
  // the button that opened the modal, ready to try again.
  await expect(page).toHaveURL('/continuar-tramite');
  await expect(submit).toBeFocused();
});
