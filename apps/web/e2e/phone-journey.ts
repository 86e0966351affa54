// The phone journey the issue 24 specs share (360×740): a request arranged through the API and resumed
// in a fresh phone browser, and the three biometric images through the upload alternative.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiConfirm, apiStart, type Steps } from './api-setup.ts';
import { cardJpeg, dniOf, selfieJpeg, uploadPhoto } from './biometrics-support.ts';
import { freshPage, resumeThroughCode } from './helpers.ts';
import { type Fault, injectFault } from './sandbox.ts';

export const PHONE = { width: 360, height: 740 } as const;

export const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });

/** Front, back and selfie through the upload alternative (no camera here), to the selfie preview. */
export const uploadThree = async (page: Page, cuit: string) => {
  const card = cardJpeg(dniOf(cuit));
  const front = '/datos-biometricos/dni-provider/validar-dni-preview/';
  await uploadPhoto(page, 'Foto del frente del DNI', { name: 'frente.jpg', buffer: card }, front);
  await continuar(page).click();
  await continuar(page).click();
  const back = '/datos-biometricos/dni-provider/validar-dni-dorso-preview';
  await uploadPhoto(page, 'Foto del dorso del DNI', { name: 'dorso.jpg', buffer: card }, back);
  await continuar(page).click();
  await continuar(page).click();
  const selfie = '/datos-biometricos/facecapture-provider/face-preview';
  await uploadPhoto(page, 'Foto de tu rostro', { name: 'selfie.jpg', buffer: selfieJpeg() }, selfie);
};

/** A request arranged through the API, a fault queued for it, then resumed in a fresh phone browser. */
export const resumeArranged = async (
  browser: Browser,
  request: APIRequestContext,
  {
    prefix = '20',
    steps,
    fault,
  }: { prefix?: '20' | '30'; steps?: Steps; fault?: Omit<Fault, 'idSolicitud'> },
) => {
  const started = await apiStart(request, prefix);
  if (steps) await apiConfirm(request, started, steps);
  if (fault) await injectFault(request, { ...fault, idSolicitud: started.idSolicitud });
  const opened = await freshPage(browser);
  await opened.page.setViewportSize(PHONE);
  await resumeThroughCode(opened.page, request, started);
  return { ...opened, started };
};
