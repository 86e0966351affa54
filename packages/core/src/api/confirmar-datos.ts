// POST solicitud/{id}/confirmar-datos-fisica and -juridica (journey §7). The answer is not shown, so
// any 2xx is success and its body is not read. Each step of a flow sends everything known so far:
// the data form, then the same with the branch and officer, and (persona física) with the card
// delivery (retiroSucursal or domicilioEntrega): there is no separate card-delivery call.
import type { ConfirmarDatosFisicaPayload } from '../persona-fisica/persona-fisica.schema.ts';
import type { ConfirmarDatosJuridicaPayload } from '../persona-juridica/persona-juridica.schema.ts';
import { api, call } from './client.ts';

export const confirmarDatosFisica = (
  idSolicitud: string,
  payload: ConfirmarDatosFisicaPayload,
): Promise<void> =>
  call(async () => {
    await api().post(`solicitud/${encodeURIComponent(idSolicitud)}/confirmar-datos-fisica`, {
      json: payload,
    });
  });

export const confirmarDatosJuridica = (
  idSolicitud: string,
  payload: ConfirmarDatosJuridicaPayload,
): Promise<void> =>
  call(async () => {
    await api().post(`solicitud/${encodeURIComponent(idSolicitud)}/confirmar-datos-juridica`, {
      json: payload,
    });
  });
