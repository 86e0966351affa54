// Photos of the journey's first pages at 360 px wide for the analysts' page (issue 26):
// docs/statecharts/index.html links a state to the photo of its page in docs/statecharts/screens/
// (git-ignored; each e2e run writes them again). One request walks home → code → offer → company form.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREEN_PAGES, SCREEN_WIDTH, SCREENS_DIR, screenFile } from '@alta/core/diagrams/screens';
import { paths } from '@alta/core/routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { randomCuit, startRequest, validateCode } from './helpers.ts';

const dir = join(fileURLToPath(new URL('../../../', import.meta.url)), SCREENS_DIR);
const taken: string[] = [];

/** The page as it is now, under the file name the analysts' page links for `page`. */
const photo = async (tab: Page, page: string) => {
  await tab.evaluate(() => document.fonts.ready);
  await tab.screenshot({ path: join(dir, screenFile(page)), fullPage: true });
  taken.push(page);
};

test.use({ viewport: { width: SCREEN_WIDTH, height: 780 } });

test(`photographs the journey's first pages at ${SCREEN_WIDTH} px for docs/statecharts/index.html`, async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  mkdirSync(dir, { recursive: true });
  for (const path of [paths.home, paths.resume, paths.faq]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await photo(page, path);
  }
  const { idSolicitud } = await startRequest(page, request, { cuit: randomCuit('30') });
  await photo(page, paths.otp('{idSolicitud}').replace('%7BidSolicitud%7D', '{idSolicitud}'));
  expect(page.url()).toContain(idSolicitud);
  await validateCode(page, request, idSolicitud);
  await expect(page).toHaveURL(paths.offer, { timeout: 10_000 });
  await photo(page, paths.offer);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(paths.personaJuridicaForm);
  await expect(page.getByRole('heading', { name: 'Datos de la empresa' })).toBeVisible();
  await photo(page, paths.personaJuridicaForm);
  expect(taken).toEqual(SCREEN_PAGES);
});
