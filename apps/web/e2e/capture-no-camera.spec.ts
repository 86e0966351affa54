// No dead ends without a camera (issue 23), on a 360 px phone screen: the upload alternative stands
// on its own (heading, tips, illustration, a button that opens the file picker, no word of a
// frame), every capture after the first that found no camera opens on it at once, and a DNI whose
// barcode is read on neither side goes on with the número de trámite typed from the card, which is
// what the identity call then sends.
import type { Page } from '@playwright/test';
import { apiPersonaAtBiometrics, cardJpeg, dniOf, selfieJpeg, useFaceFake } from './biometrics-support.ts';
import { holdSession } from './api-setup.ts';
import { scan } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });
const TYPED_TRAMITE = '00498765432';

/** The photo chosen through the upload's own button (the native input stays hidden). */
const choosePhoto = async (page: Page, name: string, buffer: Buffer) => {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir una foto' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
};

test('no camera: upload with its own guidance, later captures open on it, and the trámite typed from the card', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await useFaceFake(page);
  const persona = await apiPersonaAtBiometrics(request);
  await holdSession(page, persona);
  const unread = cardJpeg(dniOf(persona.cuit), { barcode: false });
  await page.goto('/datos-biometricos/info-dni');
  await continuar(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Acepto' }).click();

  // The front: the camera cannot start, so the screen says why and offers the upload.
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  await page.getByRole('button', { name: 'Subir una foto' }).click();
  await expect(page.getByRole('heading', { name: 'Subí una foto del frente de tu DNI' })).toBeVisible();
  for (const tip of [
    'Que se vea el DNI entero, con sus cuatro esquinas.',
    'Sin reflejos ni sombras sobre el DNI.',
    'Enfocada: que los datos se lean bien.',
    'Con el DNI apoyado sobre una superficie lisa, de un solo color.',
  ])
    await expect(page.getByText(tip)).toBeVisible();
  await expect(page.locator('svg.capture__illustration')).toBeVisible();
  await scan(page, 'front upload');

  // A photo without a card is refused in words about the photo, never a frame.
  await choosePhoto(page, 'mesa.jpg', selfieJpeg());
  await expect(
    page.getByText(
      'No encontramos el DNI en la foto. Sacá una foto del DNI entero, sobre una superficie lisa.',
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main')).not.toContainText(/recuadro|marco/i);
  await choosePhoto(page, 'frente.jpg', unread);
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-preview/', { timeout: 15_000 });
  await continuar(page).click();
  await continuar(page).click();

  // The back opens on the upload at once: no camera to fail again.
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-dorso');
  await expect(page.getByRole('heading', { name: 'Subí una foto del dorso de tu DNI' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subir una foto' })).toHaveCount(0);
  await choosePhoto(page, 'dorso.jpg', unread);
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-dorso-preview', {
    timeout: 15_000,
  });
  await expect(page.getByRole('alert')).toContainText('No pudimos leer el código de barras de tu DNI');
  await expect(continuar(page)).toHaveCount(0);

  // Not stranded: the número de trámite printed on the card, checked as the identity call checks it.
  await page.getByRole('button', { name: 'Ingresar el número de trámite' }).click();
  const field = page.getByRole('textbox', { name: 'Número de trámite' });
  await expect(field).toBeFocused();
  await field.fill('12345');
  await continuar(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El número de trámite son los 11 dígitos impresos en el DNI',
  );
  await scan(page, 'back preview, número de trámite typed');
  await field.fill(TYPED_TRAMITE);
  await continuar(page).click();

  // The selfie opens on the upload too.
  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider');
  await continuar(page).click();
  await expect(page.getByRole('heading', { name: 'Subí una selfie' })).toBeVisible();
  await choosePhoto(page, 'selfie.jpg', selfieJpeg());
  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider/face-preview', { timeout: 15_000 });
  const identity = page.waitForResponse((r) => r.url().includes('/biometria/validar-identidad/'));
  await continuar(page).click();
  const response = await identity;
  expect(response.status()).toBe(200);
  const body = response.request().postDataBuffer()?.toString('latin1') ?? '';
  expect(body).toMatch(new RegExp(`name="nroTramite"\\r\\n\\r\\n${TYPED_TRAMITE}\\r\\n`));
  await expect(page).toHaveURL('/datos-biometricos/terminosycondiciones');
});
