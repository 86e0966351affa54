// Issue 24, part A: no dead ends and nothing lost, as a new applicant lives it on a phone (360×740).
// Each test reaches a failure through the sandbox's faults (docs/sandbox.md) or the network, and
// checks the way on the page offers.
import type { APIRequestContext, Browser } from '@playwright/test';
import { apiConfirm, apiStart, type Steps } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { freshPage, resumeThroughCode } from './helpers.ts';
import { type Fault, injectFault } from './sandbox.ts';

export const PHONE = { width: 360, height: 740 } as const;
test.use({ viewport: PHONE });

/** A request arranged through the API, a fault queued for it, then resumed in a fresh phone browser. */
const resumeArranged = async (
  browser: Browser,
  request: APIRequestContext,
  { prefix = '20', steps, fault }: { prefix?: '20' | '30'; steps?: Steps; fault?: Omit<Fault, 'idSolicitud'> },
) => {
  const started = await apiStart(request, prefix);
  if (steps) await apiConfirm(request, started, steps);
  if (fault) await injectFault(request, { ...fault, idSolicitud: started.idSolicitud });
  const opened = await freshPage(browser);
  await opened.page.setViewportSize(PHONE);
  await resumeThroughCode(opened.page, request, started);
  return { ...opened, started };
};

test('a failed officer list offers Reintentar, and picking the branch again asks again', async ({
  browser,
  request,
}) => {
  const { context, page } = await resumeArranged(browser, request, {
    steps: {},
    fault: {
      path: '/oficiales',
      method: 'GET',
      status: 404,
      errorCode: 'SucursalesNoEncontradas',
      errorMessage: 'No pudimos obtener los oficiales',
      times: 2,
    },
  });
  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  const branch = page.getByRole('radio', { name: 'Palermo' });
  await branch.check();
  await expect(page.getByText('No pudimos cargar los oficiales de esta sucursal.')).toBeVisible();
  // The same branch again asks again (the second fault answers it).
  await branch.click();
  await expect(page.getByText('No pudimos cargar los oficiales de esta sucursal.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  const officers = page.getByRole('group', { name: 'Oficial de cuenta' });
  await officers.getByRole('radio').first().check();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  await context.close();
});

test('no branch for the address: a button back to the address on the data form', async ({
  browser,
  request,
}) => {
  const { context, page } = await resumeArranged(browser, request, {
    steps: {},
    fault: {
      path: '/sucursales',
      method: 'GET',
      status: 404,
      errorCode: 'SucursalesNoEncontradas',
      errorMessage: 'No encontramos sucursales para la localidad indicada',
    },
  });
  await expect(page).toHaveURL('/onboarding-empresas/sucursal');
  await page.getByRole('button', { name: 'Corregir el domicilio' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/detalle/pf');
  await expect(page.getByRole('heading', { name: 'Registrá los datos de tu empresa' })).toBeVisible();
  await expect(page.getByLabel('Localidad')).toHaveValue('PALERMO');
  await context.close();
});
