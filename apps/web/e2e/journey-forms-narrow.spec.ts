// Issue 24, at 360×740 as a phone: on the data form a wait over 300 ms shows on the button that
// started it; Enter submits with the address unvalidated (and the block says so); the unavailable
// Continuar is reached with Tab, says why in text tied to it, and a press explains; the Sujeto
// Obligado tooltip fits the screen. On /integrantes the share hint states the rule.
import type { Page } from '@playwright/test';
import { DOMICILIO, fillAddress, fillPersonalData } from './data-forms.ts';
import { reachDataForm } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { API_URL } from './sandbox.ts';
import { memberForm, resumeCompanyAt } from './members-documents.ts';

test.use({ viewport: { width: 360, height: 740 } });

const ADDRESS_REQUIRED = 'Es necesario validar el domilicio para continuar';
const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar' });

/** Nothing is wider than the screen: the page does not scroll sideways. */
const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('data form at 360 px: progress on the button after 300 ms, Enter submits, Continuar reachable and explained', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await reachDataForm(page, request);

  // Unavailable, but reached with Tab from the control before it, with its reason tied to it.
  const trigger = page.getByRole('button', { name: 'Más información sobre Sujeto Obligado' });
  await trigger.focus();
  await page.keyboard.press('Tab');
  await expect(continuar(page)).toBeFocused();
  await expect(continuar(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(continuar(page)).toHaveAccessibleDescription(
    'Completá los datos que faltan o corregí los marcados para continuar.',
  );
  // Pressed with the keyboard: the form shows what is missing, and stays.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/onboarding-empresas/detalle/pf');

  // The tooltip opens inside the screen.
  await trigger.click();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible();
  const box = await tip.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  await fitsTheScreen(page);
  await trigger.click();

  // Everything typed but the address not validated: the reason says so; Enter in a field submits and
  // the address block asks for the validation.
  await fillPersonalData(page);
  await fillAddress(page, DOMICILIO);
  await expect(continuar(page)).toHaveAccessibleDescription(
    "Para continuar, validá el domicilio con 'Validar domicilio'.",
  );
  await page.getByLabel('Nombre', { exact: true }).press('Enter');
  await expect(page.getByText(ADDRESS_REQUIRED)).toBeVisible();
  await expect(page).toHaveURL('/onboarding-empresas/detalle/pf');

  // A slow address check (2.5 s): after 300 ms the button itself says it is working, in text and in a
  // live region; the focus stays on it.
  await page.route(`${API_URL}/validar-direccion`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  const validar = page.getByRole('button', { name: 'Validar domicilio' });
  await validar.click();
  const working = page.getByRole('button', { name: 'Validando…' });
  await expect(working).toBeVisible({ timeout: 1_500 });
  await expect(working).toHaveAttribute('aria-busy', 'true');
  await expect(working).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Validando…' })).toHaveCount(1);
  await expect(page.getByText('Validación exitosa!')).toBeVisible({ timeout: 10_000 });
  await expect(validar).toBeVisible();
  await expect(continuar(page)).not.toHaveAttribute('aria-disabled', 'true');
  await fitsTheScreen(page);
});

test("members at 360 px: the share hint says what is accepted ('Mayor a 0 y hasta 100')", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await resumeCompanyAt(page, request, 'integrantes');
  await page.getByRole('button', { name: 'Agregar integrante' }).click();
  const share = memberForm(page).getByLabel('Porcentaje de participación');
  await expect(share).toHaveAccessibleDescription('Mayor a 0 y hasta 100');
  await share.fill('0');
  await share.blur();
  await expect(memberForm(page).getByText('debe ser un número mayor a 0 y hasta 100')).toBeVisible();
  await fitsTheScreen(page);
});
