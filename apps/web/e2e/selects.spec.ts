// Identity §9 and §5 (issue 3) in a real browser: the gender select's options and empty default, the
// keyboard type-ahead whose query clears after 350 ms, a list that opens at most 15rem tall and
// scrolls (customizable select), and no axe violation with the list open.
import { reachDataForm } from './api-setup.ts';
import { scan } from './axe.ts';
import { expect, test } from './fixtures.ts';

test('selects: gender options, type-ahead that clears after 350 ms, a list at most 15rem tall', async ({
  page,
  request,
}) => {
  // Tall enough for the whole province list, so only the 15rem limit can make it scroll.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await reachDataForm(page, request);

  const genero = page.getByLabel('Género');
  await expect(genero.locator('option')).toHaveText([
    'Seleccione al menos una opción',
    'Masculino',
    'Femenino',
    'No Binario',
  ]);
  await expect(genero).toHaveValue('');
  await genero.focus();
  await page.keyboard.press('n');
  await expect(genero).toHaveValue('X');
  // Typed at once, "mf" names nothing: Masculino stays. Playwright sends each key on its own, so
  // on a loaded machine two keys can land more than 350 ms apart; such a try is typed again.
  await expect(async () => {
    await page.waitForTimeout(400);
    await page.keyboard.type('mf');
    await expect(genero).toHaveValue('M', { timeout: 500 });
  }).toPass({ intervals: [0], timeout: 15_000 });
  await page.waitForTimeout(400);
  await page.keyboard.press('f');
  await expect(genero).toHaveValue('F');

  const provincia = page.getByLabel('Provincia');
  await provincia.click();
  const first = provincia.getByRole('option', { name: 'CIUDAD AUTONOMA DE BUENOS AIRES' });
  const last = provincia.getByRole('option', { name: 'TUCUMAN' });
  await expect(first).toBeInViewport();
  await expect(last).not.toBeInViewport();
  const list = await provincia.evaluate((select) => {
    const options = [...(select as HTMLSelectElement).options];
    const top = options[1]?.getBoundingClientRect().top ?? 0;
    return { content: (options.at(-1)?.getBoundingClientRect().bottom ?? 0) - top };
  });
  expect(list.content).toBeGreaterThan(240);

  await scan(page, 'data form, the province list open');

  await expect(async () => {
    await page.waitForTimeout(400);
    await page.keyboard.type('tu');
    await expect(last).toBeFocused({ timeout: 500 });
  }).toPass({ intervals: [0], timeout: 15_000 });
  await expect(last).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(provincia).toHaveValue('TUCUMAN');
});
