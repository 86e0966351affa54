// The documents of /carga-documentacion (journey §2, §3, §4, §5, §8, §9): the list GET
// /documentacion/{id} answers, the file rules as pure functions, and when 'Continuar' is enabled.
// Files reach core through a small port ({name, size, type, head}) so core needs no DOM.
import * as v from 'valibot';
import {
  LIMIT_MESSAGES,
  MAX_FILE_BYTES,
  MAX_FILES_PER_DOCUMENT,
  MAX_TOTAL_BYTES,
  WARN_TOTAL_BYTES,
} from './document-limits.ts';

export const ESTADOS_DOCUMENTO = ['VALIDO', 'pending', 'NO_VALIDO', 'REJECTED'] as const;
export type EstadoDocumento = (typeof ESTADOS_DOCUMENTO)[number];

export const documentoSchema = v.pipe(
  v.looseObject({
    idDocumento: v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
    nombre: v.string(),
    leyenda: v.optional(v.string(), ''),
    requerido: v.boolean(),
    estado: v.optional(v.nullable(v.picklist(ESTADOS_DOCUMENTO))),
  }),
  // A document never reviewed may come without an estado: it is pending.
  v.transform((d) => ({ ...d, estado: (d.estado ?? 'pending') as EstadoDocumento })),
);
export type Documento = v.InferOutput<typeof documentoSchema>;

/** The answer of GET /documentacion/{idSolicitud}: a list, bare or under `documentos`. */
export const documentsResponseSchema = v.union([
  v.pipe(
    v.looseObject({ documentos: v.array(documentoSchema) }),
    v.transform((body) => body.documentos),
  ),
  v.array(documentoSchema),
]);

// --- Messages (journey §8); the limits themselves are in document-limits.ts ----------------------------

export const FILE_MESSAGES = {
  size: LIMIT_MESSAGES.size,
  type: (type: string) => `Formato de archivo incompatible. Permitidos: [.pdf .jpg] Recibido: ${type}`,
  count: LIMIT_MESSAGES.count,
  total: LIMIT_MESSAGES.total,
  reupload: 'Por favor cargá el documento nuevamente',
} as const;

/** The 'accept' of the file input. */
export const ACCEPTED_EXTENSIONS = ['.pdf', '.jpg', '.jpeg'] as const;

/** How many first bytes the type check reads. */
export const HEAD_BYTES = 8;

/** What core needs to know of a chosen file: the view reads `head` (the first bytes) itself. */
export interface FileFacts {
  name: string;
  size: number;
  /** The MIME type the browser guessed (may be empty). */
  type: string;
  /** At least the first HEAD_BYTES bytes (fewer when the file is shorter). */
  head: Uint8Array;
}

/** A chosen file with the content the upload sends (a File in the browser, a Blob in tests). */
export interface UploadFile extends FileFacts {
  blob: Blob;
}

/** The first bytes of a Blob (a File is one), for FileFacts.head. */
export const readHead = async (blob: Blob): Promise<Uint8Array> =>
  new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());

type Kind = 'pdf' | 'jpeg';
const KIND_BY_EXTENSION: Readonly<Record<string, Kind>> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg' };
const MAGIC: Readonly<Record<Kind, readonly number[]>> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  jpeg: [0xff, 0xd8, 0xff],
};

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The kind the first bytes show, or null for anything else. */
export const sniffKind = (head: Uint8Array): Kind | null =>
  (Object.keys(MAGIC) as Kind[]).find((kind) => MAGIC[kind].every((byte, i) => head[i] === byte)) ?? null;

/** Both the name and the first bytes must say pdf, or both jpeg (a renamed .exe is refused). */
export const isAcceptedType = (file: Pick<FileFacts, 'name' | 'head'>): boolean => {
  const byName = KIND_BY_EXTENSION[extensionOf(file.name)];
  return byName !== undefined && sniffKind(file.head) === byName;
};

const KIND_NAME: Readonly<Record<Kind, string>> = { pdf: 'PDF', jpeg: 'JPG' };

/**
 * What '{type}' says. A name the rule accepts whose content is something else says what the content
 * is, in Spanish (issue 24: a renamed file read 'Recibido: application/pdf', the type the browser
 * guessed from its name); otherwise the browser's MIME type, else the extension, else the name.
 */
export const receivedType = (file: Pick<FileFacts, 'name' | 'type' | 'head'>): string => {
  const extension = extensionOf(file.name);
  const byName = KIND_BY_EXTENSION[extension];
  if (byName) {
    const real = sniffKind(file.head);
    return real
      ? `un ${KIND_NAME[real]} con extensión .${extension}`
      : `un archivo .${extension} cuyo contenido no es un ${KIND_NAME[byName]}`;
  }
  return file.type || (extension ? `.${extension}` : file.name);
};

/** The rule a single file breaks on its own (type first, then size), or null. */
export const fileIssue = (file: FileFacts): string | null => {
  if (!isAcceptedType(file)) return FILE_MESSAGES.type(receivedType(file));
  if (file.size > MAX_FILE_BYTES) return FILE_MESSAGES.size;
  return null;
};

// --- The page's state, per document -----------------------------------------------------------------

export interface DocumentSlot<F extends FileFacts = FileFacts> {
  documento: Documento;
  /** Files chosen on this page (not yet sent). */
  files: F[];
}

export interface AddResult<F extends FileFacts> {
  files: F[];
  /** The messages of the files refused, once each, in order. */
  issues: string[];
}

/**
 * Adds chosen files to one document: a file breaking a rule is refused with its message; a file with
 * the same name as one already there replaces it; a fifth distinct file is refused.
 */
export const addFiles = <F extends FileFacts>(current: readonly F[], chosen: readonly F[]): AddResult<F> => {
  const files = [...current];
  const issues: string[] = [];
  const refuse = (message: string) => {
    if (!issues.includes(message)) issues.push(message);
  };
  for (const file of chosen) {
    const issue = fileIssue(file);
    if (issue) {
      refuse(issue);
      continue;
    }
    const same = files.findIndex((f) => f.name === file.name);
    if (same >= 0) files[same] = file;
    else if (files.length >= MAX_FILES_PER_DOCUMENT) refuse(FILE_MESSAGES.count);
    else files.push(file);
  }
  return { files, issues };
};

export const removeFile = <F extends FileFacts>(current: readonly F[], name: string): F[] =>
  current.filter((f) => f.name !== name);

export const totalBytes = (slots: readonly DocumentSlot[]): number =>
  slots.reduce((total, slot) => total + slot.files.reduce((sum, f) => sum + f.size, 0), 0);

export const fitsTotal = (bytes: number): boolean => bytes <= MAX_TOTAL_BYTES;

export type SizeLevel = 'green' | 'yellow' | 'red';

/** The total-size bar: green up to 22 MiB, yellow above it, red above 30 MB. */
export const sizeLevel = (bytes: number): SizeLevel =>
  bytes > MAX_TOTAL_BYTES ? 'red' : bytes > WARN_TOTAL_BYTES ? 'yellow' : 'green';

/** The bar's fill, 0–100 (capped), of the 30 MB total. */
export const sizePercent = (bytes: number): number =>
  Math.min(100, Math.round((bytes / MAX_TOTAL_BYTES) * 1000) / 10);

/** A document the server asked to upload again: NO_VALIDO, and REJECTED likewise (docs/decisions.md). */
export const needsNewFile = (documento: Pick<Documento, 'estado'>): boolean =>
  documento.estado === 'NO_VALIDO' || documento.estado === 'REJECTED';

/** A VALIDO document shows a check and no upload button: nothing is added to it. */
export const acceptsFiles = (documento: Pick<Documento, 'estado'>): boolean => documento.estado !== 'VALIDO';

/**
 * Required: a file or VALIDO; NO_VALIDO: a new file, optional or not (journey §4 says so of NO_VALIDO);
 * REJECTED (ours, like NO_VALIDO) of a required one: a new file; optional otherwise: always (journey §4),
 * so an optional REJECTED document asks for a new file but never blocks Continuar (issue 24).
 */
export const isSatisfied = (slot: DocumentSlot): boolean => {
  const { documento, files } = slot;
  if (documento.estado === 'NO_VALIDO') return files.length > 0;
  if (!documento.requerido) return true;
  if (needsNewFile(documento)) return files.length > 0;
  return documento.estado === 'VALIDO' || files.length > 0;
};

/** 'Por favor cargá el documento nuevamente' under a document the server refused, until a new file. */
export const reuploadNotice = (slot: DocumentSlot): string | null =>
  needsNewFile(slot.documento) && slot.files.length === 0 ? FILE_MESSAGES.reupload : null;

/** 'Continuar': every document satisfied and the total within 30 MB. */
export const canContinue = (slots: readonly DocumentSlot[]): boolean =>
  slots.length > 0 && slots.every(isSatisfied) && fitsTotal(totalBytes(slots));

/** One multipart entry per file: documentos[i].idDocumento and documentos[i].archivo. */
export interface UploadEntry {
  idDocumento: string;
  file: UploadFile;
}

export const uploadEntries = (slots: readonly DocumentSlot<UploadFile>[]): UploadEntry[] =>
  slots.flatMap((slot) => slot.files.map((file) => ({ idDocumento: slot.documento.idDocumento, file })));

/** The multipart body of POST /documentacion. */
export const buildDocumentsForm = (idSolicitud: string, entries: readonly UploadEntry[]): FormData => {
  const form = new FormData();
  form.append('idSolicitud', idSolicitud);
  entries.forEach(({ idDocumento, file }, i) => {
    form.append(`documentos[${i}].idDocumento`, idDocumento);
    form.append(`documentos[${i}].archivo`, file.blob, file.name);
  });
  return form;
};
