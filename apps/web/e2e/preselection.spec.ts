// Journey §2 (issue 3): a home page opened with a branch-and-officer link (/{base64}) preselects that
// branch and officer on /sucursal, for a persona física and for a company, after the e-mail code.
// The data form is confirmed through the API (it is not what is tested here).
import { encodeHomeParam } from '@alta/core/home/home-param';
import { apiConfirm, officerName, PALERMO, pageRequest } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { randomCuit, reachOffer } from './helpers.ts';

const LINK = `/${encodeHomeParam({ idSucursal: PALERMO.sucursalCodigo, idOficial: PALERMO.oficialCodigo })}`;

for (const prefix of ['20', '30'] as const) {
  test(`${prefix === '20' ? 'persona física' : 'persona jurídica'}: the home link's branch and officer are preselected on /sucursal`, async ({
    page,
    request,
  }) => {
    await reachOffer(page, request, { cuit: randomCuit(prefix) }, LINK);

    const held = await pageRequest(page);
    await apiConfirm(request, held);
    await page.goto('/onboarding-empresas/sucursal');
    await expect(page.getByRole('radio', { name: 'Palermo' })).toBeChecked();
    const officer = await officerName(request, held, PALERMO.sucursalCodigo, PALERMO.oficialCodigo);
    await expect(page.getByRole('radio', { name: officer })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
}
