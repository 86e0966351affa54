// PATCH /__sandbox/documentos/{idSolicitud}/{idDocumento} {estado}: puts a document at VALIDO,
// NO_VALIDO, pending or REJECTED, so QA can reach 'Por favor cargá el documento nuevamente'. Once
// every required document is VALIDO the company moves on to the biometric stage (etapas.ts).
import { ESTADOS_DOCUMENTO } from '@alta/core/documents/documents.schema';
import * as v from 'valibot';
import { readJson } from '../body.ts';
import { findSolicitud, updateSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { documentacionDe, documentacionPatch, documentosDe } from '../documentos.ts';
import { ApiError, solicitudNoEncontrada } from '../errors.ts';
import { alValidarDocumentacion } from '../etapas.ts';

const patchSchema = v.strictObject({
  estado: v.picklist(ESTADOS_DOCUMENTO, `El estado debe ser uno de ${ESTADOS_DOCUMENTO.join(', ')}`),
});

export const documentos: RegisterRoute = (qa, deps) => {
  qa.patch('/documentos/:idSolicitud/:idDocumento', async (c) => {
    const { estado } = await readJson(c, patchSchema);
    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    const idDocumento = c.req.param('idDocumento');
    if (!documentosDe(solicitud).some((d) => d.idDocumento === idDocumento)) {
      throw new ApiError(404, 'DocumentoNoEncontrado', `El documento ${idDocumento} no existe`);
    }
    const guardada = documentacionDe(solicitud);
    const actual = guardada[idDocumento] ?? { estado, archivos: [] };
    const at = isoAt(deps);
    const updated = updateSolicitud(
      deps.db,
      solicitud.idSolicitud,
      { datos: documentacionPatch({ ...guardada, [idDocumento]: { ...actual, estado } }) },
      at,
    );
    // The last required document set VALIDO is the bank's approval: on to the members' biometrics.
    if (updated) alValidarDocumentacion(deps.db, updated, at);
    return c.json(documentosDe(updated ?? solicitud).find((d) => d.idDocumento === idDocumento));
  });
};
