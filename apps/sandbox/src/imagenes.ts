// The identity images on disk, beside the SQLite file: <dataDir>/biometria/<idSolicitud>/<CUIT>/
// <attempt>-<field>.jpg. Only ids the store produced and digit-only tax numbers reach a path, so no
// input can climb out of the folder.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CampoImagen, ImagenGuardada } from './biometria.ts';

export const CARPETA = 'biometria';

const SEGURO = /^[A-Za-z0-9-]{1,64}$/;

const carpeta = (idSolicitud: string, nroTributario: string): string => {
  if (!SEGURO.test(idSolicitud) || !/^\d{1,11}$/.test(nroTributario)) {
    throw new Error('ruta de imagen insegura');
  }
  return join(CARPETA, idSolicitud, nroTributario);
};

export const rutaImagen = (
  idSolicitud: string,
  nroTributario: string,
  intento: number,
  campo: CampoImagen,
): string => join(carpeta(idSolicitud, nroTributario), `${intento}-${campo}.jpg`);

/** Writes synchronously, so the attempt's count and its files cannot interleave with another call. */
export const guardarImagenes = (
  dataDir: string,
  idSolicitud: string,
  nroTributario: string,
  intento: number,
  imagenes: ReadonlyArray<readonly [CampoImagen, Uint8Array]>,
): ImagenGuardada[] => {
  mkdirSync(join(dataDir, carpeta(idSolicitud, nroTributario)), { recursive: true });
  return imagenes.map(([campo, bytes]) => {
    const ruta = rutaImagen(idSolicitud, nroTributario, intento, campo);
    writeFileSync(join(dataDir, ruta), bytes);
    return {
      campo,
      ruta,
      tamano: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });
};

/** The stored bytes, or undefined when that attempt stored no such image. */
export const leerImagen = (dataDir: string, ruta: string): Buffer | undefined => {
  const path = join(dataDir, ruta);
  return existsSync(path) ? readFileSync(path) : undefined;
};

/** QA reset: every stored image goes with the requests they belonged to. */
export const borrarImagenes = (dataDir: string): void => {
  rmSync(join(dataDir, CARPETA), { recursive: true, force: true });
};
