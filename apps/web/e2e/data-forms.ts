// Shared steps of the data-form specs (issue 3): reach the persona física form, fill it like a user.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { randomCuit, readCode, startRequest, typeCode } from './helpers.ts';
import { noteTyped } from './pii.ts';

/** Starts a request, types the code, accepts the offer: the data form of the person type is open. */
export const reachDataForm = async (
  page: Page,
  request: APIRequestContext,
  prefix: '20' | '30' = '20',
): Promise<string> => {
  const cuit = randomCuit(prefix);
  const { idSolicitud } = await startRequest(page, request, { cuit });
  await typeCode(page, await readCode(request, idSolicitud));
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/oferta-producto');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const [path, title] =
    prefix === '20'
      ? ['/onboarding-empresas/detalle/pf', 'Registrá los datos de tu empresa']
      : ['/onboarding-empresas/detalle/pj', 'Datos de la empresa'];
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  return cuit;
};

/** Every field but the address, as a person would fill them. */
export const fillPersonalData = async (page: Page): Promise<void> => {
  noteTyped('María José', 'Pérez', '1990-05-10');
  await page.getByLabel('Nombre', { exact: true }).fill('María José');
  await page.getByLabel('Apellido', { exact: true }).fill('Pérez');
  await page.getByLabel('Género').selectOption('F');
  await page.getByLabel('Estado civil').selectOption('SOLTERO');
  await page.getByLabel('Fecha de nacimiento').fill('1990-05-10');
  await page.getByLabel('Condición frente al IVA').selectOption('MONOTRIBUTO');
  await page.getByLabel('Condición frente a Ganancias').selectOption('INSCRIPTO');
};

export const fillAddress = async (page: Page, calle = 'Av. Santa Fe'): Promise<void> => {
  noteTyped(calle, 'C1425BGH');
  await page.getByLabel('Provincia').selectOption('CIUDAD AUTONOMA DE BUENOS AIRES');
  await page.getByLabel('Localidad').fill('PALERMO');
  await page.getByLabel('Calle').fill(calle);
  await page.getByLabel('Número', { exact: true }).fill('3253');
  await page.getByLabel('Piso').fill('5');
  await page.getByLabel('Departamento').fill('B');
  await page.getByLabel('Código postal').fill('C1425BGH');
};

/** Every company field but the address. */
export const fillCompanyData = async (page: Page): Promise<void> => {
  noteTyped('Panadería La Espiga');
  await page.getByLabel('Nombre de fantasía').fill('Panadería La Espiga');
  await page.getByLabel('Facturación anual').fill('1500000');
  await page.getByLabel('Tipo de sociedad').selectOption('SRL');
  await page.getByLabel('Condición frente al IVA').selectOption('RESPONSABLE_INSCRIPTO');
  await page.getByLabel('Condición frente a Ganancias').selectOption('INSCRIPTO');
};
