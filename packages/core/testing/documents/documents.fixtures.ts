// Documents and files used by the schema, machine and model tests.
import type { Documento, UploadFile } from '../../src/documents/documents.schema.ts';

export const PDF_HEAD = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
export const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
export const EXE_HEAD = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

/** A file whose declared size need not match its tiny content (the rules read size, not bytes). */
export const file = (name: string, size: number, head: Uint8Array = PDF_HEAD, type = ''): UploadFile => ({
  name,
  size,
  type,
  head,
  blob: new Blob([head.slice()]),
});

export const DOCUMENTOS: Documento[] = [
  {
    idDocumento: 'estatuto',
    nombre: 'Estatuto o contrato social',
    leyenda: 'Con constancia de inscripción',
    requerido: true,
    estado: 'pending',
  },
  {
    idDocumento: 'dni',
    nombre: 'DNI de firmantes',
    leyenda: 'Frente y dorso',
    requerido: true,
    estado: 'VALIDO',
  },
  {
    idDocumento: 'balance',
    nombre: 'Último balance certificado',
    leyenda: '',
    requerido: false,
    estado: 'pending',
  },
];

export const MB5 = 5_000_000;
