// Issue 3: what was typed survives a reload of the page, step by step (drafts in sessionStorage,
// docs/decisions.md): the persona física data form with its selects, toggles and validated address,
// the branch and officer, the card delivery; the company form; and a confirmed step leaves no draft.
import type { Page } from '@playwright/test';
import { fillAddress, fillCompanyData, fillPersonalData, validateAddress } from './data-forms.ts';
import { reachDataForm } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { noteTyped } from './pii.ts';

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar' });
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft')));

const expectAddress = async (page: Page) => {
  await expect(page.getByLabel('Provincia')).toHaveValue('CIUDAD AUTONOMA DE BUENOS AIRES');
  await expect(page.getByLabel('Localidad')).toHaveValue('PALERMO');
  await expect(page.getByLabel('Calle')).toHaveValue('Av. Santa Fe');
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue('3253');
  await expect(page.getByLabel('Piso')).toHaveValue('5');
  await expect(page.getByLabel('Departamento')).toHaveValue('B');
  await expect(page.getByLabel('Código postal')).toHaveValue('C1425BGH');
};

test('persona física: a reload keeps the data form, the branch and officer, and the card delivery', async ({
  page,
  request,
}) => {
  const cuit = await reachDataForm(page, request);
  await fillPersonalData(page);
  await fillAddress(page);
  await validateAddress(page);
  await page.getByRole('switch', { name: 'Sujeto Obligado' }).check();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Registrá los datos de tu empresa' })).toBeVisible();
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue(cuit);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('María José');
  await expect(page.getByLabel('Apellido', { exact: true })).toHaveValue('Pérez');
  await expect(page.getByLabel('Género')).toHaveValue('F');
  await expect(page.getByLabel('Estado civil')).toHaveValue('SOLTERO');
  await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('1990-05-10');
  await expect(page.getByLabel('Condición frente al IVA')).toHaveValue('MONOTRIBUTO');
  await expect(page.getByLabel('Condición frente a Ganancias')).toHaveValue('INSCRIPTO');
  await expectAddress(page);
  await expect(page.getByRole('switch', { name: 'Sujeto Obligado' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'PEP' })).not.toBeChecked();
  // The address had passed before the reload: it still counts, no new check needed.
  await expect(page.getByText('Domicilio validado')).toBeVisible();

  await page.getByRole('switch', { name: 'Sujeto Obligado' }).uncheck();
  await continuar(page).click();
  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  expect(await draftKeys(page)).toEqual([]);

  await page.getByRole('radio', { name: 'Palermo' }).check();
  const officers = page.getByRole('group', { name: 'Oficial de cuenta' }).getByRole('radio');
  await officers.nth(1).check();
  const officer = await officers.nth(1).getAttribute('value');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Palermo' })).toBeChecked();
  await expect(page.locator(`input[name="oficial"][value="${officer}"]`)).toBeChecked();
  await continuar(page).click();

  await expect(page).toHaveURL('/onboarding-empresas/envio-tarjeta');
  expect(await draftKeys(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Recibirla en un domicilio' }).check();
  noteTyped('Av. Corrientes');
  await page.getByLabel('Calle').fill('Av. Corrientes');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Recibirla en un domicilio' })).toBeChecked();
  await expect(page.getByLabel('Calle')).toHaveValue('Av. Corrientes');
});

test('persona jurídica: a reload in the middle of the company form keeps every field', async ({
  page,
  request,
}) => {
  const cuit = await reachDataForm(page, request, '30');
  await fillCompanyData(page);
  await fillAddress(page);
  await page.getByRole('switch', { name: 'FATCA' }).check();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Datos de la empresa' })).toBeVisible();
  // The record's fields stay the record's.
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue(cuit);
  await expect(page.getByLabel('Razón social')).toHaveValue(`EMPRESA ${cuit} S.A.`);
  await expect(page.getByLabel('Actividad')).toBeDisabled();
  await expect(page.getByLabel('Nombre de fantasía')).toHaveValue('Panadería La Espiga');
  await expect(page.getByLabel('Facturación anual')).toHaveValue('1500000');
  await expect(page.getByLabel('Tipo de sociedad')).toHaveValue('SRL');
  await expect(page.getByLabel('Condición frente al IVA')).toHaveValue('RESPONSABLE_INSCRIPTO');
  await expect(page.getByLabel('Condición frente a Ganancias')).toHaveValue('INSCRIPTO');
  await expectAddress(page);
  await expect(page.getByRole('switch', { name: 'FATCA' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Sujeto Obligado' })).not.toBeChecked();
  // Never validated: the block still asks for it.
  await expect(page.getByText('Domicilio validado')).toHaveCount(0);
  await expect(continuar(page)).toBeDisabled();
});
