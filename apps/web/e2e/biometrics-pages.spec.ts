// Identity §2 screens 3, 13 and §8 (issue 5): the device choice at /datos-biometricos (the QR, hidden
// under 468 px, and on with this computer), the 'Ha ocurrido un error' modal of disabled members, and
// the waiting-for-product and existing-client pages under the biometric base. Axe on each.
import { apiPersonaAtBiometrics } from './biometrics-support.ts';
import { holdSession } from './api-setup.ts';
import { scan } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { injectFault } from './sandbox.ts';

const QR = 'Código QR para continuar desde el celular';

test('device choice: the QR for a phone (hidden under 468 px), or on with this computer', async ({
  page,
  request,
}) => {
  await holdSession(page, await apiPersonaAtBiometrics(request));
  await page.goto('/datos-biometricos');
  await expect(page.getByRole('heading', { name: '¿Cómo querés continuar?' })).toBeVisible();
  await expect(page.getByRole('img', { name: QR })).toBeVisible();
  await scan(page, 'device choice');
  // The flow waits here: the QR holds the request, the page does not move on by itself.
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL('/datos-biometricos');

  await page.setViewportSize({ width: 400, height: 800 });
  await expect(page.getByRole('img', { name: QR })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: 'Continuar en la computadora' }).click();
  await expect(page).toHaveURL('/datos-biometricos/info-dni');
  await expect(page.getByRole('heading', { name: 'Validemos tu identidad' })).toBeVisible();
});

test("disabled members: the 'Ha ocurrido un error' modal, and Salir to the root", async ({
  page,
  request,
}) => {
  const persona = await apiPersonaAtBiometrics(request);
  await holdSession(page, persona);
  await injectFault(request, {
    path: `/solicitud/${persona.idSolicitud}`,
    method: 'GET',
    status: 400,
    errorCode: 'IntegrantesInhabilitados',
    errorMessage: 'Integrantes inhabilitados',
  });
  await page.goto('/datos-biometricos/info-dni');
  const modal = page.getByRole('dialog', { name: 'Ha ocurrido un error' });
  await expect(modal).toContainText('Uno de los integrantes no cumple con los requisitos');
  await scan(page, 'the members-disabled modal');
  await modal.getByRole('button', { name: 'Salir' }).click();
  await expect(page).toHaveURL('/');
});

test('waiting-for-product and existing-client pages under the biometric base', async ({ page }) => {
  await page.goto('/datos-biometricos/aguardando-producto');
  await expect(
    page.getByRole('heading', { name: 'Estamos finalizando la apertura de tus productos' }),
  ).toBeVisible();
  await scan(page, 'waiting for the product');
  await page.goto('/datos-biometricos/cliente-existente');
  await expect(page.getByRole('heading', { name: 'Ya sos cliente del banco' })).toBeVisible();
  await scan(page, 'existing client');
});
