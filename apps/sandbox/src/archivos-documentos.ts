// The company documents' files on disk, beside the SQLite file:
// <dataDir>/documentos/<idSolicitud>/<idDocumento>/<n>-<name>. Only ids the store produced and the
// seed's document ids reach a path, and the file name is reduced to safe characters with its
// position in front (two names that reduce alike cannot collide), so no upload can climb out.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CARPETA_DOCUMENTOS = 'documentos';
const SEGURO = /^[A-Za-z0-9_-]{1,64}$/;

const carpeta = (idSolicitud: string, idDocumento?: string): string => {
  if (!SEGURO.test(idSolicitud) || (idDocumento !== undefined && !SEGURO.test(idDocumento))) {
    throw new Error('ruta de documento insegura');
  }
  return idDocumento === undefined
    ? join(CARPETA_DOCUMENTOS, idSolicitud)
    : join(CARPETA_DOCUMENTOS, idSolicitud, idDocumento);
};

/** The name a file is kept under: its position, then the name with anything unusual as '_'. */
export const nombreEnDisco = (posicion: number, nombre: string): string => {
  const limpio = nombre
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120);
  return `${posicion}-${limpio || 'archivo'}`;
};

export interface ArchivoEnDisco {
  /** Relative to the data folder. */
  ruta: string;
  sha256: string;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Replaces what a document held on disk with these files (an upload replaces the document's
 * files, as its metadata is replaced). Synchronous, so two uploads cannot interleave their files.
 */
export const guardarArchivos = (
  dataDir: string,
  idSolicitud: string,
  idDocumento: string,
  archivos: ReadonlyArray<{ nombre: string; bytes: Uint8Array }>,
): ArchivoEnDisco[] => {
  const relativa = carpeta(idSolicitud, idDocumento);
  const absoluta = join(dataDir, relativa);
  rmSync(absoluta, { recursive: true, force: true });
  mkdirSync(absoluta, { recursive: true });
  return archivos.map(({ nombre, bytes }, i) => {
    const ruta = join(relativa, nombreEnDisco(i + 1, nombre));
    writeFileSync(join(dataDir, ruta), bytes);
    return { ruta, sha256: sha256(bytes) };
  });
};

/** The stored bytes, or undefined when the file is not (or no longer) on disk. */
export const leerArchivo = (dataDir: string, ruta: string): Buffer | undefined => {
  // Only paths this module wrote: documentos/<id>/<doc>/<n>-<name>, nothing climbing out.
  const partes = ruta.split(/[\\/]/);
  if (partes.length !== 4 || partes[0] !== CARPETA_DOCUMENTOS || partes.some((p) => p === '..' || p === '')) {
    return undefined;
  }
  const path = join(dataDir, ruta);
  return existsSync(path) ? readFileSync(path) : undefined;
};

/** QA reset: every stored file goes with the requests it belonged to. */
export const borrarDocumentos = (dataDir: string): void => {
  rmSync(join(dataDir, CARPETA_DOCUMENTOS), { recursive: true, force: true });
};
