// Issue 7, WCAG 2.2 AA, the data forms and what follows them: axe-core and touch targets on the
// persona física form, branch and card delivery, the company form, the members list and form, the
// confirmation and the document page, empty, with errors, notices and modals. This file's axe totals
// are printed after its tests.
import { logAxeTotals, scan } from './axe.ts';
import { fillAddress, fillPersonalData, validateAddress } from './data-forms.ts';
import { reachDataForm } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import {
  addMember,
  documentCard,
  makePdf,
  memberForm,
  resumeCompanyAt,
  setEstado,
  uploadTo,
} from './members-documents.ts';
import { expectTouchTargets } from './touch-targets.ts';

logAxeTotals();

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
  await page.reload();
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
