// The connection drops after a flow screen has loaded: the call that fails for want of an answer
// leads to the error page (journey §8: a failure without a code is technical), and that page is
// drawn without fetching any more code, because the network that would bring it is gone.
import { TECHNICAL_ERROR_MESSAGE } from '@alta/core/errors/catalogue';
import { fillAddress, fillPersonalData, validateAddress } from './data-forms.ts';
import { reachDataForm } from './api-setup.ts';
import { expect, test } from './fixtures.ts';

test('offline on the data form: Continuar shows the error page, not a screen that never loads', async ({
  page,
  request,
}) => {
  await reachDataForm(page, request);
  await fillPersonalData(page);
  await fillAddress(page);
  await validateAddress(page);
  const fetchedOffline: string[] = [];
  page.on('requestfailed', (failed) => {
    if (failed.resourceType() === 'script') fetchedOffline.push(failed.url());
  });
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ups' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(TECHNICAL_ERROR_MESSAGE, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  expect(fetchedOffline).toEqual([]);
  await page.context().setOffline(false);
});
