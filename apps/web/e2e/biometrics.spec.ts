// Identity §2 screens 2-11 (issue 5): a persona física from the card delivery through the biometric
// flow on the no-camera upload alternative (real JPEGs made here, the front and back judged by the
// real document detector, the selfie by the face fake), identity validation, terms and success,
// axe-clean on every page on the way.
import type { Page } from '@playwright/test';
import {
  CARD_TRAMITE,
  cardJpeg,
  dniOf,
  reachBiometrics,
  selfieJpeg,
  uploadPhoto,
  useFaceFake,
} from './biometrics-support.ts';
import { scan } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { QA_URL } from './sandbox.ts';

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });

const SIDES = {
  front: {
    label: 'Foto del frente del DNI',
    file: 'frente.jpg',
    preview: '/datos-biometricos/dni-provider/validar-dni-preview/',
  },
  back: {
    label: 'Foto del dorso del DNI',
    file: 'dorso.jpg',
    preview: '/datos-biometricos/dni-provider/validar-dni-dorso-preview',
  },
} as const;

/** One side of the card through the upload alternative, to its preview. */
const uploadSide = (page: Page, side: keyof typeof SIDES, buffer: Buffer) =>
  uploadPhoto(page, SIDES[side].label, { name: SIDES[side].file, buffer }, SIDES[side].preview);

test('persona física: info-dni, upload alternative for the three images, identity, terms, success', async ({
  page,
  request,
  recorded,
}) => {
  test.setTimeout(120_000);
  await useFaceFake(page);
  const { idSolicitud, cuit } = await reachBiometrics(page, request);
  const card = cardJpeg(dniOf(cuit));

  await expect(page.getByRole('heading', { name: 'Validemos tu identidad' })).toBeVisible();
  await expect(page.getByText('Evitá sombras y reflejos sobre el DNI.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR para continuar desde el celular' })).toBeVisible();
  await scan(page, 'info-dni');
  await continuar(page).click();
  const consent = page.getByRole('dialog', { name: 'Consentimiento de uso de datos' });
  await expect(consent).toBeVisible();
  await scan(page, 'info-dni consent modal');
  await consent.getByRole('button', { name: 'Acepto' }).click();

  // No camera in this browser: the capture offers the upload instead.
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  await expect(page.getByRole('alert')).toContainText('cámara');
  await scan(page, 'front capture, camera error');
  await uploadSide(page, 'front', card);
  await expect(page.getByRole('img', { name: 'Imagen procesada del DNI' })).toBeVisible();
  await page.getByLabel('Ver imagen sin procesar').check();
  await expect(page.getByRole('img', { name: 'Imagen sin procesar del DNI' })).toBeVisible();
  await scan(page, 'front preview');
  // Back from the preview takes the photo again (here: choose the file again).
  await page.goBack();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  await page
    .getByLabel('Foto del frente del DNI')
    .setInputFiles({ name: 'frente.jpg', mimeType: 'image/jpeg', buffer: card });
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-preview/', { timeout: 15_000 });
  await continuar(page).click();

  await expect(page).toHaveURL('/datos-biometricos/dni-provider/info-dorso');
  await expect(page.getByRole('heading', { name: 'Continuamos con el dorso' })).toBeVisible();
  await scan(page, 'back info');
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-dorso');
  await uploadSide(page, 'back', card);
  await continuar(page).click();

  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider');
  await expect(page.getByRole('heading', { name: 'Ahora vamos a continuar con tu rostro' })).toBeVisible();
  await scan(page, 'selfie info');
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider/facecapture');
  await uploadPhoto(
    page,
    'Foto de tu rostro',
    { name: 'selfie.jpg', buffer: selfieJpeg() },
    '/datos-biometricos/facecapture-provider/face-preview',
  );
  await expect(page.getByRole('img', { name: 'Tu selfie' })).toBeVisible();
  await scan(page, 'selfie preview');

  const identity = page.waitForResponse((r) =>
    r.url().includes(`/biometria/validar-identidad/${idSolicitud}`),
  );
  await continuar(page).click();
  const identityResponse = await identity;
  expect(identityResponse.status()).toBe(200);
  // The spec's three JPEG files and no more; nroTramite is the card's, read from its barcode.
  const body = identityResponse.request().postDataBuffer()?.toString('latin1') ?? '';
  expect([...body.matchAll(/name="([^"]+)"; filename=/g)].map((m) => m[1])).toEqual([
    'frenteDNI',
    'dorsoDNI',
    'selfie',
  ]);
  expect(body).toMatch(new RegExp(`name="nroTramite"\\r\\n\\r\\n${CARD_TRAMITE}\\r\\n`));

  // The sandbox kept the three images as JPEGs and counted one attempt.
  const member = await (await request.get(`${QA_URL}/biometria/${idSolicitud}/${cuit}`)).json();
  expect(JSON.stringify(member)).toContain('COMPLETADO');
  for (const field of ['frenteDNI', 'dorsoDNI', 'selfie', 'faceCapture']) {
    const image = await request.get(`${QA_URL}/biometria/${idSolicitud}/${cuit}/intentos/1/${field}`);
    expect(image.ok(), field).toBe(true);
    expect([...(await image.body()).subarray(0, 3)], field).toEqual([0xff, 0xd8, 0xff]);
  }

  await expect(page).toHaveURL('/datos-biometricos/terminosycondiciones');
  await expect(page.getByText('% de bonificación')).toBeVisible();
  await expect(page.getByText('meses')).toBeVisible();
  await expect(page.getByText('Oficial especializado')).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: /^Leí y acepto los / });
  const count = await boxes.count();
  expect(count).toBeGreaterThan(0);
  await scan(page, 'terms');

  // Not all ticked: Continuar says so (aria-disabled, still pressable) with the toast, and no call.
  await expect(continuar(page)).toHaveAttribute('aria-disabled', 'true');
  await continuar(page).click({ force: true });
  await expect(page.getByText('Debe aceptar los Términos y Condiciones')).toBeVisible();
  await expect(page).toHaveURL('/datos-biometricos/terminosycondiciones');

  // Each document opens as a PDF in a new tab.
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('link')
    .filter({ hasNot: page.locator('header *') })
    .last()
    .click();
  const tab = await popup;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  for (let i = 0; i < count; i++) await boxes.nth(i).check();
  await expect(continuar(page)).not.toHaveAttribute('aria-disabled', 'true');
  await continuar(page).click();
  await expect(page).toHaveURL('/onboarding-empresas/cuenta-creada-exitosamente');
  await expect(page.getByRole('link', { name: 'Salir' })).toHaveAttribute('href', '/');
  await scan(page, 'success');
  // One successful sign-up, one event: not again when the success page mounts, nor after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Ya sos cliente!' })).toBeVisible();
  expect(recorded.analytics.filter((e) => e.event === 'alta_exitosa')).toHaveLength(1);
});

test('a DNI whose barcode is read on neither side: the back says so and takes the front again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await useFaceFake(page);
  const { cuit } = await reachBiometrics(page, request);
  const unread = cardJpeg(dniOf(cuit), { barcode: false });
  await continuar(page).click();
  await page
    .getByRole('dialog', { name: 'Consentimiento de uso de datos' })
    .getByRole('button', { name: 'Acepto' })
    .click();
  await uploadSide(page, 'front', unread);
  await expect(page.getByRole('alert')).toHaveText(
    'No pudimos leer el código de barras del DNI. Acercalo y evitá reflejos.',
  );
  // An older card carries it behind, so the front lets the user on.
  await continuar(page).click();
  await continuar(page).click();
  await uploadSide(page, 'back', unread);
  await expect(page.getByRole('alert')).toContainText('No pudimos leer el código de barras de tu DNI');
  await expect(continuar(page)).toHaveCount(0);
  await scan(page, 'back preview, barcode read on neither side');
  await page.getByRole('button', { name: 'Volver a tomar el frente' }).click();
  await uploadSide(page, 'front', cardJpeg(dniOf(cuit)));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await continuar(page).click();
  await continuar(page).click();
  await uploadSide(page, 'back', unread);
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider');
});
