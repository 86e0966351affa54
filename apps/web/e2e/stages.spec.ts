// Stage routes (journey §2): documentation under review, account created and products on their
// way; each shows its texts and a link home.
import { expect, test } from './fixtures.ts';

const STAGES = [
  {
    path: '/onboarding-empresas/evaluando-documentacion',
    heading: 'Estamos evaluando tu documentación',
    texts: ['Un especialista se va a comunicar con vos dentro de las 48 horas hábiles.'],
    link: 'Volver al inicio',
  },
  {
    path: '/onboarding-empresas/cuenta-creada-exitosamente',
    heading: '¡Ya sos cliente!',
    texts: [
      'Vas a recibir un correo electrónico para crear tu clave de banca por internet para empresas.',
      'También vas a recibir otro correo electrónico con el detalle de tus productos.',
    ],
    link: 'Salir',
  },
  {
    path: '/onboarding-empresas/aguardando-productos',
    heading: 'Estamos finalizando la apertura de tus productos',
    texts: ['Vas a recibir un correo electrónico de confirmación.'],
    link: 'Volver al inicio',
  },
];

for (const { path, heading, texts, link } of STAGES) {
  test(`${path}: heading, texts and '${link}' to home`, async ({ page }) => {
    await page.goto(path);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
    const exit = page.getByRole('link', { name: link, exact: true });
    await expect(exit).toHaveAttribute('href', '/');
    await exit.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  });
}
