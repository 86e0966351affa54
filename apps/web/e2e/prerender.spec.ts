// The public screens paint from HTML (issue 15): their text is in the page before any JavaScript runs,
// they hydrate without a mismatch (the fixture fails on a hydration error), and a form typed into
// before its code arrived keeps what was typed.
import { expect, test } from './fixtures.ts';

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
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: '¿Necesitás ayuda?' }).click();
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
