// Issue 17: where a resumed request lands (journey §2, identity §2) and the errors of /sucursal and
// /configuracion through the catalogue (journey §7, §8), in a fresh browser as after a break. The
// request is started through the API; what is tested is what the applicant sees.
import type { APIRequestContext, Browser } from '@playwright/test';
import { apiConfirm, apiStart, type Steps } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  freshPage,
  randomCuit,
  reachOffer,
  resumeThroughCode,
  resumeWith,
  routeWithMessage,
} from './helpers.ts';
import { type Fault, injectFault, setPagina } from './sandbox.ts';

/**
 * A request arranged through the API (its page set, its steps confirmed, a fault queued for it, as
 * asked), then resumed through the code in a fresh browser, as after a break.
 */
const resumeArranged = async (
  browser: Browser,
  request: APIRequestContext,
  {
    prefix = '20',
    pagina,
    steps,
    fault,
  }: { prefix?: '20' | '30'; pagina?: string; steps?: Steps; fault?: Omit<Fault, 'idSolicitud'> },
) => {
  const started = await apiStart(request, prefix);
  if (pagina) await setPagina(request, started.idSolicitud, pagina);
  if (steps) await apiConfirm(request, started, steps);
  if (fault) await injectFault(request, { ...fault, idSolicitud: started.idSolicitud });
  const opened = await freshPage(browser);
  await resumeThroughCode(opened.page, request, started);
  return opened;
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
    const { context, page } = await resumeArranged(browser, request, { prefix, pagina });
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
  const message = 'No encontramos sucursales para la localidad indicada';
  const { context, page } = await resumeArranged(browser, request, {
    steps: {},
    fault: {
      path: '/sucursales',
      method: 'GET',
      status: 404,
      errorCode: 'SucursalesNoEncontradas',
      errorMessage: message,
    },
  });
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
  const { context, page } = await resumeArranged(browser, request, {
    fault: {
      path: '/onboarding-empresas/v1/configuracion',
      exact: true,
      method: 'GET',
      status: 500,
      errorCode: 'ErrorTecnico',
      errorMessage: 'x',
      times: 3,
    },
  });
  await expect(page).toHaveURL(routeWithMessage('/error-secondary', DEFAULT_ERROR_MESSAGE));
  await expect(page.getByText(DEFAULT_ERROR_MESSAGE)).toBeVisible();
  await expect(page.getByText('No pudimos cargar las opciones del formulario.')).toHaveCount(0);
  await context.close();
});

const FLOW_ENTRIES = [
  { prefix: '20', steps: {}, path: '/onboarding-empresas', lands: '/onboarding-empresas/sucursal' },
  {
    prefix: '20',
    steps: { sucursal: true },
    path: '/onboarding-empresas/detalle',
    lands: '/onboarding-empresas/envio-tarjeta',
  },
  {
    prefix: '30',
    steps: { sucursal: true },
    path: '/onboarding-empresas',
    lands: '/onboarding-empresas/integrantes',
  },
  { prefix: '30', steps: {}, path: '/onboarding-empresas/detalle/', lands: '/onboarding-empresas/sucursal' },
] as const;

for (const { prefix, steps, path, lands } of FLOW_ENTRIES) {
  test(`${path} opens the step the request is on (${prefix}, ${Object.keys(steps).join() || 'data confirmed'}) → ${lands}`, async ({
    browser,
    request,
  }) => {
    const { context, page } = await resumeArranged(browser, request, { prefix, steps });
    // Where the resume itself lands first, so the visit below is the user's own.
    await page.waitForURL((url) => url.pathname.startsWith('/onboarding-empresas/'));
    await page.goto(path);
    await expect(page).toHaveURL(lands);
    await expect(page.getByText('Ruta no válida')).toHaveCount(0);
    await context.close();
  });
}

test('/onboarding-empresas without a request in the session goes to resume', async ({ page }) => {
  await page.goto('/onboarding-empresas');
  await expect(page).toHaveURL('/continuar-tramite');
  await page.goto('/onboarding-empresas/detalle');
  await expect(page).toHaveURL('/continuar-tramite');
});

test('/continuar-tramite/integrantes hosts the members page, which stays there while the list is edited', async ({
  browser,
  request,
}) => {
  const { context, page } = await resumeArranged(browser, request, {
    prefix: '30',
    steps: { sucursal: true },
  });
  await expect(page).toHaveURL('/onboarding-empresas/integrantes');
  await page.goto('/continuar-tramite/integrantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrantes de la empresa' })).toBeVisible();
  await expect(page).toHaveURL('/continuar-tramite/integrantes');
  // An incomplete list stays on the hosted path with its issues.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/continuar-tramite/integrantes');
  await context.close();
});

test('the step statuses are kept in the session: the record’s once the flow loads, the same after a reload', async ({
  browser,
  request,
}) => {
  const { context, page } = await resumeArranged(browser, request, {
    prefix: '30',
    steps: { sucursal: true },
  });
  const steps = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('steps') ?? 'null'));
  await page.waitForURL((url) => url.pathname.startsWith('/onboarding-empresas/'));
  await page.goto('/onboarding-empresas');
  await expect(page).toHaveURL('/onboarding-empresas/integrantes');
  const loaded = {
    DatosDeLaEmpresa: 'VALIDATED',
    Integrantes: 'IN_PROGRESS',
    Documentacion: 'IDLE',
    Validacion: 'IDLE',
  };
  expect(await steps()).toEqual(loaded);
  await page.reload();
  expect(await steps()).toEqual(loaded);
  await context.close();
});

test('the code screen of a resume shows the masked e-mail the server gives, also after a reload', async ({
  browser,
  request,
}) => {
  const started = await apiStart(request, '20');
  const { context, page } = await freshPage(browser);
  await resumeWith(page, started.cuit);
  await expect(page).toHaveURL(`/getcode/${started.idSolicitud}`);
  const masked = page.locator('.otp__email');
  await expect(masked).toHaveText(/^\w{1,2}\*\*\*@/);
  await page.reload();
  await expect(masked).toHaveText(/^\w{1,2}\*\*\*@/);
  await context.close();
});

test("'No soy un Robot' is not ticked before the captcha configuration has loaded", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/onboarding-empresas/v1/captcha/configuracion', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  // The prerendered box is disabled until the form hydrates, on the first interaction (issue 15).
  await page.getByLabel('CUIT', { exact: true }).focus();
  const robot = page.getByRole('checkbox', { name: 'No soy un Robot' });
  await robot.click();
  // The configuration is on its way: the box says so and does not look ticked.
  await expect(page.getByRole('status').filter({ hasText: 'Verificando…' })).toBeVisible();
  await expect(robot).not.toBeChecked();
  await robot.click();
  await expect(robot).not.toBeChecked();
  release();
  await expect(robot).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Verificando…' })).toHaveCount(0);
});

test('the agro theme follows the request on every page of it, after a reload too', async ({
  page,
  request,
}) => {
  await reachOffer(page, request, { cuit: randomCuit('20'), actividad: 'AGRO_NYP' });
  const body = page.locator('body');
  await expect(body).toHaveAttribute('data-theme', 'agro');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/detalle/pf');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Registrá los datos de tu empresa' })).toBeVisible();
  await expect(body).toHaveAttribute('data-theme', 'agro');
  for (const path of [
    '/datos-biometricos/aguardando-producto',
    '/onboarding-empresas/cuenta-creada-exitosamente',
  ]) {
    await page.goto(path);
    await expect(body, path).toHaveAttribute('data-theme', 'agro');
  }
});
