// GET /tycs/{idSolicitud} (the terms documents as base64 PDFs) and POST
// /solicitud/{idSolicitud}/aceptar-tyc (identity §7): acceptance counts only when the answer is 204.
import * as v from 'valibot';
import {
  type AceptarTycPayload,
  type Tyc,
  TIPO_DOCUMENTO,
  tycsResponseSchema,
} from '../biometrics/biometrics.schema.ts';
import { ApiError } from './api-error.ts';
import { api, call } from './client.ts';

export const getTycs = (idSolicitud: string): Promise<Tyc[]> =>
  call(
    async () =>
      v.parse(
        tycsResponseSchema,
        await api()
          .get(`tycs/${encodeURIComponent(idSolicitud)}`)
          .json(),
      ).tycs,
  );

/** Accepts every document for the given document number; any answer but 204 is a failure. */
export const aceptarTyc = (idSolicitud: string, nroDocumento: string): Promise<void> =>
  call(async () => {
    const json: AceptarTycPayload = { aceptaTyC: true, nroDocumento, tipoDocumento: TIPO_DOCUMENTO };
    const response = await api().post(`solicitud/${encodeURIComponent(idSolicitud)}/aceptar-tyc`, { json });
    if (response.status !== 204) throw new ApiError(response.status, undefined, undefined);
  });
