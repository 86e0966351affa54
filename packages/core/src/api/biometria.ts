// POST /biometria/validar-identidad/{idSolicitud}, multipart (identity §3, §7). The answer is not
// shown, so any 2xx is success and its body is not read; what a failure does depends on its status
// (biometrics/identity-outcome.ts).
import { buildValidarIdentidadForm, type ValidarIdentidadFields } from '../biometrics/biometrics.schema.ts';
import { api, call } from './client.ts';

export const validarIdentidad = (idSolicitud: string, fields: ValidarIdentidadFields): Promise<void> =>
  call(async () => {
    await api().post(`biometria/validar-identidad/${encodeURIComponent(idSolicitud)}`, {
      body: buildValidarIdentidadForm(fields),
    });
  });
