// The public screens paint from HTML (issue 15): their text is in the page before any JavaScript runs,
// they hydrate without a mismatch (the fixture fails on a hydration error), and a form typed into
// before its code arrived keeps what was typed.
import { expect, test } from './fixtures.ts';
import { digit, gate, hydrated, randomCuit, startFormHydrated, startRequest, tabTo } from './helpers.ts';

const PUBLIC_SCREENS = [
  ['/', 'Abrí tu cuenta empresa'],
  ['/continuar-tramite', 'Retomá tu trámite'],
  ['/preguntas-frecuentes', 'Preguntas frecuentes'],
  ['/error', 'Ups'],
  // A missing file's 404 carries the prerendered 404 page; an extensionless unknown route gets the
  // shell, and the client renders the same 404.
  ['/esto/no/existe.html', '404'],
] as const;

test('each public screen is readable with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of PUBLIC_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  // The start form itself, with its fields and their labels, is in the HTML too.
  await page.goto('/');
  await expect(page.getByLabel('CUIT', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir cuenta' })).toBeDisabled();
  await context.close();
});

test('each public screen hydrates without a mismatch and works', async ({ page }) => {
  for (const [path, heading] of [...PUBLIC_SCREENS, ['/esto/no/existe', '404']]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Hydrated: the header's help button (React's click handler) opens the help modal.
  await page.goto('/preguntas-frecuentes');
  const help = page.getByRole('button', { name: '¿Necesitás ayuda?' });
  await hydrated(help);
  await help.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('what is typed before the form hydrates is kept', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Straight into the DOM, before any interaction has loaded the form's code.
  await page.evaluate(() => {
    const cuit = document.querySelector<HTMLInputElement>('input[name="nroTributario"]');
    if (cuit) cuit.value = '20123456786';
  });
  // The first interaction hydrates the form; a submit then judges the values the form holds.
  await page.getByLabel('Correo Electrónico').fill('ana@example.com');
  await page.getByRole('button', { name: 'Abrir cuenta' }).click();
  await expect(page.getByText('Debe seguir el formato CUIT')).toHaveCount(0);
  await expect(page.getByLabel('CUIT', { exact: true })).toHaveValue('20123456786');
  await expect(page.getByLabel('Nombre/s')).toHaveAttribute('aria-invalid', 'true');
});

// Keys pressed while the form's code is on its way, and while React hydrates it, are kept: its code is
// held back (page.route) and let through after the given number of the CUIT's digits, then the rest
// are typed as React takes over. Typing keeps its own pace: the page is never waited for.
for (const lettingThrough of [0, 4, 8]) {
  test(`keys typed while the start form hydrates are kept (code let through after ${lettingThrough} digits)`, async ({
    page,
  }) => {
    const cuit = randomCuit('20');
    const code = gate();
    await page.route(/\/assets\/start-form-[^/]*\.js$/, async (route) => {
      await code.opened;
      await route.continue();
    });
    await page.goto('/');
    const field = page.getByLabel('CUIT', { exact: true });
    await tabTo(page, field);
    for (const [index, key] of [...cuit].entries()) {
      if (index === lettingThrough) code.open();
      await page.keyboard.press(key);
    }
    code.open();
    await startFormHydrated(page);
    await expect(field).toHaveValue(cuit);
    // The form holds it, not only the page: a submit judges every field but this one wrong.
    await page.getByRole('button', { name: 'Abrir cuenta' }).click();
    await expect(page.getByLabel('Correo Electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-invalid', 'false');
    await expect(field).toHaveValue(cuit);
  });
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 360, height: 740 },
]) {
  test(`hydrating the start form moves nothing on a page scrolled to its end (${viewport.width} px)`, async ({
    page,
  }) => {
    // On a local host 'Abrir cuenta' becomes usable as the form hydrates, which a press on 'No soy un
    // Robot' itself sets off: its reason went away and the page scrolled down under the finger, so the
    // press ended off the box and the first tick was lost (issue 24).
    await page.setViewportSize(viewport);
    await page.goto('/');
    const box = page.getByRole('checkbox', { name: 'No soy un Robot' });
    await expect(box).toHaveAttribute('data-early-press');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const where = () =>
      box.evaluate((element) => ({ top: Math.round(element.getBoundingClientRect().top), scrollY }));
    const before = await where();
    // A key press is a first interaction: the form's code loads and hydrates, and nothing scrolls
    // (pressed again until the app's code, which waits for it, is there to see one).
    await expect(async () => {
      await page.keyboard.press('Shift');
      await expect(box).not.toHaveAttribute('data-early-press', { timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('button', { name: 'Abrir cuenta' })).not.toHaveAttribute('aria-disabled');
    expect(await where()).toEqual(before);
  });
}

test('the code screen paints from HTML for any request id', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/getcode/cualquier-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Validá tu correo electrónico' })).toBeVisible();
  await expect(digit(page, 1)).toBeVisible();
  await expect(page.getByText('Solicitando token')).toBeVisible();
  await context.close();
});

test('a reloaded code screen hydrates, keeps a digit typed before, and runs its machine', async ({
  page,
  request,
}) => {
  const { data } = await startRequest(page, request, { cuit: randomCuit('20') });
  // The screen's code waits, so the prerendered boxes are typed into before anything hydrates them.
  const screenCode = gate();
  await page.route(/\/assets\/otp-screen-[\w-]+\.js$/, async (route) => {
    await screenCode.opened;
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await digit(page, 2).click();
  await page.keyboard.type('7');
  screenCode.open();
  await expect(page.getByText(data.email)).toBeVisible();
  await expect(page.getByText(/^Solicita otro en \d+:\d\d$/)).toBeVisible();
  await expect(digit(page, 2)).toHaveValue('7');
  await expect(digit(page, 2)).toBeFocused();
  // Hydrated: the form's own handler moves on to the next box.
  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  await expect(digit(page, 3)).toBeFocused();
});
