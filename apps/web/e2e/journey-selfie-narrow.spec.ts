// Issue 24, at 360×740 as a phone: the live selfie counts down 3, 2, 1 (over the oval, and in the
// feedback line screen readers hear) before the shot, instead of shooting half a second after
// 'Mantenga unos segundos.'. The front and back go through the fake camera and the real detector,
// the face through the face fake (as biometrics-camera.spec.ts).
import type { Page } from '@playwright/test';
import { apiPersonaAtBiometrics, useFaceFake } from './biometrics-support.ts';
import { holdSession } from './api-setup.ts';
import { test } from './camera-test.ts';
import { expect } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 } });

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });

/** The feedback line and the number over the oval, watched on every frame (each lasts a second). */
const seeCount = (page: Page, n: number) =>
  page.waitForFunction(
    (count) =>
      document.querySelector('.capture__feedback')?.textContent ===
        `Mantenga unos segundos. Foto en ${count}…` &&
      document.querySelector('.capture__countdown')?.textContent === String(count),
    n,
    { polling: 'raf', timeout: 30_000 },
  );

test('live selfie at 360 px: 3, 2, 1 before the shot', async ({ page, request }) => {
  test.setTimeout(150_000);
  await useFaceFake(page);
  await holdSession(page, await apiPersonaAtBiometrics(request));
  await page.goto('/datos-biometricos/info-dni');
  await continuar(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Acepto' }).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-preview/', { timeout: 40_000 });
  await continuar(page).click();
  await expect(page.getByRole('heading', { name: 'Continuamos con el dorso' })).toBeVisible();
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-dorso-preview', {
    timeout: 40_000,
  });
  await continuar(page).click();
  await expect(page.getByRole('heading', { name: 'Ahora vamos a continuar con tu rostro' })).toBeVisible();

  const three = seeCount(page, 3);
  await continuar(page).click();
  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider/facecapture');
  await three;
  const counting = Date.now();
  await seeCount(page, 2);
  await seeCount(page, 1);
  await expect(page).toHaveURL('/datos-biometricos/facecapture-provider/face-preview', { timeout: 20_000 });
  // The shot came after the count, not half a second after the first pass.
  expect(Date.now() - counting).toBeGreaterThan(1_800);
  await expect(page.getByRole('img', { name: 'Tu selfie' })).toBeVisible();
});
