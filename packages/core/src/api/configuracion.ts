// Configuration calls: the captcha key (before any session) and the option lists (with a session).
import { v4 as uuidv4 } from 'uuid';
import * as v from 'valibot';
import { setCaptchaToken } from './captcha.ts';
import { api, call } from './client.ts';

/** The sandbox's captcha: a token derived from the configured key, minted when the box is ticked. */
const mintCaptchaToken = (awsCaptchaKey: string): string => `${awsCaptchaKey}:${uuidv4()}`;

const option = v.looseObject({ label: v.string(), value: v.string(), message: v.optional(v.string()) });
export type Option = v.InferOutput<typeof option>;

export const configuracionSchema = v.looseObject({
  apiKey: v.optional(v.string()),
  awsCaptchaKey: v.optional(v.string()),
  cantidadIntegrantes: v.number(),
  porcentajeIntegrantes: v.number(),
  dominioBanco: v.optional(v.string()),
  provincias: v.array(v.string()),
  personaFisica: v.looseObject({
    actividad: v.array(option),
    sexo: v.array(option),
    estadoCivil: v.array(option),
    situacionIVA: v.array(option),
    situacionGanancias: v.array(option),
  }),
  personaJuridica: v.looseObject({
    actividad: v.array(option),
    tipoSocietario: v.array(option),
    situacionIVA: v.array(option),
    situacionGanancias: v.array(option),
  }),
});
export type Configuracion = v.InferOutput<typeof configuracionSchema>;

export const getConfiguracion = (): Promise<Configuracion> =>
  call(async () => v.parse(configuracionSchema, await api().get('configuracion').json()));

/** One read per page load: every screen and flow that needs the lists shares it; a failure is not kept. */
let shared: Promise<Configuracion> | null = null;
export const readConfiguracion = (): Promise<Configuracion> => {
  shared ??= getConfiguracion().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
};

export const getCaptchaConfiguracion = (): Promise<{ awsCaptchaKey: string }> =>
  call(async () =>
    v.parse(v.object({ awsCaptchaKey: v.string() }), await api().get('captcha/configuracion').json()),
  );

/** Ticking 'No soy un Robot': fetch the key, mint the token, keep it for the captcha client. */
export const solveCaptcha = async (): Promise<string> => {
  const { awsCaptchaKey } = await getCaptchaConfiguracion();
  const token = mintCaptchaToken(awsCaptchaKey);
  setCaptchaToken(token);
  return token;
};
