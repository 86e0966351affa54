// Skips the steps a spec does not test by calling the sandbox the way the app does: a request started
// and its code validated through the API, and data forms confirmed with core's own payload builders,
// so a spec can go straight to what it checks (resume, /sucursal) and the model suite's driver can
// make a record complete. Calls run under the start lock, since faults are matched by path and a
// start fault would also match a confirm call.
import {
  buildPersonaFisicaPayload,
  type PersonaFisicaPayloadParts,
  personaFisicaFormSchema,
} from '@alta/core/persona-fisica/persona-fisica.schema';
import {
  buildPersonaJuridicaPayload,
  personaJuridicaFormSchema,
} from '@alta/core/persona-juridica/persona-juridica.schema';
import { STORAGE_KEYS } from '@alta/core/session/storage';
import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { COMPANY_DATA, DOMICILIO, type Domicilio, PERSONAL_DATA } from './data-forms.ts';
import { expect } from './fixtures.ts';
import { randomCuit, startDefaults } from './helpers.ts';
import { API_URL, readCode, withStartLock } from './sandbox.ts';

export interface ApiRequest {
  cuit: string;
  idSolicitud: string;
  token: string;
}

const WAF = { 'x-aws-waf-token': 'sandbox-captcha-key:e2e' };

/** The XSRF header, when the request context already holds the sandbox's cookie. */
const xsrf = async (request: APIRequestContext): Promise<Record<string, string>> => {
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': cookie.value } : {};
};

/** A request started and its code validated through the API: its CUIT, id and bearer token. */
export const apiStart = (
  request: APIRequestContext,
  prefix: '20' | '30',
  cuit = randomCuit(prefix),
): Promise<ApiRequest> =>
  withStartLock(async () => {
    const { cuit: _, ...form } = startDefaults({ cuit });
    const started = await request.post(`${API_URL}/solicitud`, {
      headers: { ...WAF, ...(await xsrf(request)) },
      data: { nroTributario: cuit, ...form },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { idSolicitud } = (await started.json()) as { idSolicitud: string };
    expect((await request.get(`${API_URL}/otp?idSolicitud=${idSolicitud}`)).ok()).toBe(true);
    const code = await readCode(request, idSolicitud);
    const validated = await request.post(`${API_URL}/otp`, {
      headers: await xsrf(request),
      data: { token: code, idSolicitud },
    });
    expect(validated.ok(), await validated.text()).toBe(true);
    const token = (validated.headers().authorization ?? '').replace(/^Bearer /, '');
    expect(token).not.toBe('');
    return { cuit, idSolicitud, token };
  });

/** The request and token of a page that went through the code (what its sessionStorage holds). */
export const pageRequest = async (page: Page): Promise<ApiRequest> => {
  const held = await page.evaluate(
    (keys) => ({
      idSolicitud: sessionStorage.getItem(keys.requestId) ?? '',
      token: sessionStorage.getItem(keys.token) ?? '',
      cuit: sessionStorage.getItem(keys.nroTributario) ?? '',
    }),
    STORAGE_KEYS,
  );
  expect(held.token).not.toBe('');
  return held;
};

/** Palermo's branch (sandbox seed) and its second officer. */
export const PALERMO = { sucursalCodigo: '002', oficialCodigo: 'OF-002-2' } as const;

export interface Steps {
  sucursal?: boolean;
  /** Persona física only: the card picked up at the branch. */
  entrega?: boolean;
}

/** What a confirm call carries besides the data form: the address typed there and the later steps. */
export interface ConfirmParts {
  domicilio?: Domicilio;
  /** The branch and officer of /sucursal; none before that step. */
  seleccion?: PersonaFisicaPayloadParts['seleccion'];
  /** Persona física only: the card delivery of /envio-tarjeta; none before that step. */
  entrega?: PersonaFisicaPayloadParts['entrega'];
}

export type ConfirmPath = 'confirmar-datos-fisica' | 'confirmar-datos-juridica';

const today = new Date().toISOString().slice(0, 10);

/**
 * The confirm call of a CUIT's flow as the app builds it (core's payload builders), from what the data
 * form is filled with in the browser specs (data-forms.ts) and, as given, the later steps.
 */
export const confirmation = (
  cuit: string,
  { domicilio = DOMICILIO, seleccion = null, entrega = null }: ConfirmParts = {},
): { path: ConfirmPath; payload: unknown } => {
  const flags = { fatca: false, sujetoObligado: false };
  if (cuit.startsWith('3')) {
    const datos = v.parse(personaJuridicaFormSchema, {
      ...COMPANY_DATA,
      ...flags,
      nroTributario: cuit,
      razonSocial: `EMPRESA ${cuit} S.A.`,
      actividad: 'NEGOCIOS_Y_PROFESIONALES',
      domicilio,
      franquicia: false,
    });
    return { path: 'confirmar-datos-juridica', payload: buildPersonaJuridicaPayload({ datos, seleccion }) };
  }
  const datos = v.parse(personaFisicaFormSchema(today), {
    ...PERSONAL_DATA,
    ...flags,
    nroTributario: cuit,
    actividad: 'NEGOCIOS_Y_PROFESIONALES',
    domicilio,
    pep: false,
  });
  return {
    path: 'confirmar-datos-fisica',
    payload: buildPersonaFisicaPayload({ datos, seleccion, entrega }),
  };
};

/**
 * POSTs to the API as the app does, with the request's bearer and the XSRF header, under the start
 * lock; the sandbox must accept it.
 */
export const apiPost = (
  request: APIRequestContext,
  { token }: ApiRequest,
  path: string,
  data: unknown,
): Promise<void> =>
  withStartLock(async () => {
    const answer = await request.post(`${API_URL}/${path}`, {
      headers: { Authorization: `Bearer ${token}`, ...(await xsrf(request)) },
      data,
    });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  });

/** Makes one confirm call of the request. */
export const apiConfirmCall = (
  request: APIRequestContext,
  held: ApiRequest,
  { path, payload }: { path: ConfirmPath; payload: unknown },
): Promise<void> => apiPost(request, held, `solicitud/${held.idSolicitud}/${path}`, payload);

/** Confirms the data form, and as asked the branch and the card delivery, as the app would one by one. */
export const apiConfirm = async (request: APIRequestContext, held: ApiRequest, steps: Steps = {}) => {
  const seleccion = steps.sucursal ? PALERMO : null;
  const sequence: ConfirmParts[] = [
    {},
    ...(seleccion ? [{ seleccion }] : []),
    ...(steps.entrega ? [{ seleccion, entrega: { retiroSucursal: true } as const }] : []),
  ];
  for (const step of sequence) await apiConfirmCall(request, held, confirmation(held.cuit, step));
};

/** An officer's name as /sucursal shows it. */
export const officerName = async (
  request: APIRequestContext,
  { token }: ApiRequest,
  sucursal: string,
  oficial: string,
): Promise<string> => {
  const answer = await request.get(`${API_URL}/sucursales/${sucursal}/oficiales`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  const { oficiales } = (await answer.json()) as {
    oficiales: { codigo: string; nombre: string; apellido: string }[];
  };
  const found = oficiales.find((o) => o.codigo === oficial);
  expect(found, `officer ${oficial}`).toBeDefined();
  return `${found?.nombre} ${found?.apellido}`;
};

/** The page holds the request's session, as after the e-mail code. */
export const holdSession = async (page: Page, held: ApiRequest): Promise<void> => {
  await page.goto('/preguntas-frecuentes');
  await page.evaluate(
    ({ keys, held }) => {
      sessionStorage.setItem(keys.token, held.token);
      sessionStorage.setItem(keys.requestId, held.idSolicitud);
      sessionStorage.setItem(keys.nroTributario, held.cuit);
    },
    { keys: STORAGE_KEYS, held },
  );
};

/**
 * The product offer of a new request, as after the e-mail code: started and validated through the
 * API (the start and the code have their own specs), its session put in the page, the offer open.
 */
export const openOffer = async (
  page: Page,
  request: APIRequestContext,
  prefix: '20' | '30' = '20',
): Promise<ApiRequest> => {
  const held = await apiStart(request, prefix);
  await holdSession(page, held);
  await page.goto('/onboarding-empresas/oferta-producto');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  return held;
};

/** A new request past the offer: the data form of the person type is open. Returns its CUIT. */
export const reachDataForm = async (
  page: Page,
  request: APIRequestContext,
  prefix: '20' | '30' = '20',
): Promise<string> => {
  const { cuit } = await openOffer(page, request, prefix);
  await page.getByRole('button', { name: 'Continuar' }).click();
  const [path, title] =
    prefix === '20'
      ? ['/onboarding-empresas/detalle/pf', 'Registrá los datos de tu empresa']
      : ['/onboarding-empresas/detalle/pj', 'Datos de la empresa'];
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  return cuit;
};
