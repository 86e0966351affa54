// Issue 17: where a resumed request lands (journey §2, identity §2) and the errors of /sucursal and
// /configuracion through the catalogue (journey §7, §8), in a fresh browser as after a break. The
// request is started through the API; what is tested is what the applicant sees.
import type { Browser } from '@playwright/test';
import { type ApiRequest, apiConfirm, apiStart } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { DEFAULT_ERROR_MESSAGE, resumeThroughCode, routeWithMessage, WEB_URL } from './helpers.ts';
import { injectFault, setPagina } from './sandbox.ts';

const fresh = async (browser: Browser) => {
  const context = await browser.newContext({ baseURL: WEB_URL });
  return { context, page: await context.newPage() };
};

const LANDINGS = [
  { prefix: '20', pagina: 'CLIENTE PAQUETE PYME', lands: '/datos-biometricos/cliente-existente' },
  { prefix: '30', pagina: 'CLIENTE PAQUETE PYME', lands: '/datos-biometricos/cliente-existente' },
  { prefix: '20', pagina: 'VALIDANDO_PRODUCTOS', lands: '/datos-biometricos/aguardando-producto' },
  { prefix: '30', pagina: 'VALIDANDO_PRODUCTOS', lands: '/datos-biometricos/aguardando-producto' },
] as const;

for (const { prefix, pagina, lands } of LANDINGS) {
  test(`resume: ${prefix === '20' ? 'persona física' : 'persona jurídica'} at '${pagina}' → ${lands}`, async ({
    browser,
    request,
  }) => {
    const started: ApiRequest = await apiStart(request, prefix);
    await setPagina(request, started.idSolicitud, pagina);
    const { context, page } = await fresh(browser);
    await resumeThroughCode(page, request, started);
    await expect(page).toHaveURL(lands);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('¡Ya sos cliente!')).toHaveCount(0);
    await context.close();
  });
}

test('SucursalesNoEncontradas: the server message as a toast, and /sucursal stays', async ({
  browser,
  request,
}) => {
  const started = await apiStart(request, '20');
  await apiConfirm(request, started);
  const message = 'No encontramos sucursales para la localidad indicada';
  await injectFault(request, {
    path: '/sucursales',
    method: 'GET',
    status: 404,
    errorCode: 'SucursalesNoEncontradas',
    errorMessage: message,
    idSolicitud: started.idSolicitud,
  });
  const { context, page } = await fresh(browser);
  await resumeThroughCode(page, request, started);
  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await context.close();
});

test('a technical failure of /configuracion on the data form goes to /error-secondary', async ({
  browser,
  request,
}) => {
  const started = await apiStart(request, '20');
  await injectFault(request, {
    path: '/onboarding-empresas/v1/configuracion',
    exact: true,
    method: 'GET',
    status: 500,
    errorCode: 'ErrorTecnico',
    errorMessage: 'x',
    times: 3,
    idSolicitud: started.idSolicitud,
  });
  const { context, page } = await fresh(browser);
  await resumeThroughCode(page, request, started);
  await expect(page).toHaveURL(routeWithMessage('/error-secondary', DEFAULT_ERROR_MESSAGE));
  await expect(page.getByText(DEFAULT_ERROR_MESSAGE)).toBeVisible();
  await expect(page.getByText('No pudimos cargar las opciones del formulario.')).toHaveCount(0);
  await context.close();
});
