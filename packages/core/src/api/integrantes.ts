// POST /integrantes (journey §7): the member list of a company. The answer is not shown, so any 2xx
// is success and its body is not read. ErrorIntegranteDuplicado and ErrorPorcentajeParticipacion are
// toasts through the catalogue.
import type { MembersPayload } from '../members/members.schema.ts';
import { api, call } from './client.ts';

export const postIntegrantes = (payload: MembersPayload): Promise<void> =>
  call(async () => {
    await api().post('integrantes', { json: payload });
  });
