// GET /__sandbox/documentos/{idSolicitud}: what a request's documents hold — each document's estado
// and its uploaded files, read back from disk (size and sha256 of the bytes really stored), so QA and
// the e2e can check that the files reached the sandbox. GET …/{idDocumento}/{n} downloads the n-th
// file (1-based) of a document as it was stored.
import { leerArchivo, sha256 } from '../archivos-documentos.ts';
import { findSolicitud } from '../db.ts';
import type { RegisterRoute } from '../deps.ts';
import { documentacionDe, documentosDe } from '../documentos.ts';
import { ApiError, solicitudNoEncontrada } from '../errors.ts';

const NOT_FOUND = 'No encontramos la solicitud indicada';

export const documentosArchivos: RegisterRoute = (qa, deps) => {
  const solicitudDe = (idSolicitud: string) => {
    const solicitud = findSolicitud(deps.db, idSolicitud);
    if (!solicitud) throw solicitudNoEncontrada(NOT_FOUND);
    return solicitud;
  };

  qa.get('/documentos/:idSolicitud', (c) => {
    const solicitud = solicitudDe(c.req.param('idSolicitud'));
    const guardada = documentacionDe(solicitud);
    return c.json({
      idSolicitud: solicitud.idSolicitud,
      documentos: documentosDe(solicitud).map((documento) => ({
        ...documento,
        archivos: (guardada[documento.idDocumento]?.archivos ?? []).map((archivo) => {
          const bytes = archivo.ruta ? leerArchivo(deps.dataDir, archivo.ruta) : undefined;
          return {
            ...archivo,
            enDisco: bytes !== undefined,
            tamanoEnDisco: bytes?.byteLength ?? null,
            sha256EnDisco: bytes ? sha256(bytes) : null,
          };
        }),
      })),
    });
  });

  qa.get('/documentos/:idSolicitud/:idDocumento/:posicion', (c) => {
    const solicitud = solicitudDe(c.req.param('idSolicitud'));
    const archivos = documentacionDe(solicitud)[c.req.param('idDocumento')]?.archivos ?? [];
    const archivo = archivos[Number(c.req.param('posicion')) - 1];
    const bytes = archivo?.ruta ? leerArchivo(deps.dataDir, archivo.ruta) : undefined;
    if (!archivo || !bytes)
      throw new ApiError(404, 'ArchivoNoEncontrado', 'El archivo no está en el sandbox');
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': archivo.tipo || 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${encodeURIComponent(archivo.nombre)}"`,
    });
  });
};
