// Journey §2, §4 (issue 3): resuming (/continuar-tramite) in a fresh browser after each step of the
// data flows lands on the next step's page. The steps are confirmed through the API with core's
// payload builders; what is tested is where the resume goes.
import { type ApiRequest, apiConfirm, apiStart, type Steps } from './api-setup.ts';
import { expect, test } from './fixtures.ts';
import { resumeThroughCode, WEB_URL } from './helpers.ts';

const CASES: { name: string; prefix: '20' | '30'; steps: Steps; lands: string }[] = [
  {
    name: 'persona física after the data form',
    prefix: '20',
    steps: {},
    lands: '/onboarding-empresas/sucursal',
  },
  {
    name: 'persona física after /sucursal',
    prefix: '20',
    steps: { sucursal: true },
    lands: '/onboarding-empresas/envio-tarjeta',
  },
  {
    name: 'persona física after /envio-tarjeta',
    prefix: '20',
    steps: { sucursal: true, entrega: true },
    lands: '/datos-biometricos/info-dni',
  },
  {
    name: 'persona jurídica after the data form',
    prefix: '30',
    steps: {},
    lands: '/onboarding-empresas/sucursal',
  },
  {
    name: 'persona jurídica after /sucursal',
    prefix: '30',
    steps: { sucursal: true },
    lands: '/onboarding-empresas/integrantes',
  },
];

for (const { name, prefix, steps, lands } of CASES) {
  test(`resume: ${name} → ${lands}`, async ({ browser, request }) => {
    const started: ApiRequest = await apiStart(request, prefix);
    await apiConfirm(request, started, steps);

    // A fresh browser: nothing of the request in its session, as after closing the tab.
    const context = await browser.newContext({ baseURL: WEB_URL });
    const page = await context.newPage();
    await resumeThroughCode(page, request, started);
    await expect(page).toHaveURL(lands);
    await context.close();
  });
}
