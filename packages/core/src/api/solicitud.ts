// Calls about the request itself: start, resume, read.
import * as v from 'valibot';
import { memberBiometricsSchema } from '../biometrics/biometrics.schema.ts';
import { resumeResponseSchema, type ResumeResponse } from '../resume/resume.schema.ts';
import { stripDashes } from '../shared/cuit.ts';
import { type StartForm, type StartResponse, startResponseSchema } from '../start/start.schema.ts';
import { api, call, captchaApi } from './client.ts';

export const startRequest = (form: StartForm): Promise<StartResponse> =>
  call(async () =>
    v.parse(
      startResponseSchema,
      await captchaApi()
        .post('solicitud', { json: { ...form, nroTributario: stripDashes(form.nroTributario) } })
        .json(),
    ),
  );

/** Resume is by tax number: the CUIT, without dashes, takes the request id's place in the path. */
export const resumeRequest = (cuit: string): Promise<ResumeResponse> =>
  call(async () =>
    v.parse(
      resumeResponseSchema,
      await captchaApi()
        .get(`solicitud/${stripDashes(cuit)}/retomar`)
        .json(),
    ),
  );

export const solicitudSchema = v.looseObject({
  idSolicitud: v.string(),
  tipoPersona: v.string(),
  numeroDocumento: v.nullish(v.string()),
  nroTributario: v.nullish(v.string()),
  clienteNombre: v.nullish(v.string()),
  clienteApellido: v.nullish(v.string()),
  actividad: v.nullish(v.string()),
  razonSocial: v.nullish(v.string()),
  estadoInternoNombre: v.nullish(v.string()),
  integrantes: v.optional(v.array(memberBiometricsSchema), []),
});
export type RequestDetail = v.InferOutput<typeof solicitudSchema>;

export const getSolicitud = (idSolicitud: string): Promise<RequestDetail> =>
  call(async () =>
    v.parse(
      solicitudSchema,
      await api()
        .get(`solicitud/${encodeURIComponent(idSolicitud)}`)
        .json(),
    ),
  );
