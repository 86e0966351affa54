// GET /documentacion/{idSolicitud} [bearer]: the company's documents with their estado.
// POST /documentacion [bearer], multipart: idSolicitud and repeated documentos[i].idDocumento /
// documentos[i].archivo. Every file is checked with core's rules (type by name and first bytes →
// ExtensionNoValida; 5.5 MB a file and 30 MB in all → MaxSizeRequest; 4 a document), and so is
// 'Continuar' (every document satisfied). The files go to disk beside the SQLite file
// (archivos-documentos.ts) and their metadata (name, size, type, sha256, path) to the record; the
// uploaded documents go back to pending and the request moves on to VALIDACION DOCUMENTACION.
import { MAX_FILES_PER_DOCUMENT, MAX_TOTAL_BYTES } from '@alta/core/documents/document-limits';
import {
  canContinue,
  FILE_MESSAGES,
  fileIssue,
  HEAD_BYTES,
  type UploadFile,
} from '@alta/core/documents/documents.schema';
import { guardarArchivos } from '../archivos-documentos.ts';
import { bearerSubject, requireBearer } from '../auth.ts';
import { findSolicitud, type Solicitud, updateSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import {
  type ArchivoGuardado,
  type Documentacion,
  documentacionDe,
  documentacionPatch,
  documentosDe,
} from '../documentos.ts';
import { ApiError, sesionExpirada, solicitudNoEncontrada, validationError } from '../errors.ts';
import { paginaSiguiente } from '../progreso.ts';

const NOT_FOUND = 'No encontramos la solicitud indicada';
const KEY = /^documentos\[(\d+)\]\.(idDocumento|archivo)$/;

const juridica = (solicitud: Solicitud | undefined): Solicitud => {
  if (!solicitud) throw solicitudNoEncontrada(NOT_FOUND);
  if (solicitud.tipoPersona !== 'JURIDICA') {
    throw validationError('La solicitud no corresponde a una persona jurídica');
  }
  return solicitud;
};

const single = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The indexed pairs of the multipart body, in index order; a pair missing a half is refused. */
const pairs = (body: Record<string, unknown>) => {
  const byIndex = new Map<number, { idDocumento?: unknown; archivo?: unknown }>();
  for (const [key, value] of Object.entries(body)) {
    const match = KEY.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    byIndex.set(index, { ...byIndex.get(index), [match[2] as string]: single(value) });
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, pair]) => {
      if (typeof pair.idDocumento !== 'string' || !(pair.archivo instanceof File)) {
        throw validationError(`El documento ${index} no tiene idDocumento y archivo`);
      }
      return { idDocumento: pair.idDocumento, archivo: pair.archivo };
    });
};

export const documentacion: RegisterRoute = (api, deps) => {
  api.get('/documentacion/:idSolicitud', requireBearer(deps), (c) =>
    c.json(documentosDe(juridica(findSolicitud(deps.db, c.req.param('idSolicitud'))))),
  );

  api.post('/documentacion', async (c) => {
    const subject = await bearerSubject(deps, c);
    if (!subject) throw sesionExpirada();
    if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) {
      throw validationError('El cuerpo debe ser multipart/form-data');
    }
    // A body that claims to be multipart but is not is the client's mistake: 400, never a 500.
    const body = await c.req.parseBody({ all: true }).catch(() => {
      throw validationError('El cuerpo no es un formulario multipart válido');
    });
    const idSolicitud = single(body.idSolicitud);
    if (typeof idSolicitud !== 'string' || idSolicitud === '') {
      throw validationError('El campo idSolicitud es requerido');
    }
    if (idSolicitud !== subject) throw sesionExpirada();
    const solicitud = juridica(findSolicitud(deps.db, idSolicitud));
    const documentos = documentosDe(solicitud);
    const entries = pairs(body);

    const files = new Map<string, UploadFile[]>();
    let total = 0;
    for (const { idDocumento, archivo } of entries) {
      const documento = documentos.find((d) => d.idDocumento === idDocumento);
      if (!documento) throw validationError(`El documento ${idDocumento} no existe`);
      if (documento.estado === 'VALIDO')
        throw validationError(`El documento ${documento.nombre} ya es válido`);
      const head = new Uint8Array(await archivo.slice(0, HEAD_BYTES).arrayBuffer());
      const upload: UploadFile = {
        name: archivo.name,
        size: archivo.size,
        type: archivo.type,
        head,
        blob: archivo,
      };
      const issue = fileIssue(upload);
      if (issue) {
        throw new ApiError(400, issue === FILE_MESSAGES.size ? 'MaxSizeRequest' : 'ExtensionNoValida', issue);
      }
      const list = files.get(idDocumento) ?? [];
      if (list.some((f) => f.name === archivo.name)) {
        throw validationError(`El archivo ${archivo.name} está repetido en ${documento.nombre}`);
      }
      if (list.length >= MAX_FILES_PER_DOCUMENT) throw validationError(FILE_MESSAGES.count);
      files.set(idDocumento, [...list, upload]);
      total += archivo.size;
    }
    if (total > MAX_TOTAL_BYTES) throw new ApiError(400, 'MaxSizeRequest', FILE_MESSAGES.total);
    const slots = documentos.map((documento) => ({
      documento,
      files: files.get(documento.idDocumento) ?? [],
    }));
    if (!canContinue(slots)) {
      const falta = slots.find((s) => !canContinue([s]));
      throw validationError(`Falta cargar el documento ${falta?.documento.nombre ?? ''}`.trim());
    }

    const at = isoAt(deps);
    const guardada: Documentacion = { ...documentacionDe(solicitud) };
    for (const [idDocumento, list] of files) {
      const contenidos = await Promise.all(
        list.map(async (f) => ({ nombre: f.name, bytes: new Uint8Array(await f.blob.arrayBuffer()) })),
      );
      const enDisco = guardarArchivos(deps.dataDir, solicitud.idSolicitud, idDocumento, contenidos);
      const archivos: ArchivoGuardado[] = list.map((f, i) => ({
        nombre: f.name,
        tamano: f.size,
        tipo: f.type,
        sha256: enDisco[i]?.sha256 ?? '',
        ruta: enDisco[i]?.ruta ?? '',
        subidoEn: at,
      }));
      guardada[idDocumento] = { estado: 'pending', archivos };
    }
    updateSolicitud(
      deps.db,
      solicitud.idSolicitud,
      {
        pagina: paginaSiguiente('JURIDICA', solicitud.pagina, 'VALIDACION DOCUMENTACION'),
        datos: documentacionPatch(guardada),
      },
      at,
    );
    return c.json({});
  });
};
