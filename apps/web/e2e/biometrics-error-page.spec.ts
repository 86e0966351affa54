// Identity §2 screen 14, §8 (issue 5): the front-capture error page. The capture screens are a chunk
// of their own, loaded when the flow first reaches one; when that load fails (here the request is
// aborted as a lost connection would), the page says 'Ocurrio un error inesperado' with 'Recargar
// Página', and the link reloads the document, after which the capture loads. No test hook in the app.
import { apiPersonaAtBiometrics } from './biometrics-support.ts';
import { holdSession } from './api-setup.ts';
import { scan } from './axe.ts';
import { expect, test } from './fixtures.ts';

const CAPTURE_CHUNK = '**/assets/id-capture-view-*.js';

test("front capture that cannot load: 'Ocurrio un error inesperado', and 'Recargar Página' reloads it", async ({
  page,
  request,
}) => {
  await holdSession(page, await apiPersonaAtBiometrics(request));
  await page.route(CAPTURE_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/datos-biometricos/info-dni');
  const continuar = page.getByRole('button', { name: 'Continuar', exact: true });
  const startFront = async () => {
    await continuar.click();
    await page
      .getByRole('dialog', { name: 'Consentimiento de uso de datos' })
      .getByRole('button', { name: 'Acepto' })
      .click();
  };
  await startFront();

  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  await expect(page.getByRole('heading', { name: 'Ocurrio un error inesperado' })).toBeVisible();
  const reload = page.getByRole('link', { name: 'Recargar Página' });
  await expect(reload).toHaveAttribute('href', /\/datos-biometricos\/dni-provider\/validar-dni-frente$/);
  await scan(page, 'front-capture error page');

  // The connection is back; the link loads the document again (not a client-side move).
  await page.unroute(CAPTURE_CHUNK);
  await page.evaluate(() => {
    (window as unknown as { beforeReload?: boolean }).beforeReload = true;
  });
  const loaded = page.waitForEvent('load');
  await reload.click();
  await loaded;
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();

  // A reload starts the flow again at info-dni (docs/decisions.md); this time the capture loads.
  await expect(page).toHaveURL('/datos-biometricos/info-dni');
  await startFront();
  await expect(page).toHaveURL('/datos-biometricos/dni-provider/validar-dni-frente');
  // No camera in this browser: the capture screen itself offers the upload.
  await expect(page.getByRole('button', { name: 'Subir una foto' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ocurrio un error inesperado' })).toBeHidden();
});
