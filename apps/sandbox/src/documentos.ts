// The company documents the sandbox asks for (the home drawer's list, journey §2) and what it keeps
// of each request's documents in its `datos.documentacion`: the estado and the uploaded files'
// metadata (name, size, sha256, path); the bytes live on disk (archivos-documentos.ts), not in SQLite.
import type { Documento, EstadoDocumento } from '@alta/core/documents/documents.schema';
import type { Json, Solicitud } from './db.ts';

export const DOCUMENTOS_EMPRESA: readonly Omit<Documento, 'estado'>[] = [
  {
    idDocumento: 'ESTATUTO',
    nombre: 'Estatuto o contrato social',
    leyenda: 'Con la constancia de inscripción en el registro',
    requerido: true,
  },
  {
    idDocumento: 'ACTA_ASAMBLEA',
    nombre: 'Acta de asamblea con nómina del directorio',
    leyenda: 'La última acta con la designación de autoridades vigente',
    requerido: true,
  },
  {
    idDocumento: 'DNI_FIRMANTES',
    nombre: 'DNI de firmantes',
    leyenda: 'Frente y dorso de cada firmante; extranjeros, CDI y pasaporte',
    requerido: true,
  },
  { idDocumento: 'PODER', nombre: 'Poder', leyenda: 'Si alguien firma por poder', requerido: false },
  {
    idDocumento: 'BALANCE',
    nombre: 'Último balance certificado',
    leyenda: 'Certificado por el consejo profesional',
    requerido: false,
  },
];

export type ArchivoGuardado = {
  nombre: string;
  tamano: number;
  tipo: string;
  sha256: string;
  /** Where the bytes are, relative to the data folder (documentos/<id>/<doc>/<n>-<name>). */
  ruta: string;
  subidoEn: string;
};
export type DocumentoGuardado = { estado: EstadoDocumento; archivos: ArchivoGuardado[] };
export type Documentacion = Record<string, DocumentoGuardado>;

export const documentacionDe = (s: Solicitud): Documentacion =>
  (s.datos.documentacion as Documentacion | undefined) ?? {};

/** The list GET /documentacion/{id} answers: the seed with each document's stored estado. */
export const documentosDe = (s: Solicitud): Documento[] => {
  const guardada = documentacionDe(s);
  return DOCUMENTOS_EMPRESA.map((d) => ({ ...d, estado: guardada[d.idDocumento]?.estado ?? 'pending' }));
};

export const documentacionPatch = (documentacion: Documentacion): Json => ({ documentacion });
