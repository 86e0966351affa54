// Identity §2 screens 5-10 on a camera (issue 5): Chromium's fake camera plays a generated video of
// the ID card (scripts/make-fake-camera.mjs; made here when missing) and the real document detector
// judges it live until 'Capturado!!' with the green frame; retake, then the back, then the live
// selfie on the face fake (no real face can be generated), identity and terms.
import type { Page } from '@playwright/test';
import { apiPersonaAtBiometrics, useFaceFake } from './biometrics-support.ts';
import { holdSession } from './api-setup.ts';
import { test } from './camera-test.ts';
import { scan } from './axe.ts';
import { expect } from './fixtures.ts';

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });

/**
 * A capture screen's short-lived status ('Capturado!!' shows for 500 ms) together with the element
 * drawn with it: watched on every frame rather than polled, and started before the step that opens
 * the camera, since the detector may capture while an axe scan or a URL check runs.
 */
const watchStatus = (page: Page, text: string, selector: string) =>
  page.waitForFunction(
    ([t, s]) =>
      document.querySelector('[role="status"]')?.textContent === t && document.querySelector(s) !== null,
    [text, selector] as const,
    { polling: 'raf', timeout: 30_000 },
  );

const seeCaptured = (page: Page) => watchStatus(page, 'Capturado!!', '.capture__frame--green');

test('live capture: front through the real detector (retake once), back, selfie, identity, terms', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await useFaceFake(page);
  await holdSession(page, await apiPersonaAtBiometrics(request));
  await page.goto('/datos-biometricos/info-dni');

  await continuar(page).click();
  const front = seeCaptured(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Acepto' }).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  await expect(page.getByRole('heading', { name: 'Mostrá el frente de tu DNI a la cámara' })).toBeVisible();
  await expect(page.locator('.capture__video')).toBeVisible();
  await scan(page, 'front capture, live camera');
  await front;
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-preview/');
  await expect(page.getByRole('img', { name: 'Imagen procesada del DNI' })).toBeVisible();

  const retaken = seeCaptured(page);
  await page.getByRole('button', { name: 'Volver a tomar foto' }).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  await retaken;
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-preview/');
  await continuar(page).click();

  await expect(page.getByRole('heading', { name: 'Continuamos con el dorso' })).toBeVisible();
  const back = seeCaptured(page);
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-dorso');
  await back;
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-dorso-preview');
  await continuar(page).click();

  await expect(page.getByRole('heading', { name: 'Ahora vamos a continuar con tu rostro' })).toBeVisible();
  // A face that passes asks to hold still over the oval before the frames in a row make the PASS.
  const holdStill = watchStatus(page, 'Mantenga unos segundos.', '.capture__oval');
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider/facecapture');
  await expect(page.getByRole('heading', { name: 'Ubicá tu rostro dentro del óvalo' })).toBeVisible();
  await holdStill;
  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider/face-preview', { timeout: 20_000 });
  await expect(page.getByRole('img', { name: 'Tu selfie' })).toBeVisible();
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/terminosycondiciones', { timeout: 20_000 });
  await expect(page.getByRole('checkbox').first()).toBeVisible();
});
