import type { APIRequestContext, Page } from '@playwright/test';
import { renderScene } from '@alta/core/testing/capture/document-detector/synthetic-card';
import jpeg from 'jpeg-js';
import { type ApiRequest, apiConfirm, apiStart } from './api-setup.ts';
import { fillAddress, fillPersonalData, validateAddress } from './data-forms.ts';
import { expect } from './fixtures.ts';
import { randomCuit, reachOffer } from './helpers.ts';

/** The DNI inside a CUIT: its middle eight digits. */
export const dniOf = (cuit: string): string => cuit.replace(/\D/g, '').slice(2, 10);

/** A persona física CUIT whose DNI the sandbox lets pass at the first attempt (not ending in 90-94). */
export const passingCuit = (): string => {
  for (;;) {
    const cuit = randomCuit('20');
    const last = Number(dniOf(cuit).slice(-2));
    if (last < 90 || last > 94) return cuit;
  }
};

/** The número de trámite the card's PDF417 carries. */
export const CARD_TRAMITE = '00512345678';

/**
 * A 1280x720 photo of the card held close, as JPEG bytes; its PDF417 carries the holder's DNI, or
 * nothing is printed there when `barcode` is false.
 */
export const cardJpeg = (dni: string, { barcode = true } = {}): Buffer => {
  const width = 1280;
  const height = 720;
  const frame = renderScene({
    width,
    height,
    card: { cx: width / 2, cy: height / 2, width: 0.7 * width },
    barcodeText: barcode ? `${CARD_TRAMITE}@PEREZ@MARIA JOSE@F@${dni}@A@10/05/1990@10/05/2021@239` : null,
  });
  return jpeg.encode({ data: Buffer.from(frame.data.buffer), width, height }, 92).data;
};

/** Any JPEG will do for the selfie once the face fake judges it. */
export const selfieJpeg = (): Buffer => {
  const width = 640;
  const height = 480;
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = 200;
    data[i + 1] = 170;
    data[i + 2] = 150;
    data[i + 3] = 255;
  }
  return jpeg.encode({ data, width, height }, 90).data;
};

const FAKE_FACE_WORKER = `
self.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') self.postMessage({ type: 'ready' });
  if (message.type === 'detect') {
    const { width, height } = message.frame;
    const face = { x: width * 0.35, y: height * 0.2, width: width * 0.3, height: height * 0.45 };
    self.postMessage({ type: 'result', id: message.id, result: { code: 900, face } });
  }
};`;

export const useFaceFake = async (page: Page): Promise<void> => {
  await page.route('**/assets/face-worker*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_FACE_WORKER }),
  );
};

/** From the home form to /datos-biometricos/info-dni as a persona física; returns the request. */
export const reachBiometrics = async (
  page: Page,
  request: APIRequestContext,
  cuit = passingCuit(),
): Promise<{ idSolicitud: string; cuit: string }> => {
  const { idSolicitud } = await reachOffer(page, request, { cuit });
  const continuar = page.getByRole('button', { name: 'Continuar' });
  await continuar.click();
  await expect(page).toHaveURL('/onboarding-empresas/detalle/pf');
  await fillPersonalData(page);
  await fillAddress(page);
  await validateAddress(page);
  await continuar.click();
  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  await page.getByRole('radio', { name: 'Palermo' }).check();
  await page.getByRole('group', { name: 'Oficial de cuenta' }).getByRole('radio').first().check();
  await continuar.click();
  await expect(page).toHaveURL('/onboarding-empresas/envio-tarjeta');
  await page.getByRole('radio', { name: 'Retirarla en la sucursal elegida' }).check();
  await continuar.click();
  await expect(page).toHaveURL('/datos-biometricos/info-dni');
  return { idSolicitud, cuit };
};

/** A persona física at AGUARDANDO_BIOMETRIA through the API, with a DNI that passes at once. */
export const apiPersonaAtBiometrics = async (request: APIRequestContext): Promise<ApiRequest> => {
  const persona = await apiStart(request, '20', passingCuit());
  await apiConfirm(request, persona, { sucursal: true, entrega: true });
  return persona;
};

/**
 * A capture page without a camera: 'Subir una foto' where the camera's failure offers it (a capture
 * after one that found no camera opens on the upload at once), then the JPEG into the capture's file
 * input (`label`), and wait for its preview (the document detector judges the card for up to ~15 s).
 */
export const uploadPhoto = async (
  page: Page,
  label: string,
  file: { name: string; buffer: Buffer },
  preview: string | ((url: URL) => boolean),
): Promise<void> => {
  const useUpload = page.getByRole('button', { name: 'Subir una foto' });
  await expect(useUpload.or(page.getByRole('button', { name: 'Elegir una foto' }))).toBeVisible();
  if (await useUpload.isVisible()) await useUpload.click();
  await page.getByLabel(label).setInputFiles({ ...file, mimeType: 'image/jpeg' });
  await expect(page).toHaveURL(preview, { timeout: 15_000 });
};
