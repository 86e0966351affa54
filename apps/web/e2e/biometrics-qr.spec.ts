// Identity §5, §7 (issue 5): continuing on a phone from the QR. The computer's QR is read from the
// screen the way a phone's camera app would (a screenshot of the drawn QR decoded with zxing), and its
// URL is opened in a fresh browser context with a phone's viewport and user agent: no sessionStorage,
// no cookies, no bearer. The phone does the front, back and selfie through the upload alternative,
// the identity call and the terms, to success, reading nothing the session would guard; it passes
// info-dni for the data consent, and survives a reload. A QR opened
// more than 90000 ms after it was drawn is refused. On the network (npm start -- --lan), computer and
// phone use the machine's address, and the computer moves on by itself once the phone is done.
import { parseQrQuery, type QrPayload } from '@alta/core/biometrics/qr-payload';
import { readQr } from '@alta/core/testing/biometrics/read-qr';
import { type Browser, devices, type Page, type Request } from '@playwright/test';
import jpeg from 'jpeg-js';
import {
  apiPersonaAtBiometrics,
  cardJpeg,
  dniOf,
  selfieJpeg,
  uploadPhoto,
  useFaceFake,
} from './biometrics-support.ts';
import { holdSession } from './api-setup.ts';
import { LAN_TEST_HOST } from '../../../scripts/lan.mjs';
import { expect, test as base } from './fixtures.ts';
import { QA_URL } from './sandbox.ts';

/** The pages as `npm start -- --lan` serves them on the network; this browser resolves the name here. */
const LAN_URL = `http://${LAN_TEST_HOST}:5173`;
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const rule = `--host-resolver-rules=MAP ${LAN_TEST_HOST} 127.0.0.1`;
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), rule] });
    },
    { scope: 'worker' },
  ],
});

const QR = 'Código QR para continuar desde el celular';
const PROCESS_ERROR = 'Error en el proceso de Biometria, vuelva a intentarlo';
// Twice the pixels a module, so the screenshot reads like a phone's camera would.
test.use({ deviceScaleFactor: 2 });

/** The URL of the QR the computer shows, decoded from a screenshot of it. */
const scanQr = async (page: Page): Promise<{ url: string; payload: QrPayload }> => {
  const shot = await page.getByRole('img', { name: QR }).screenshot({ type: 'jpeg', quality: 100 });
  const image = jpeg.decode(shot, { useTArray: true });
  const url = readQr(image.data, image.width, image.height);
  const payload = parseQrQuery(new URL(url).search);
  if (!payload) throw new Error(`the QR holds no payload: ${url}`);
  return { url, payload };
};

/** A phone of its own: a new context (nothing stored, no cookies) with a phone's screen and agent. */
const openPhone = async (browser: Browser, options: { clockAhead?: number } = {}) => {
  const context = await browser.newContext({ ...devices['Pixel 5'] });
  const phone = await context.newPage();
  if (options.clockAhead) await phone.clock.install({ time: Date.now() + options.clockAhead });
  const calls: Request[] = [];
  phone.on('request', (r) => {
    if (r.url().includes('/onboarding-empresas/v1/')) calls.push(r);
  });
  return { context, phone, calls };
};

const continuar = (page: Page) => page.getByRole('button', { name: 'Continuar', exact: true });

/** On the phone every biometric page keeps the QR's query (a reload needs it): match the path. */
const at = (path: string) => (url: URL) => url.pathname === path;
const QUERY = (url: string) => new URL(url).search;

/** Info-dni as the computer shows it: Continuar, the data consent, and 'Acepto' to the front capture. */
const consentToFront = async (phone: Page) => {
  await expect(phone).toHaveURL(at('/datos-biometricos/info-dni'));
  await continuar(phone).click();
  await expect(phone.getByRole('dialog', { name: 'Consentimiento de uso de datos' })).toBeVisible();
  await phone.getByRole('button', { name: 'Acepto' }).click();
  await expect(phone).toHaveURL(at('/datos-biometricos/dni-provider/validar-dni-frente'));
};

/** Front, back and selfie through the upload alternative (no camera on this phone), to the preview. */
const uploadThree = async (phone: Page, cuit: string) => {
  const card = cardJpeg(dniOf(cuit));
  await uploadPhoto(
    phone,
    'Foto del frente del DNI',
    { name: 'frente.jpg', buffer: card },
    at('/datos-biometricos/dni-provider/validar-dni-preview/'),
  );
  await continuar(phone).click();
  await expect(phone.getByRole('heading', { name: 'Continuamos con el dorso' })).toBeVisible();
  await continuar(phone).click();
  await uploadPhoto(
    phone,
    'Foto del dorso del DNI',
    { name: 'dorso.jpg', buffer: card },
    at('/datos-biometricos/dni-provider/validar-dni-dorso-preview'),
  );
  await continuar(phone).click();
  await expect(phone.getByRole('heading', { name: 'Ahora vamos a continuar con tu rostro' })).toBeVisible();
  await continuar(phone).click();
  await uploadPhoto(
    phone,
    'Foto de tu rostro',
    { name: 'selfie.jpg', buffer: selfieJpeg() },
    at('/datos-biometricos/facecapture-provider/face-preview'),
  );
};

test('the phone opened from the QR does the three images, identity and terms without a session', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const persona = await apiPersonaAtBiometrics(request);
  await holdSession(page, persona);
  await page.goto('/datos-biometricos/info-dni');
  await expect(page.getByRole('img', { name: QR })).toBeVisible();
  const { url, payload } = await scanQr(page);
  expect(new URL(url).pathname).toBe('/datos-biometricos/dni-provider/validar-dni-frente');
  expect(payload).toMatchObject({ doc: persona.cuit.replace(/-/g, ''), idSolicitud: persona.idSolicitud });
  expect(payload.genero).toMatch(/^[MFX]$/);

  const { context, phone, calls } = await openPhone(browser);
  await useFaceFake(phone);
  await phone.goto(url);
  expect(await phone.evaluate(() => sessionStorage.getItem('jwt-token'))).toBeNull();
  // The QR opens the front-capture route; the phone passes info-dni first, for the data consent.
  await consentToFront(phone);
  // A reload (the phone has no session) finds who validates again in the page's own URL.
  expect(QUERY(phone.url())).toBe(QUERY(url));
  await phone.reload();
  await consentToFront(phone);
  await expect(phone.getByText('Tu sesión ha expirado')).toBeHidden();
  await uploadThree(phone, persona.cuit);
  const identity = phone.waitForResponse((r) => r.url().includes('/biometria/validar-identidad/'));
  await continuar(phone).click();
  expect((await identity).status()).toBe(200);

  await expect(phone).toHaveURL(at('/datos-biometricos/terminosycondiciones'));
  await expect(phone.getByText('% de bonificación')).toBeVisible();
  const boxes = phone.getByRole('checkbox', { name: /^Leí y acepto los / });
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
  await continuar(phone).click();
  await expect(phone).toHaveURL('/onboarding-empresas/cuenta-creada-exitosamente');
  await expect(phone.getByText('Tu sesión ha expirado')).toBeHidden();

  // Nothing the phone sent carried a bearer, and it never asked for the request's personal data.
  expect(calls.map((r) => r.headers().authorization).filter(Boolean)).toEqual([]);
  const paths = calls.map((r) => `${r.method()} ${new URL(r.url()).pathname.replace(/^.*\/v1/, '')}`);
  expect(paths.filter((p) => p.startsWith('GET /solicitud/'))).toEqual([]);
  expect(paths).toContain(`POST /biometria/validar-identidad/${persona.idSolicitud}`);
  expect(paths).toContain(`POST /solicitud/${persona.idSolicitud}/aceptar-tyc`);

  // The sandbox counted the phone's attempt for this person, and they are a client now.
  const member = await (
    await request.get(`${QA_URL}/biometria/${persona.idSolicitud}/${persona.cuit}`)
  ).json();
  expect(JSON.stringify(member)).toContain('COMPLETADO');
  await context.close();
});

test('a QR opened on the phone more than 90000 ms after it was drawn is refused: toast, info-dni, scan again', async ({
  page,
  browser,
  request,
}) => {
  await holdSession(page, await apiPersonaAtBiometrics(request));
  await page.goto('/datos-biometricos/info-dni');
  const { url } = await scanQr(page);

  // The phone's clock is 91 s past the computer's: the QR it opens was drawn 91 s ago.
  const { context, phone, calls } = await openPhone(browser, { clockAhead: 91_000 });
  await phone.goto(url);
  await expect(phone.getByText(PROCESS_ERROR)).toBeVisible();
  await expect(phone).toHaveURL(at('/datos-biometricos/info-dni'));
  await expect(phone.getByRole('heading', { name: 'Validemos tu identidad' })).toBeVisible();
  await expect(phone.getByText('El código QR venció.', { exact: false })).toBeVisible();
  await expect(continuar(phone)).toHaveCount(0);
  expect(calls).toEqual([]);
  await context.close();
});

test('the phone cannot read the attempts: the identity call refuses the last one, as the catalogue says', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const persona = await apiPersonaAtBiometrics(request);
  // Every attempt used (the member list would show BLOQUEADO); the QR does not say so.
  const set = await request.patch(`${QA_URL}/biometria/${persona.idSolicitud}/${persona.cuit}`, {
    data: { estado: 'FALLIDO', cantidadIntentos: 3 },
  });
  expect(set.ok()).toBe(true);
  await holdSession(page, persona);
  await page.goto('/datos-biometricos/info-dni');
  const { url } = await scanQr(page);

  const { context, phone } = await openPhone(browser);
  await useFaceFake(phone);
  await phone.goto(url);
  await consentToFront(phone);
  await uploadThree(phone, persona.cuit);
  const identity = phone.waitForResponse((r) => r.url().includes('/biometria/validar-identidad/'));
  await continuar(phone).click();
  expect((await identity).status()).toBe(400);
  await expect(phone).toHaveURL(`/error-primary/${encodeURIComponent('No se puede realizar la biometria')}`);
  await expect(phone.getByText('No se puede realizar la biometria')).toBeVisible();
  await context.close();
});

test('on the network: the QR carries the LAN address, the phone finishes there, and the computer moves on by itself', async ({
  browser,
  request,
  recorded,
}) => {
  test.setTimeout(120_000);
  const persona = await apiPersonaAtBiometrics(request);
  const computer = await (await browser.newContext({ baseURL: LAN_URL })).newPage();
  await holdSession(computer, persona);
  await computer.goto('/datos-biometricos');
  await expect(computer.getByRole('img', { name: QR })).toBeVisible();
  const { url, payload } = await scanQr(computer);
  expect(new URL(url).origin).toBe(LAN_URL);
  expect(payload.tipoPersona).toBe('FISICA');

  const { context, phone, calls } = await openPhone(browser);
  await useFaceFake(phone);
  await phone.goto(url);
  await consentToFront(phone);
  await uploadThree(phone, persona.cuit);
  await continuar(phone).click();
  await expect(phone).toHaveURL(at('/datos-biometricos/terminosycondiciones'));
  // The identity is validated, the terms not yet: the computer still offers its QR.
  await expect(computer.getByRole('img', { name: QR })).toBeVisible();
  const boxes = phone.getByRole('checkbox', { name: /^Leí y acepto los / });
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
  await continuar(phone).click();
  await expect(phone).toHaveURL(at('/onboarding-empresas/cuenta-creada-exitosamente'));

  // The computer reads the request every 5 s and follows without a click.
  await expect(computer).toHaveURL(`${LAN_URL}/onboarding-empresas/cuenta-creada-exitosamente`, {
    timeout: 15_000,
  });
  await expect(computer.getByText('Tu sesión ha expirado')).toBeHidden();
  // The phone called the sandbox on the network address (CORS and CSP let it), and one sign-up
  // counted once, with the request's person type, across both devices.
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((r) => r.url().startsWith(`http://${LAN_TEST_HOST}:8090/`))).toBe(true);
  const signUps = recorded.analytics.filter((e) => e.event === 'alta_exitosa');
  expect(signUps).toMatchObject([{ tipoPersona: 'FISICA', iniciativeId: 'OBE-NYP' }]);
  await context.close();
});
