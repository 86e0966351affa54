// Skips the steps a spec does not test by calling the sandbox the way the app does: a request started
// and its code validated through the API, and data forms confirmed with core's own payload builders,
// so a spec can go straight to what it checks (resume, /sucursal). Calls run under the start lock,
// since faults are matched by path and a start fault would also match a confirm call.
import {
  buildPersonaFisicaPayload,
  personaFisicaFormSchema,
} from '@alta/core/persona-fisica/persona-fisica.schema';
import {
  buildPersonaJuridicaPayload,
  personaJuridicaFormSchema,
} from '@alta/core/persona-juridica/persona-juridica.schema';
import type { APIRequestContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { expect } from './fixtures.ts';
import { API_URL, randomCuit, readCode, startDefaults, withStartLock } from './helpers.ts';

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
export const apiStart = (request: APIRequestContext, prefix: '20' | '30'): Promise<ApiRequest> =>
  withStartLock(async () => {
    const cuit = randomCuit(prefix);
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
  const held = await page.evaluate(() => ({
    idSolicitud: sessionStorage.getItem('nroTramite') ?? '',
    token: sessionStorage.getItem('jwt-token') ?? '',
    cuit: sessionStorage.getItem('nroTributario') ?? '',
  }));
  expect(held.token).not.toBe('');
  return held;
};

export const DOMICILIO = {
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  localidad: 'PALERMO',
  calle: 'Av. Santa Fe',
  numero: '3253',
  piso: '5',
  departamento: 'B',
  codigoPostal: 'C1425BGH',
};
/** Palermo's branch (sandbox seed) and its second officer. */
export const PALERMO = { sucursalCodigo: '002', oficialCodigo: 'OF-002-2' } as const;

export interface Steps {
  sucursal?: boolean;
  /** Persona física only: the card picked up at the branch. */
  entrega?: boolean;
}

const today = new Date().toISOString().slice(0, 10);

const payloadFor = (cuit: string, steps: Steps) => {
  const seleccion = steps.sucursal ? PALERMO : null;
  if (cuit.startsWith('3')) {
    const datos = v.parse(personaJuridicaFormSchema, {
      nroTributario: cuit,
      razonSocial: `EMPRESA ${cuit} S.A.`,
      nombreFantasia: 'Panadería La Espiga',
      actividad: 'NEGOCIOS_Y_PROFESIONALES',
      tipoSociedad: 'SRL',
      condicionIVA: 'RESPONSABLE_INSCRIPTO',
      condicionGanancias: 'INSCRIPTO',
      facturacion: '1500000',
      domicilio: DOMICILIO,
      fatca: false,
      sujetoObligado: false,
      franquicia: false,
    });
    return { path: 'confirmar-datos-juridica', payload: buildPersonaJuridicaPayload({ datos, seleccion }) };
  }
  const datos = v.parse(personaFisicaFormSchema(today), {
    nroTributario: cuit,
    nombre: 'María José',
    apellido: 'Pérez',
    genero: 'F',
    estadoCivil: 'SOLTERO',
    fechaNacimiento: '1990-05-10',
    actividad: 'NEGOCIOS_Y_PROFESIONALES',
    condicionIVA: 'MONOTRIBUTO',
    condicionGanancias: 'INSCRIPTO',
    domicilio: DOMICILIO,
    pep: false,
    fatca: false,
    sujetoObligado: false,
  });
  const entrega = steps.entrega ? ({ retiroSucursal: true } as const) : null;
  return {
    path: 'confirmar-datos-fisica',
    payload: buildPersonaFisicaPayload({ datos, seleccion, entrega }),
  };
};

/** Confirms the data form, and as asked the branch and the card delivery, as the app would one by one. */
export const apiConfirm = (
  request: APIRequestContext,
  { cuit, idSolicitud, token }: ApiRequest,
  steps: Steps = {},
) =>
  withStartLock(async () => {
    const sequence: Steps[] = [
      {},
      ...(steps.sucursal ? [{ sucursal: true }] : []),
      ...(steps.entrega ? [steps] : []),
    ];
    for (const step of sequence) {
      const { path, payload } = payloadFor(cuit, step);
      const answer = await request.post(`${API_URL}/solicitud/${idSolicitud}/${path}`, {
        headers: { Authorization: `Bearer ${token}`, ...(await xsrf(request)) },
        data: payload,
      });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    }
  });

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
