// Journey §2, §5, §7, §8 (issue 4): a company resumed at the members stage adds three members, edits
// one, deletes one, meets the member rules' messages, the duplicate and the percentage errors (its
// own and the bank's toasts), confirms on /confirmar-integrante and goes on to its documents.
import { expect, test } from './fixtures.ts';
import { injectFault, QA_URL } from './sandbox.ts';
import {
  addMember,
  documentCard,
  fillMember,
  type MemberData,
  makePdf,
  memberForm,
  resumeCompanyAt,
} from './members-documents.ts';
import { tabTo } from './helpers.ts';
import { noteTyped } from './pii.ts';

const ANA: MemberData = {
  nombres: 'Ana María',
  apellidos: "D'Alessandro-Ruiz",
  cuit: '27-23456789-1',
  porcentaje: '60',
  firmante: true,
  representante: true,
  email: 'ana.dalessandro@example.com',
};
const JUAN: MemberData = {
  nombres: 'Juan',
  apellidos: 'Pérez',
  cuit: '20123456786',
  porcentaje: '30',
  email: 'juan.perez@example.com',
  codigoArea: '221',
  telefono: '456789',
};
const LUCIA: MemberData = {
  nombres: 'Lucía',
  apellidos: 'Gómez',
  cuit: '20-34567890-6',
  porcentaje: '25,5',
  firmante: true,
  email: 'lucia.gomez@example.com',
};

test('members: add three, edit one, delete one, the rules and both errors, confirm, on to documents', async ({
  page,
  request,
}) => {
  // Three members typed in full, an edit, a deletion and two server errors: about 18 s here, and it
  // ran past the default 30 s once on a loaded 2-core machine.
  test.setTimeout(90_000);
  const { idSolicitud } = await resumeCompanyAt(page, request, 'integrantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrantes de la empresa' })).toBeVisible();
  await expect(page.getByText('Todavía no cargaste integrantes.')).toBeVisible();

  // An empty list cannot go on.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Debe cargar al menos un integrante');

  // The member form's rules, each message tied to its field.
  await page.getByRole('button', { name: 'Agregar integrante' }).click();
  const form = memberForm(page);
  await expect(form.getByRole('heading', { name: 'Nuevo integrante' })).toBeFocused();
  await form.getByLabel('Nombres').fill('A');
  await form.getByLabel('Apellidos').fill('Pérez3');
  await form.getByLabel('CUIT / CUIL').fill('20-12345678-0');
  await form.getByLabel('Correo electrónico').fill('ana@bancoalta.com.ar');
  await form.getByLabel('Código de área').fill('011');
  await form.getByLabel('Teléfono').fill('1234');
  await form.getByLabel('Código de país').fill('5');
  await form.getByRole('button', { name: 'Agregar', exact: true }).click();
  const messages: [string, string][] = [
    ['Nombres', 'Minimo de caracteres (2)'],
    ['Apellidos', 'Su apellido debe contener solo letras.'],
    ['CUIT / CUIL', 'El CUIT ingresado no es válido'],
    ['Correo electrónico', 'No se permite el dominio bancoalta.com.ar'],
    ['Código de área', 'Sin ceros al inicio'],
    ['Teléfono', 'Telefono debe contener mínimo 6 carácteres.'],
    ['Código de país', 'Ingrese al menos (2) dígitos'],
    ['Actividad del integrante', 'El campo actividad es requerido.'],
  ];
  for (const [label, message] of messages) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')));
  }
  await form.getByLabel('Teléfono').fill('123456789');
  await expect(form.getByText('Telefono debe contener máximo 8 carácteres.')).toBeVisible();
  await form.getByLabel('Correo electrónico').fill(`${'a'.repeat(40)}@example.com`);
  await expect(form.getByText('El email no puede superar los 50 caracteres')).toBeVisible();
  await form.getByLabel('Correo electrónico').fill('ana@');
  await expect(form.getByText('Ingrese un email válido')).toBeVisible();
  const area = form.getByLabel('Código de área');
  await area.fill('12345');
  await expect(area).toHaveAccessibleDescription(/Ingrese máximo \(4\) dígitos/);
  await area.fill('1');
  await expect(area).toHaveAccessibleDescription(/Ingrese al menos \(2\) dígitos/);
  await form.getByLabel('Código de país').fill('54');
  await expect(form.getByLabel('Código de país')).toHaveAttribute('aria-invalid', 'false');
  await form.getByLabel('CUIT / CUIL').fill('20123');
  await expect(form.getByText('Debe seguir el formato CUIT', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('button', { name: 'Agregar integrante' })).toBeFocused();

  // Three members.
  for (const member of [ANA, JUAN, LUCIA]) {
    await addMember(page, member);
    await expect(memberForm(page)).toBeHidden();
  }
  const list = page.getByRole('list', { name: /Integrantes cargados/ });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Participación total: 115,5%')).toBeVisible();

  // Over 100%: the percentage rule, with the list's other rules passing.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'La suma de los porcentajes de participación no puede superar el 100%',
  );
  await expect(page).toHaveURL('/onboarding-empresas/integrantes');

  // Edit Lucía down to 10%.
  await page.getByRole('button', { name: 'Editar a Lucía Gómez' }).click();
  await expect(memberForm(page).getByLabel('Porcentaje de participación')).toHaveValue('25.5');
  await memberForm(page).getByLabel('Porcentaje de participación').fill('10');
  await memberForm(page).getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(memberForm(page)).toBeHidden();
  await expect(page.getByText('Participación total: 100%')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Lucía Gómez' })).toContainText('10%');

  // Delete Juan.
  await page.getByRole('button', { name: 'Eliminar a Juan Pérez' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Participación total: 70%')).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();

  // The same tax number again (dashes or not) is refused, and the form stays open with the message.
  await page.getByRole('button', { name: 'Agregar integrante' }).click();
  await fillMember(page, { ...JUAN, cuit: '27234567891', porcentaje: '5' });
  await memberForm(page).getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(memberForm(page).getByRole('alert')).toHaveText(
    '⚠️ Ya existe un integrante cargado con ese número de documento.',
  );
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await memberForm(page).getByRole('button', { name: 'Cancelar' }).click();

  // The confirmation, then the bank's two errors as toasts, each leaving the user on the list.
  const bankErrors: [string, string][] = [
    ['ErrorPorcentajeParticipacion', 'La suma de participaciones informada no es válida'],
    ['ErrorIntegranteDuplicado', 'El integrante ya existe en otra solicitud'],
  ];
  for (const [errorCode, errorMessage] of bankErrors) {
    await injectFault(request, {
      path: '/onboarding-empresas/v1/integrantes',
      method: 'POST',
      status: 400,
      errorCode,
      errorMessage,
    });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL('/onboarding-empresas/confirmar-integrante');
    await expect(page.getByRole('heading', { level: 1, name: 'Confirmá los integrantes' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('status', { name: 'Notificaciones' })).toContainText(errorMessage);
    await expect(page).toHaveURL('/onboarding-empresas/integrantes');
    await expect(list.getByRole('listitem')).toHaveCount(2);
  }

  // 'Editar' and the browser's back both return to the list; then the list is sent.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/confirmar-integrante');
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  await expect(page).toHaveURL('/onboarding-empresas/integrantes');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/confirmar-integrante');
  await page.goBack();
  await expect(page).toHaveURL('/onboarding-empresas/integrantes');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const confirmation = page.getByRole('list', { name: 'Confirmá los integrantes' });
  await expect(confirmation.getByRole('listitem')).toHaveCount(2);
  await expect(confirmation.getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(`/onboarding-empresas/carga-documentacion/${idSolicitud}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación de la empresa' })).toBeVisible();

  // What the bank received: names as nombre/apellido, tax numbers without dashes, the edit applied.
  const stored = (await (await request.get(`${QA_URL}/solicitudes/${idSolicitud}`)).json()) as {
    pagina: string;
    datos: { integrantes: Record<string, unknown>[] };
  };
  expect(stored.pagina).toBe('DOCUMENTACION');
  expect(
    stored.datos.integrantes.map((i) => [i.nombre, i.apellido, i.nroTributario, i.porcentajeParticipacion]),
  ).toEqual([
    ['Ana María', "D'Alessandro-Ruiz", '27234567891', 60],
    ['Lucía', 'Gómez', '20345678906', 10],
  ]);
  expect(stored.datos.integrantes[0]).not.toHaveProperty('contactoComercial');
});

test('members: a reload of /confirmar-integrante goes back to the list, which the draft kept (issue 24)', async ({
  page,
  request,
}) => {
  await resumeCompanyAt(page, request, 'integrantes');
  await addMember(page, ANA);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/confirmar-integrante');
  await page.reload();
  await expect(page).toHaveURL('/onboarding-empresas/integrantes');
  await expect(page.getByText('Integrantes cargados (1)')).toBeVisible();
  await expect(page.getByText('Todavía no cargaste integrantes.')).toHaveCount(0);
});

test('keyboard only: a member added and confirmed, then a file chosen from Subir archivos', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Listening from the start: Playwright turns its file-chooser interception on when the first
  // listener arrives, so it is surely on before the Enter (once, on a loaded CI, no chooser was seen).
  const chooser = page.waitForEvent('filechooser', { timeout: 80_000 });
  const { idSolicitud } = await resumeCompanyAt(page, request, 'integrantes');
  const add = page.getByRole('button', { name: 'Agregar integrante' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const form = memberForm(page);
  await expect(form.getByRole('heading', { name: 'Nuevo integrante' })).toBeFocused();

  noteTyped('Ana', 'Gómez', '27234567891', 'ana.gomez@example.com', '43214321');
  const typeInto = async (label: string, text: string) => {
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
  };
  await typeInto('Nombres', 'Ana');
  await typeInto('Apellidos', 'Gómez');
  await typeInto('CUIT / CUIL', '27234567891');
  await typeInto('Porcentaje de participación', '100');
  await typeInto('Actividad del integrante', 'N');
  await expect(form.getByLabel('Actividad del integrante')).toHaveValue('NEGOCIOS_Y_PROFESIONALES');
  await typeInto('Correo electrónico', 'ana.gomez@example.com');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Código de país')).toHaveValue('54');
  await typeInto('Código de área', '11');
  await typeInto('Teléfono', '43214321');
  await typeInto('Firmante', ' ');
  await typeInto('Representante legal', ' ');
  await expect(form.getByRole('checkbox', { name: 'Representante legal' })).toBeChecked();
  // Enter in a text field submits the form, as in any form.
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Código de sucursal')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByRole('button', { name: 'Editar a Ana Gómez' })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/onboarding-empresas/confirmar-integrante');
  await tabTo(page, page.getByRole('button', { name: 'Confirmar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/onboarding-empresas/carga-documentacion/${idSolicitud}`);

  const upload = documentCard(page, 'Estatuto o contrato social').getByRole('button', {
    name: 'Subir archivos',
  });
  await tabTo(page, upload);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([makePdf('estatuto.pdf')]);
  await expect(documentCard(page, 'Estatuto o contrato social').getByText('estatuto.pdf')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Quitar estatuto.pdf' }));
  await page.keyboard.press('Enter');
  await expect(documentCard(page, 'Estatuto o contrato social').getByText('estatuto.pdf')).toHaveCount(0);
});
