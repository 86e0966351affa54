// Journey §2, §4 (issue 3): a persona física from the e-mail code through the offer, the data form
// with its address check (one failure, then success), the branch and officer and the card delivery to
// the next stage; the address prompt on an unvalidated submit; and the regulatory block.
import type { Page } from '@playwright/test';
import { DOMICILIO, fillAddress, fillPersonalData, validateAddress } from './data-forms.ts';
import { reachDataForm } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { routeWithMessage } from './helpers.ts';

const REGULATORY_MESSAGE =
  'No es posible continuar por este canal, por favor, Dirigirse a la sucursal mas cercana';
const ADDRESS_REQUIRED = 'Es necesario validar el domilicio para continuar';

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar' });

test('persona física: data form, address (failure then success), branch, officer, card delivery', async ({
  page,
  request,
}) => {
  await reachDataForm(page, request);
  // The activity chosen on the home form is known, so it is locked.
  await expect(page.getByLabel('Actividad')).toBeDisabled();
  await expect(continuar(page)).toBeDisabled();
  // Disabled (journey §2) but still focusable (issue 24): aria-disabled, with its reason tied to it.
  await expect(continuar(page)).toHaveAttribute('aria-disabled', 'true');
  await fillPersonalData(page);
  await fillAddress(page, { ...DOMICILIO, calle: 'Calle Inexistente' });

  await page.getByRole('button', { name: 'Validar domicilio' }).click();
  await expect(page.getByText('La calle ingresada no existe en la localidad')).toBeVisible();
  await expect(page.getByLabel('Calle')).toHaveValue('Calle Inexistente');
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('María José');

  // Pressed anyway with the address unvalidated: still disabled, and the block says why; no call.
  await expect(continuar(page)).toHaveAttribute('aria-disabled', 'true');
  await continuar(page).click({ force: true });
  await expect(page.getByText(ADDRESS_REQUIRED)).toBeVisible();
  await expect(page).toHaveURL('/onboarding-empresas/detalle/pf');

  await page.getByLabel('Calle').fill('Av. Santa Fe');
  await validateAddress(page);
  await expect(page.getByText(ADDRESS_REQUIRED)).toHaveCount(0);
  await expect(continuar(page)).toBeEnabled();
  await continuar(page).click();

  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  await expect(continuar(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'Palermo' }).check();
  const oficiales = page.getByRole('group', { name: 'Oficial de cuenta' });
  await oficiales.getByRole('radio').first().check();
  await expect(continuar(page)).toBeEnabled();
  await continuar(page).click();

  await expect(page).toHaveURL('/onboarding-empresas/envio-tarjeta');
  await page.getByRole('radio', { name: 'Retirarla en la sucursal elegida' }).check();
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/info-dni');
});

test('persona física: PEP with a CUIT starting with 2 stops the flow', async ({ page, request }) => {
  await reachDataForm(page, request);
  await fillPersonalData(page);
  await fillAddress(page);
  await validateAddress(page);
  await page.getByRole('switch', { name: 'PEP' }).check();
  await continuar(page).click();
  await expect(page).toHaveURL(routeWithMessage('/error-secondary', REGULATORY_MESSAGE));
  await expect(page.getByText(REGULATORY_MESSAGE)).toBeVisible();
});
