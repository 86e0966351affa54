// The offer summary (identity §3, §7): the products the request will get, the fee discount and
// how many months it lasts. Needs the session bearer from the e-mail code.
import * as v from 'valibot';
import { api, call } from './client.ts';

export const resumenProductosSchema = v.object({
  productos: v.array(v.string()),
  bonificacion: v.number(),
  plazo: v.number(),
});
export type ResumenProductos = v.InferOutput<typeof resumenProductosSchema>;

export const getResumenProductos = (idSolicitud: string): Promise<ResumenProductos> =>
  call(async () =>
    v.parse(
      resumenProductosSchema,
      await api()
        .get(`resumen-productos/${encodeURIComponent(idSolicitud)}`)
        .json(),
    ),
  );
