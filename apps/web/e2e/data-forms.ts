// Shared steps of the data-form specs (issue 3): fill the persona física and company forms like a user.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { noteTyped } from './pii.ts';

/**
 * What the data forms are filled with: typed by the browser specs, and confirmed as they are by the
 * API set-ups (api-setup.ts), so a request arranged either way holds the same record.
 */
export const PERSONAL_DATA = {
  nombre: 'María José',
  apellido: 'Pérez',
  genero: 'F',
  estadoCivil: 'SOLTERO',
  fechaNacimiento: '1990-05-10',
  condicionIVA: 'MONOTRIBUTO',
  condicionGanancias: 'INSCRIPTO',
};
export const COMPANY_DATA = {
  nombreFantasia: 'Panadería La Espiga',
  facturacion: '1500000',
  tipoSociedad: 'SRL',
  condicionIVA: 'RESPONSABLE_INSCRIPTO',
  condicionGanancias: 'INSCRIPTO',
};
/** Palermo: a locality with branches, Palermo's own among them. */
export const DOMICILIO = {
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  localidad: 'PALERMO',
  calle: 'Av. Santa Fe',
  numero: '3253',
  piso: '5',
  departamento: 'B',
  codigoPostal: 'C1425BGH',
};
export type Domicilio = typeof DOMICILIO;

/** Every field but the address, as a person would fill them. */
export const fillPersonalData = async (page: Page): Promise<void> => {
  const d = PERSONAL_DATA;
  noteTyped(d.nombre, d.apellido, d.fechaNacimiento);
  await page.getByLabel('Nombre', { exact: true }).fill(d.nombre);
  await page.getByLabel('Apellido', { exact: true }).fill(d.apellido);
  await page.getByLabel('Género').selectOption(d.genero);
  await page.getByLabel('Estado civil').selectOption(d.estadoCivil);
  await page.getByLabel('Fecha de nacimiento').fill(d.fechaNacimiento);
  await page.getByLabel('Condición frente al IVA').selectOption(d.condicionIVA);
  await page.getByLabel('Condición frente a Ganancias').selectOption(d.condicionGanancias);
};

/** The address block, as a person would fill it (validating it is the caller's part). */
export const fillAddress = async (page: Page, address: Domicilio = DOMICILIO): Promise<void> => {
  noteTyped(address.calle, address.codigoPostal);
  await page.getByLabel('Provincia').selectOption(address.provincia);
  await page.getByLabel('Localidad').fill(address.localidad);
  await page.getByLabel('Calle').fill(address.calle);
  await page.getByLabel('Número', { exact: true }).fill(address.numero);
  await page.getByLabel('Piso').fill(address.piso);
  await page.getByLabel('Departamento').fill(address.departamento);
  await page.getByLabel('Código postal').fill(address.codigoPostal);
};

/** Presses 'Validar domicilio' on the address typed, which the sandbox must accept. */
export const validateAddress = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Validar domicilio' }).click();
  await expect(page.getByText('Validación exitosa!')).toBeVisible();
};

/** Every company field but the address. */
export const fillCompanyData = async (page: Page): Promise<void> => {
  const d = COMPANY_DATA;
  noteTyped(d.nombreFantasia);
  await page.getByLabel('Nombre de fantasía').fill(d.nombreFantasia);
  await page.getByLabel('Facturación anual').fill(d.facturacion);
  await page.getByLabel('Tipo de sociedad').selectOption(d.tipoSociedad);
  await page.getByLabel('Condición frente al IVA').selectOption(d.condicionIVA);
  await page.getByLabel('Condición frente a Ganancias').selectOption(d.condicionGanancias);
};
