// Requests at the biometric stage and identity forms, for the biometric calls' tests.
import { jpegBase64, jpegBlob } from '@alta/core/testing/biometrics/biometrics.fixtures';
import { IDENTITY_IMAGES } from '@alta/core/biometrics/biometrics.schema';
import { MEMBER_A, MEMBER_B } from '@alta/core/testing/members/members.fixtures';
import {
  buildMembersPayload,
  type MemberFormInput,
  memberFormSchema,
} from '@alta/core/members/members.schema';
import * as v from 'valibot';
import { CUIT_JURIDICA, type setup } from './test-helpers.ts';

type Sandbox = ReturnType<typeof setup>;

/** Company members whose DNI ending picks an outcome (reglas-biometria.ts); check digits valid. */
export const CUIT_MIEMBRO = {
  aprueba: '27301111784',
  siempreFallido: '20301111909',
  fallidoPrimero: '20301111917',
  error: '20301111925',
  fallaTecnica: '20301111933',
  noDisponible: '20301111941',
} as const;

/** A persona física CUIT (format only) per outcome: DNI 301111{ending}. */
export const cuitFisica = (final: string) => `20301111${final}5`;

type Campos = Partial<Record<string, string | Blob>>;

/** The identity multipart: valid by default; a field set to undefined is left out. */
export const identityForm = (nroDocumento: string, campos: Campos = {}): FormData => {
  const todos: Campos = {
    nroTramite: '00123456789',
    tipoDocumento: 'CUIL',
    nroDocumento,
    sexo: 'F',
    faceCapture: jpegBase64('face'),
    ...Object.fromEntries(IDENTITY_IMAGES.map((f) => [f, jpegBlob(f)])),
  };
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...todos, ...campos })) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, value, `${key}.jpg`);
  }
  return form;
};

/** A logged-in persona física waiting for biometrics (as after the card delivery). */
export const personaEnBiometria = async (s: Sandbox, nroTributario = cuitFisica('78')) => {
  const session = await s.login({ nroTributario });
  await s.call('PATCH', `/__sandbox/solicitudes/${session.idSolicitud}`, {
    body: { pagina: 'BIOMETRIA DNI', estadoInternoNombre: 'AGUARDANDO_BIOMETRIA' },
  });
  return { ...session, dni: nroTributario.slice(2, 10) };
};

const miembro = (nroTributario: string, rol: Partial<MemberFormInput>): MemberFormInput => ({
  ...MEMBER_B,
  nroTributario,
  porcentajeParticipacion: '3',
  ...rol,
});

/**
 * A logged-in company with members (the first signs and represents; the second, MEMBER_B, needs no
 * biometrics), its documents set VALIDO by QA, so it waits for biometrics.
 */
export const empresaEnBiometria = async (s: Sandbox, cuits: string[] = [CUIT_MIEMBRO.aprueba]) => {
  const session = await s.login({ nroTributario: CUIT_JURIDICA });
  const forms = [
    { ...MEMBER_A, porcentajeParticipacion: '51' },
    ...cuits.map((c) => miembro(c, { firmante: true, representanteLegal: true })),
    MEMBER_B,
  ].map((m) => v.parse(memberFormSchema('bancoalta.com.ar'), m));
  const res = await s.call('POST', '/integrantes', {
    body: buildMembersPayload(session.idSolicitud, forms),
    headers: session.bearer,
  });
  if (res.status !== 200) throw new Error(`integrantes: ${res.status} ${await res.text()}`);
  for (const doc of ['ESTATUTO', 'ACTA_ASAMBLEA', 'DNI_FIRMANTES']) {
    await s.call('PATCH', `/__sandbox/documentos/${session.idSolicitud}/${doc}`, {
      body: { estado: 'VALIDO' },
    });
  }
  return session;
};

export const validar = (s: Sandbox, idSolicitud: string, bearer: Record<string, string>, form: FormData) =>
  s.call('POST', `/biometria/validar-identidad/${idSolicitud}`, { body: form, headers: bearer });

export const estadoSolicitud = async (s: Sandbox, idSolicitud: string) =>
  (await (await s.call('GET', `/__sandbox/solicitudes/${idSolicitud}`)).json()) as {
    pagina: string;
    estadoInternoNombre: string;
  };
