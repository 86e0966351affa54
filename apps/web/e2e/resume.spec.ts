// Journey §2 (resume) and §8: a request started in one browser is resumed in a fresh one (new
// sessionStorage, as after closing the browser), which must validate the e-mail code again and then
// lands where the sandbox says the request is.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  digit,
  freshPage,
  randomCuit,
  resumeThroughCode,
  resumeWith,
  routeWithMessage,
  startRequest,
  validateCode,
} from './helpers.ts';
import { injectFault, setPagina } from './sandbox.ts';

/** A request started in the test's page, which is then closed, as the browser is after a break. */
const startThenClose = async (page: Page, request: APIRequestContext, prefix: '20' | '30') => {
  const cuit = randomCuit(prefix);
  const { idSolicitud } = await startRequest(page, request, { cuit });
  await page.close();
  return { cuit, idSolicitud };
};

test('persona física: resume in a new browser → code → detalle/pf', async ({ browser, page, request }) => {
  const { cuit, idSolicitud } = await startThenClose(page, request, '20');

  const fresh = await freshPage(browser);
  await resumeWith(fresh.page, cuit);
  await expect(fresh.page).toHaveURL(`/getcode/${idSolicitud}`);
  // This browser did not start the request: the address shows as the server masks it.
  await expect(fresh.page.locator('.otp__email')).toHaveText(/^\w{1,2}\*\*\*@example\.com$/);
  await expect(fresh.page.getByText(/^Solicita otro en \d+:\d\d$/)).toBeVisible();
  await validateCode(fresh.page, request, idSolicitud);
  await expect(fresh.page.getByText('Validación correcta')).toBeVisible();
  await expect(fresh.page).toHaveURL('/onboarding-empresas/detalle/pf');
  await fresh.context.close();
});

test('persona jurídica at DOCUMENTACION: resume → code → carga-documentacion/{id}', async ({
  browser,
  page,
  request,
}) => {
  const { cuit, idSolicitud } = await startThenClose(page, request, '30');
  await setPagina(request, idSolicitud, 'DOCUMENTACION');

  const fresh = await freshPage(browser);
  await resumeThroughCode(fresh.page, request, { cuit, idSolicitud });
  await expect(fresh.page).toHaveURL(`/onboarding-empresas/carga-documentacion/${idSolicitud}`);
  await fresh.context.close();
});

test('an unknown CUIT goes to /error-primary with the fixed message', async ({ page }) => {
  await resumeWith(page, randomCuit('20'));
  await expect(page).toHaveURL(routeWithMessage('/error-primary', DEFAULT_ERROR_MESSAGE));
  await expect(page.getByText(DEFAULT_ERROR_MESSAGE)).toBeVisible();
});

test('Continuar waits for the captcha', async ({ page }) => {
  await page.goto('/continuar-tramite');
  await page.getByLabel('CUIT', { exact: true }).fill(randomCuit('20'));
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
});

test('a WAF challenge on retomar shows the captcha modal, and the call goes through after it', async ({
  browser,
  page,
  request,
}) => {
  const { cuit, idSolicitud } = await startThenClose(page, request, '30');

  const fresh = await freshPage(browser);
  // Scoped to this CUIT's path, so the other worker's calls never meet it.
  await injectFault(request, { path: `/solicitud/${cuit}/retomar`, method: 'GET', status: 405 });
  await resumeWith(fresh.page, cuit);
  const challenge = fresh.page.getByRole('dialog', { name: 'Verificación de seguridad' });
  await expect(challenge).toBeVisible();
  await challenge.getByRole('checkbox', { name: 'No soy un Robot' }).click();
  await expect(challenge).toBeHidden();
  await expect(fresh.page).toHaveURL(`/getcode/${idSolicitud}`);
  await expect(digit(fresh.page, 1)).toBeVisible();
  await fresh.context.close();
});
