// Journey §2, §4 (issue 3): a company from the e-mail code through the offer, the company data form
// with its validated address, the branch and officer, to /integrantes; and the FATCA block.
import type { Page } from '@playwright/test';
import { fillAddress, fillCompanyData, validateAddress } from './data-forms.ts';
import { reachDataForm } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { routeWithMessage } from './helpers.ts';

const REGULATORY_MESSAGE =
  'No es posible continuar por este canal, por favor, Dirigirse a la sucursal mas cercana';

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar' });

test('persona jurídica: company data, address, branch and officer, on to /integrantes', async ({
  page,
  request,
}) => {
  const cuit = await reachDataForm(page, request, '30');
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue(cuit);
  await expect(page.getByLabel('Razón social')).toHaveValue(`EMPRESA ${cuit} S.A.`);
  await expect(page.getByLabel('Actividad')).toBeDisabled();
  // The simplified regime is offered only to a Sociedad de Hecho.
  await page.getByLabel('Tipo de sociedad').selectOption('SA');
  await expect(page.getByLabel('Condición frente al IVA').locator('option[value="MONOTRIBUTO"]')).toHaveCount(
    0,
  );
  await page.getByLabel('Tipo de sociedad').selectOption('SH');
  await expect(page.getByLabel('Condición frente al IVA').locator('option[value="MONOTRIBUTO"]')).toHaveCount(
    1,
  );

  await fillCompanyData(page);
  await fillAddress(page);
  await expect(continuar(page)).toBeDisabled();
  await validateAddress(page);
  await continuar(page).click();

  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  await page.getByRole('radio', { name: 'Palermo' }).check();
  await page.getByRole('group', { name: 'Oficial de cuenta' }).getByRole('radio').first().check();
  await continuar(page).click();
  await expect(page).toHaveURL('/onboarding-empresas/integrantes');
});

test('persona jurídica: FATCA stops the flow', async ({ page, request }) => {
  await reachDataForm(page, request, '30');
  await fillCompanyData(page);
  await fillAddress(page);
  await validateAddress(page);
  await page.getByRole('switch', { name: 'FATCA' }).check();
  await continuar(page).click();
  await expect(page).toHaveURL(routeWithMessage('/error-secondary', REGULATORY_MESSAGE));
  await expect(page.getByText(REGULATORY_MESSAGE)).toBeVisible();
});
