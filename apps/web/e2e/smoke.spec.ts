import { expect, test } from './fixtures.ts';

test('home is served with a strict CSP and the app title', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);

  const csp = response?.headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');

  await expect(page).toHaveTitle('Alta Empresas');
});
