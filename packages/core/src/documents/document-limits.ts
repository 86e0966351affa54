// The document limits (journey §8, §9), checked by core and the sandbox, and every text that states
// one, built from them so a limit is never typed twice. MB are 2^20 bytes, as §9 counts them
// (5,767,168 bytes = 5.5 MB). Apart from documents.schema.ts so the FAQ, on the first paint, states
// the limits without loading valibot.

export const MAX_FILE_BYTES = 5_767_168;
export const MAX_FILES_PER_DOCUMENT = 4;
export const MAX_TOTAL_BYTES = 31_457_280;
/** Above this the bar turns yellow: 22 MiB, 'about 22 MB' (docs/decisions.md). */
export const WARN_TOTAL_BYTES = 23_068_672;

const MIB = 2 ** 20;

/** A limit in MB, to one decimal at most: 5,767,168 → 5.5; 31,457,280 → 30. */
export const megabytes = (bytes: number): number => Math.round((bytes / MIB) * 10) / 10;

/** A limit as the spec's messages write it: '5.5 MB', with a point. */
export const limitText = (bytes: number): string => `${megabytes(bytes)} MB`;

/** A limit as Spanish prose writes it (ours, the FAQ): '5,5 MB', with a comma. */
export const limitTextEs = (bytes: number): string => `${String(megabytes(bytes)).replace('.', ',')} MB`;

const oneDecimal = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const KIB = 2 ** 10;

/**
 * A size measured on the page (a chosen file, the total), in the unit a person reads it in (issue
 * 24: a 20 KB file showed as '0,0 MB'): '512 bytes', '20 KB', '12,3 MB' (one decimal from 1 MB on).
 */
export const sizeText = (bytes: number): string => {
  if (bytes < KIB) return `${bytes} bytes`;
  const kilobytes = Math.round(bytes / KIB);
  if (kilobytes < KIB) return `${kilobytes} KB`;
  return `${oneDecimal.format(bytes / MIB)} MB`;
};

/**
 * The limits the document screens show. The modal says 5.5 MB a file where the spec's prose says 5:
 * the enforced limit and the file error say 5.5 (docs/decisions.md).
 */
export const LIMIT_TEXTS = {
  file: limitText(MAX_FILE_BYTES),
  total: limitText(MAX_TOTAL_BYTES),
  filesPerDocument: `${MAX_FILES_PER_DOCUMENT} archivos`,
  hint: `PDF o JPG, hasta ${limitText(MAX_FILE_BYTES)} por archivo y ${MAX_FILES_PER_DOCUMENT} archivos por documento.`,
  tooLarge: `Cada archivo no puede superar los ${limitText(MAX_FILE_BYTES)}. Quitá algunos archivos para poder continuar.`,
  required: `Para continuar, cargá cada documento obligatorio sin superar los ${limitText(MAX_TOTAL_BYTES)} en total.`,
} as const;

/** Journey §8's file errors that state a limit, verbatim, with the limit from the constants. */
export const LIMIT_MESSAGES = {
  size: `El archivo excede el tamaño máximo permitido (${limitText(MAX_FILE_BYTES)}).`,
  count: `Ha superado el límite de archivos permitido por documento (máx. ${MAX_FILES_PER_DOCUMENT})`,
  total: `El total de archivos supera los ${megabytes(MAX_TOTAL_BYTES)}MB permitidos.`,
} as const;
