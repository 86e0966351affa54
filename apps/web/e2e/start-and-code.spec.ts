// Journey §2 and identity §2 screen 1: the home form starts a request, /loading validates it, the
// e-mail code is typed as a user would, and a fresh start goes on to the product offer.
import { expect, test } from './fixtures.ts';
import {
  digit,
  fillStartForm,
  randomCuit,
  holdStart,
  startRequest,
  submitStart,
  typeCode,
  wrongCode,
} from './helpers.ts';
import { readCode } from './sandbox.ts';

const PEOPLE = [
  {
    kind: 'persona física',
    prefix: '20',
    actividad: 'AGRO_NYP',
    next: '/onboarding-empresas/detalle/pf',
    tipoPersona: 'FISICA',
    iniciativeId: 'OBE-NYP',
  },
  {
    kind: 'persona jurídica',
    prefix: '30',
    actividad: 'NEGOCIOS_Y_PROFESIONALES',
    next: '/onboarding-empresas/detalle/pj',
    tipoPersona: 'JURIDICA',
    iniciativeId: 'OBE-PYME',
  },
] as const;

for (const { kind, prefix, actividad, next, tipoPersona, iniciativeId } of PEOPLE) {
  test(`${kind}: home form → loading → e-mail code → offer`, async ({ page, request, recorded }) => {
    await page.goto('/');
    const data = await fillStartForm(page, { cuit: randomCuit(prefix), actividad });
    const release = await holdStart(page);
    const answer = submitStart(page, request);
    await expect(page).toHaveURL('/loading');
    await expect(page.getByText('Validando...')).toBeVisible();
    release();
    const response = await answer;
    expect(response.status()).toBe(201);
    const { idSolicitud } = (await response.json()) as { idSolicitud: string };
    await expect(page.getByText('Validación correcta')).toBeVisible();
    await expect(page).toHaveURL(`/getcode/${idSolicitud}`);

    await expect(page.getByRole('heading', { name: 'Validá tu correo electrónico' })).toBeVisible();
    await expect(page.getByText(data.email)).toBeVisible();
    await expect(page.getByText(/^Solicita otro en \d+:\d\d$/)).toBeVisible();
    // The e-mail is the screen's route parameter (identity §2): a reload keeps it, the URL never shows it.
    await page.reload();
    await expect(page.getByText(data.email)).toBeVisible();
    expect(page.url()).not.toContain('@');
    // The reload asked for a new code: once its countdown shows, the mailbox holds the new one.
    await expect(page.getByText(/^Solicita otro en \d+:\d\d$/)).toBeVisible();
    const code = await readCode(request, idSolicitud);
    await typeCode(page, code);
    for (const [i, n] of ([1, 2, 3, 4] as const).entries())
      await expect(digit(page, n)).toHaveValue(code[i] ?? '');
    await page.getByRole('button', { name: 'Validar' }).click();
    await expect(page.getByText('Validación correcta')).toBeVisible();

    await expect(page).toHaveURL('/onboarding-empresas/oferta-producto');
    await expect(page.getByRole('heading', { name: 'Esta es tu oferta' })).toBeVisible();
    await expect(page.getByText('100% de bonificación')).toBeVisible();
    await expect(page.getByText('12 meses')).toBeVisible();
    if (actividad === 'AGRO_NYP') {
      await expect(page.getByText('Paquete Agro')).toBeVisible();
      await expect(page.locator('body')).toHaveAttribute('data-theme', 'agro');
    } else {
      await expect(page.getByText('Paquete Agro')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The offer hands over to the data form of the person type.
    await expect(page).toHaveURL(next);

    // Identity §7: both events, with the tab's operation id, the person type and the initiative;
    // the fixture checks that none of them carries personal data.
    const operationId = await page.evaluate(
      () => sessionStorage.getItem('operationId') ?? sessionStorage.getItem('sessionId'),
    );
    expect(operationId).toBeTruthy();
    const expected = { operationId, tipoPersona, iniciativeId, nroTramite: '00000000000' };
    expect(recorded.analytics).toEqual([
      { event: 'validacion_email', ...expected },
      { event: 'acepta_oferta', ...expected },
    ]);
  });
}

test('the code screen focuses the first box on arrival', async ({ page, request }) => {
  await startRequest(page, request, { cuit: randomCuit('20') });
  await expect(digit(page, 1)).toBeFocused();
});

test('a wrong code shows the toast and clears the boxes; the right one then goes through', async ({
  page,
  request,
}) => {
  const { idSolicitud } = await startRequest(page, request, { cuit: randomCuit('20') });
  const code = await readCode(request, idSolicitud);
  await typeCode(page, wrongCode(code));
  await page.getByRole('button', { name: 'Validar' }).click();

  await expect(page.getByText('El código ingresado es incorrecto')).toBeVisible();
  for (const n of [1, 2, 3, 4] as const) await expect(digit(page, n)).toHaveValue('');
  await expect(digit(page, 1)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Validar' })).toBeDisabled();

  await typeCode(page, code);
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page).toHaveURL('/onboarding-empresas/oferta-producto');
});

test('pasting the code fills the four boxes', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { idSolicitud } = await startRequest(page, request, { cuit: randomCuit('30') });
  const code = await readCode(request, idSolicitud);
  await page.evaluate((text) => navigator.clipboard.writeText(text), ` ${code} `);
  await digit(page, 1).focus();
  await page.keyboard.press('ControlOrMeta+V');
  for (const [i, n] of ([1, 2, 3, 4] as const).entries())
    await expect(digit(page, n)).toHaveValue(code[i] ?? '');
  await expect(page.getByRole('button', { name: 'Validar' })).toBeEnabled();
});

test("'Volver' goes home, and a second start in the same tab focuses the first box again", async ({
  page,
  request,
}) => {
  await startRequest(page, request, { cuit: randomCuit('20') });
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Abrí tu cuenta empresa' })).toBeVisible();
  // No reload: the code screen's bundle is loaded now, the path where the shell's heading focus
  // runs after the screen's own.
  await fillStartForm(page, { cuit: randomCuit('30') });
  const response = await submitStart(page, request);
  const { idSolicitud } = (await response.json()) as { idSolicitud: string };
  await expect(page).toHaveURL(`/getcode/${idSolicitud}`);
  await expect(digit(page, 1)).toBeFocused();
});
