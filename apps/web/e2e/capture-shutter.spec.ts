// The manual shutter on a card the judge finds but does not pass (issue 23), on a 360 px phone
// screen: Chromium's fake camera plays a card held still but small in the frame (901, 'Acerca el DNI
// ...', never captured), 'Tomar foto' shows after 20 s, and its shot goes to the preview with the
// line asking to check the photo, where Continuar goes on.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCardVideo } from '../harness/fake-camera';
import { apiPersonaAtBiometrics } from './biometrics-support.ts';
import { holdSession } from './api-setup.ts';
import { cameraTest } from './camera-test.ts';
import { scan } from './axe.ts';
import { expect } from './fixtures.ts';

const FAR_CARD_FILE = join(tmpdir(), 'alta-detectors', 'far-card.y4m');
const test = cameraTest(FAR_CARD_FILE, (file) => writeCardVideo(file, { cardScale: 0.45 }));
test.use({ viewport: { width: 360, height: 740 } });

test('manual shutter: a card found but not passed goes to the preview with a line to check the photo', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await holdSession(page, await apiPersonaAtBiometrics(request));
  await page.goto('/datos-biometricos/info-dni');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Acepto' }).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  await expect(page.getByText('Acerca el DNI ...')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Tomar foto' }).click({ timeout: 40_000 });

  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-preview/', { timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Imagen procesada del DNI' })).toBeVisible();
  await expect(page.getByText('Revisá que el DNI se vea entero, nítido y sin reflejos.')).toBeVisible();
  await scan(page, 'front preview of a manual shot');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/info-dorso');
});
