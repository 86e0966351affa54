// Issue 13: on a phone held upright the camera frame is portrait. The screen shows the whole frame
// (no crop), draws the card frame where core's cardGuide puts it, and a card that fills the drawn
// frame is captured by the real detector (the fake camera plays a portrait video of such a card).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardGuide } from '@alta/core/capture/card-guide';
import type { Page } from '@playwright/test';
import { writeCardVideo } from '../harness/fake-camera';
import { apiPersonaAtBiometrics } from './biometrics-support.ts';
import { holdSession } from './api-setup.ts';
import { cameraTest } from './camera-test.ts';
import { expect } from './fixtures.ts';

const PORTRAIT = { width: 720, height: 1280 };
const test = cameraTest(join(tmpdir(), 'alta-detectors', 'card-portrait.y4m'), (file) =>
  writeCardVideo(file, PORTRAIT),
);
test.use({ viewport: { width: 412, height: 915 } });

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).boundingBox();
  if (!b) throw new Error(`${selector} is not on screen`);
  return b;
};

test('portrait camera: the whole frame is shown, the card frame is the judged region, and a card filling it is captured', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await holdSession(page, await apiPersonaAtBiometrics(request));
  await page.goto('/datos-biometricos/info-dni');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const captured = page.waitForFunction(
    () =>
      document.querySelector('[role="status"]')?.textContent === 'Capturado!!' &&
      document.querySelector('.capture__frame--green') !== null,
    null,
    { polling: 'raf', timeout: 45_000 },
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Acepto' }).click();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  await page.waitForFunction(
    () => (document.querySelector('.capture__video') as HTMLVideoElement | null)?.videoWidth,
  );

  const size = await page.evaluate(() => {
    const v = document.querySelector('.capture__video') as HTMLVideoElement;
    return { width: v.videoWidth, height: v.videoHeight };
  });
  expect(size).toEqual(PORTRAIT);
  const video = await box(page, '.capture__viewport');
  // Not cropped: the viewport has the frame's proportions.
  expect(video.width / video.height).toBeCloseTo(PORTRAIT.width / PORTRAIT.height, 2);
  const frame = await box(page, '.capture__frame');
  const guide = cardGuide(PORTRAIT.width, PORTRAIT.height);
  const scale = video.width / PORTRAIT.width;
  expect(Math.abs(frame.x - video.x - guide.x * scale)).toBeLessThan(2);
  expect(Math.abs(frame.y - video.y - guide.y * scale)).toBeLessThan(2);
  expect(Math.abs(frame.width - guide.width * scale)).toBeLessThan(2);
  expect(Math.abs(frame.height - guide.height * scale)).toBeLessThan(2);
  // On a phone held upright the frame takes 90% of the width, as the judge requires.
  expect(frame.width / video.width).toBeCloseTo(0.9, 2);

  await captured;
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-preview/');
  await expect(page.getByRole('img', { name: 'Imagen procesada del DNI' })).toBeVisible();
});
