// Issue 24, part A: nothing typed is lost by a reload, on a phone (360×740): the members of
// /integrantes, and the code screen (no new code, the theme kept).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { randomCuit, startRequest, typeCode } from './helpers.ts';
import { addMember, resumeCompanyAt } from './members-documents.ts';
import { API_URL, readCode } from './sandbox.ts';
import { PHONE } from './phone-journey.ts';

test.use({ viewport: PHONE });

test('members typed on /integrantes survive a reload', async ({ page, request }) => {
  await resumeCompanyAt(page, request, 'integrantes');
  await addMember(page, {
    nombres: 'Ana María',
    apellidos: 'Gómez',
    cuit: '27-23456789-1',
    porcentaje: '60',
    firmante: true,
    representante: true,
    email: 'ana.gomez@example.com',
  });
  await expect(page.getByText('Integrantes cargados (1)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Integrantes cargados (1)')).toBeVisible();
  await expect(page.getByText('Ana María Gómez')).toBeVisible();
});

/** The GET /otp calls the page makes from now on. */
const codeRequests = (page: Page): string[] => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().startsWith(`${API_URL}/otp?`)) seen.push(r.url());
  });
  return seen;
};

test('a reload of /getcode asks for no new code: the one in the mailbox still works, its countdown goes on', async ({
  page,
  request,
}) => {
  const { idSolicitud } = await startRequest(page, request, { cuit: randomCuit('20') });
  const code = await readCode(request, idSolicitud);
  const requests = codeRequests(page);
  await page.reload();
  await expect(page.getByText(/^Solicita otro en 0:[0-5]\d$/)).toBeVisible();
  expect(requests).toEqual([]);
  expect(await readCode(request, idSolicitud)).toBe(code);
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/oferta-producto', { timeout: 10_000 });
});

test('/getcode keeps the agro theme of the start form after a reload', async ({ page, request }) => {
  await startRequest(page, request, { cuit: randomCuit('20'), actividad: 'AGRO_NYP' });
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'agro');
  await page.reload();
  await expect(page.getByText(/^Solicita otro en \d+:\d\d$/)).toBeVisible();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'agro');
});
