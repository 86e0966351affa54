// Issue 7, WCAG 2.2 AA, the pages outside the journey's forms: axe-core on the FAQ, the error routes,
// the 404, an invalid link and the stage screens. This file's axe totals are printed after its tests.
import { logAxeTotals, scan } from './axe.ts';
import { expect, test } from './fixtures.ts';

logAxeTotals();

const message = (text: string) => encodeURIComponent(text);

test('axe: the FAQ, the error routes, the 404 and an invalid link', async ({ page }) => {
  await page.goto('/preguntas-frecuentes');
  await page.locator('summary').first().click();
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
  await scan(page, '/preguntas-frecuentes (an item open)');

  const pages: [string, string, string][] = [
    ['/error', '/error', 'No es posible continuar el alta por este canal.'],
    [`/error-primary/${message('x')}`, '/error-primary/x', 'x'],
    [`/error-secondary/${message('x')}`, '/error-secondary/x', 'x'],
    ['/esto/no/existe', '404', '404'],
    ['/hola', "'Ruta no válida'", 'Ruta no válida'],
  ];
  for (const [path, state, text] of pages) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: text === 'x' || text === '404' }).first()).toBeVisible();
    await scan(page, state);
  }
});

test('axe: the stage screens', async ({ page }) => {
  const stages: [string, string][] = [
    ['/onboarding-empresas/evaluando-documentacion', 'Estamos evaluando tu documentación'],
    ['/onboarding-empresas/cuenta-creada-exitosamente', '¡Ya sos cliente!'],
    ['/onboarding-empresas/aguardando-productos', 'Estamos finalizando la apertura de tus productos'],
  ];
  for (const [path, heading] of stages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await scan(page, path);
  }
});
