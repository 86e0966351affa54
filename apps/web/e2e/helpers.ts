// The browser journey the e2e specs share: unique CUITs, the home form, the code screen, the offer
// and the resume form. Every start goes through `submitStart`, which queues its fault and presses
// 'Abrir cuenta' under the start lock (sandbox.ts), so a fault is spent by the start it was meant for.
import type { APIRequestContext, Browser, Locator, Page, Response } from '@playwright/test';
import { expect } from './fixtures.ts';
import { noteTyped } from './pii.ts';
import { API_URL, type Fault, injectFault, readCode, START_PATH, withStartLock } from './sandbox.ts';

/** The app under test: the local build, or another deployment (ALTA_WEB_URL, set by scripts/e2e.mjs). */
export const WEB_URL = process.env.ALTA_WEB_URL ?? 'http://localhost:5173';
export const DEFAULT_ERROR_MESSAGE =
  'No es posible continuar el alta por este canal. Por favor, dirigirse a la sucursal mas cercana.';

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * A valid CUIT (2 + 8 + 1 digits, with its real check digit) no other test uses: 8 random digits
 * make a clash between tests of one run vanishingly unlikely.
 */
export const randomCuit = (prefix: '20' | '30'): string => {
  for (;;) {
    const body = `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (CUIT_WEIGHTS[i] ?? 0), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue; // no valid check digit for this body
    return `${body}${check === 11 ? 0 : check}`;
  }
};

export interface StartData {
  cuit: string;
  actividad?: 'NEGOCIOS_Y_PROFESIONALES' | 'AGRO_NYP';
  email?: string;
  nombres?: string;
  apellidos?: string;
  codigoArea?: string;
  telefono?: string;
}

export const startDefaults = (data: StartData): Required<StartData> => ({
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  email: `e2e-${data.cuit}@example.com`,
  nombres: 'María José',
  apellidos: 'Pérez',
  codigoArea: '11',
  telefono: '43214321',
  ...data,
});

/** Fills the home form and solves its captcha (waits for the token, or the start would be challenged). */
export const fillStartForm = async (page: Page, data: StartData): Promise<Required<StartData>> => {
  const filled = startDefaults(data);
  noteTyped(
    filled.cuit,
    filled.email,
    filled.nombres,
    filled.apellidos,
    filled.telefono,
    `${filled.codigoArea}${filled.telefono}`,
  );
  await page.getByLabel('CUIT', { exact: true }).fill(filled.cuit);
  await page.getByLabel('Actividad').selectOption(filled.actividad);
  await page.getByLabel('Correo Electrónico').fill(filled.email);
  await page.getByLabel('Nombre/s').fill(filled.nombres);
  await page.getByLabel('Apellido/s').fill(filled.apellidos);
  await page.getByLabel('Código de área').fill(filled.codigoArea);
  await page.getByLabel('Número').fill(filled.telefono);
  await solveCaptcha(page);
  return filled;
};

/** Ticks 'No soy un Robot' and waits for its token (the box shows ticked only once it exists). */
export const solveCaptcha = async (page: Page): Promise<void> => {
  const robot = page.getByRole('checkbox', { name: 'No soy un Robot' });
  await robot.evaluate(recordPresses);
  await robot.click();
  await expect(robot).toBeEnabled();
  // A tick before the page has hydrated is replayed once it has, and then the captcha's configuration
  // is fetched: measured at 5 to 8.6 s with the CPU slowed 8× (the first CI failure of this helper
  // was a loaded run past the default 5 s), so it gets the time a slow phone would take.
  try {
    await expect(robot).toBeChecked({ timeout: 15_000 });
  } catch (error) {
    // A lost tick (issue 24) is rare and timing-bound: the failure says what the page saw.
    const seen = await page.evaluate(
      () => (window as unknown as { __captchaPresses?: string[] }).__captchaPresses,
    );
    throw new Error(
      `${(error as Error).message}\nwhat the page saw of the press:\n${(seen ?? []).join('\n')}`,
    );
  }
};

/** Runs in the page: notes each pointer event and click reaching the page, and the box's attributes. */
const recordPresses = (box: Element) => {
  const seen: string[] = [];
  (window as unknown as { __captchaPresses: string[] }).__captchaPresses = seen;
  const started = performance.now();
  const note = (what: string) => seen.push(`${Math.round(performance.now() - started)} ms ${what}`);
  const describe = (target: EventTarget | null) =>
    target instanceof Element
      ? `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}`
      : String(target);
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
    window.addEventListener(
      type,
      (event) =>
        note(
          `${type} on ${describe(event.target)}, box ${(box as HTMLInputElement).checked ? 'ticked' : 'unticked'} [${box.getAttributeNames().join(' ')}]`,
        ),
      true,
    );
  new MutationObserver((changes) => {
    for (const change of changes)
      note(`box ${change.attributeName} = ${box.getAttribute(change.attributeName ?? '')}`);
  }).observe(box, { attributes: true });
};

/**
 * Presses 'Abrir cuenta' (with a fault queued for this very start, if given) and returns the answer.
 * `press` replaces the click, e.g. with a key press for the keyboard-only journey.
 */
export const submitStart = (
  page: Page,
  request: APIRequestContext,
  fault?: Omit<Fault, 'path' | 'method'>,
  press: () => Promise<void> = () => page.getByRole('button', { name: 'Abrir cuenta' }).click(),
): Promise<Response> =>
  withStartLock(async () => {
    // exact: POST /solicitud/{id}/… of the other worker's test must not spend the start's fault.
    if (fault) await injectFault(request, { path: START_PATH, method: 'POST', exact: true, ...fault });
    const answer = page.waitForResponse(
      (response) => response.url() === `${API_URL}/solicitud` && response.request().method() === 'POST',
    );
    await press();
    return answer;
  });

/**
 * Holds the start's answer until the returned release is called, so the short-lived 'Validando...'
 * can be seen and scanned however slow the machine is (a fixed delay raced the checks on CI).
 */
export const holdStart = async (page: Page): Promise<() => void> => {
  const { opened, open } = gate();
  await page.route(`${API_URL}/solicitud`, async (route) => {
    if (route.request().method() === 'POST') await opened;
    await route.continue();
  });
  return open;
};

/** A route handler awaits `opened` until the test, having seen what it needed, calls `open`. */
/** Presses Tab (or Shift+Tab) until the target has the focus: how a keyboard user gets there. */
export const tabTo = async (page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
};

/**
 * Waits until React has hydrated `control` (it carries React's props on the element then). On a
 * prerendered page `networkidle` is not enough: on a busy machine hydration runs on after the last
 * request, and a link clicked before it is a plain page load, not a route change.
 */
export const hydrated = async (control: Locator): Promise<void> => {
  await expect
    .poll(
      () => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      {
        message: 'hydrated by React',
      },
    )
    .toBe(true);
};

/** Waits for the prerendered start form to hydrate (it carries data-early-press until then). */
export const startFormHydrated = (page: Page): Promise<void> =>
  expect(page.locator('form.start-form')).not.toHaveAttribute('data-early-press');

export const gate = (): { opened: Promise<void>; open: () => void } => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

/**
 * Starts a request from the home form (`home`: '/' or a branch-and-officer link) and waits for the
 * code screen; returns its id and data.
 */
export const startRequest = async (
  page: Page,
  request: APIRequestContext,
  data: StartData,
  home = '/',
): Promise<{ idSolicitud: string; data: Required<StartData> }> => {
  await page.goto(home);
  const filled = await fillStartForm(page, data);
  const codeSent = codeRequested(page);
  const response = await submitStart(page, request);
  expect(response.status()).toBe(201);
  const { idSolicitud } = (await response.json()) as { idSolicitud: string };
  await codeScreen(page, idSolicitud, codeSent);
  return { idSolicitud, data: filled };
};

/** The code screen's GET /otp, as the browser gets it. */
const codeRequested = (page: Page): Promise<Response> =>
  page.waitForResponse(
    (response) => response.url().startsWith(`${API_URL}/otp?`) && response.request().method() === 'GET',
  );

/** The code screen of a request is open and has sent its code. */
const codeScreen = async (page: Page, idSolicitud: string, codeSent: Promise<Response>): Promise<void> => {
  await expect(page).toHaveURL(`/getcode/${idSolicitud}`);
  // The code screen asked for its code, so a later resume's code is the newer one. Checked on the
  // answer itself first, so a failure says whether the call or the screen is at fault.
  expect((await codeSent).status(), 'GET /otp').toBe(200);
  await expect(page.getByText(/^Solicita otro en \d+:\d\d$/)).toBeVisible({ timeout: 10_000 });
};

/** Types the code the sandbox "sent" for the request, as a user does, and presses 'Validar'. */
export const validateCode = async (
  page: Page,
  request: APIRequestContext,
  idSolicitud: string,
): Promise<void> => {
  await typeCode(page, await readCode(request, idSolicitud));
  await page.getByRole('button', { name: 'Validar' }).click();
};

/**
 * Starts a request from the home form and validates its code: the product offer is open (the offer
 * loads its summary first, slow on a loaded 2-core box).
 */
export const reachOffer = async (
  page: Page,
  request: APIRequestContext,
  data: StartData,
  home = '/',
): Promise<{ idSolicitud: string; data: Required<StartData> }> => {
  const started = await startRequest(page, request, data, home);
  await validateCode(page, request, started.idSolicitud);
  await expect(page).toHaveURL('/onboarding-empresas/oferta-producto', { timeout: 10_000 });
  return started;
};

/** Fills /continuar-tramite with a CUIT, captcha included, without sending it. */
export const fillResumeForm = async (page: Page, cuit: string): Promise<void> => {
  noteTyped(cuit);
  await page.goto('/continuar-tramite');
  await page.getByLabel('CUIT', { exact: true }).fill(cuit);
  await solveCaptcha(page);
};

/** Resumes by CUIT from /continuar-tramite, captcha included. */
export const resumeWith = async (page: Page, cuit: string): Promise<void> => {
  await fillResumeForm(page, cuit);
  await page.getByRole('button', { name: 'Continuar' }).click();
};

/**
 * Resumes a request by its CUIT on this page and validates the code it asks for again; the page then
 * goes where the sandbox says the request is.
 */
export const resumeThroughCode = async (
  page: Page,
  request: APIRequestContext,
  { cuit, idSolicitud }: { cuit: string; idSolicitud: string },
): Promise<void> => {
  const codeSent = codeRequested(page);
  await resumeWith(page, cuit);
  await codeScreen(page, idSolicitud, codeSent);
  await validateCode(page, request, idSolicitud);
};

/** Matches a route whose last segment is a URL-encoded message. */
export const routeWithMessage = (prefix: string, message: string) => (url: URL) =>
  decodeURIComponent(url.pathname) === `${prefix}/${message}`;

export const digit = (page: Page, n: 1 | 2 | 3 | 4) => page.getByLabel(`Dígito ${n} de 4`);

/** Types the code into the boxes the way a user does: first box, then one key per digit. */
export const typeCode = async (page: Page, code: string): Promise<void> => {
  await digit(page, 1).click();
  await page.keyboard.type(code);
};

/** A wrong code that is still four digits. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** A new browser context on the app, with nothing of any request in its session (a new tab, a break). */
export const freshPage = async (browser: Browser) => {
  const context = await browser.newContext({ baseURL: WEB_URL });
  return { context, page: await context.newPage() };
};
