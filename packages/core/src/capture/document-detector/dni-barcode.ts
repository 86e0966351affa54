// What the PDF417 of an Argentine DNI says, and whether it is the person of the request.
// Current cards (2009 on): tramite@apellido@nombres@sexo@dni@ejemplar@nacimiento@emision[@cuil...].
// Older cards open with '@': @dni@ejemplar@?@apellido@nombres@nacionalidad@nacimiento@sexo@emision@tramite...

export interface DniBarcode {
  tramite: string;
  apellido: string;
  nombres: string;
  /** M, F or X as printed. */
  sexo: string;
  /** Digits only, no leading zeros. */
  dni: string;
  ejemplar: string;
  nacimiento: string;
}

export function parseDniBarcode(text: string): DniBarcode | undefined {
  const f = text.split('@').map((s) => s.trim());
  const at = (i: number) => f[i] ?? '';
  if (at(0) === '' && f.length >= 11) return fields(at(10), at(4), at(5), at(8), at(1), at(2), at(7));
  if (f.length >= 8) return fields(at(0), at(1), at(2), at(3), at(4), at(5), at(6));
  return undefined;
}

function fields(
  tramite: string,
  apellido: string,
  nombres: string,
  sexo: string,
  dni: string,
  ejemplar: string,
  nacimiento: string,
): DniBarcode | undefined {
  const digits = dni.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits || !/^[MFX]$/i.test(sexo)) return undefined;
  return { tramite, apellido, nombres, sexo: sexo.toUpperCase(), dni: digits, ejemplar, nacimiento };
}

/** The DNI's número de trámite from its PDF417, or null when the text is not a DNI's. */
export const tramiteOf = (text: string | undefined): string | null => {
  const tramite = text ? parseDniBarcode(text)?.tramite : undefined;
  return tramite && /^\d+$/.test(tramite) ? tramite : null;
};

/** What the request says about the person whose ID is being captured. */
export interface ExpectedHolder {
  /** DNI, or a CUIT/CUIL (its middle 8 digits are the DNI); dashes allowed. */
  documentNumber?: string;
  nombre?: string;
  apellido?: string;
  /** M, F or X. */
  genero?: string;
}

export const BARCODE_MESSAGES = {
  unreadable: 'No pudimos leer el código de barras del DNI. Acercalo y evitá reflejos.',
  // Ours: the identity call needs the número de trámite, which only the barcode gives.
  unreadOnEitherSide:
    'No pudimos leer el código de barras de tu DNI, que necesitamos para validar tu identidad. Volvé a tomar la foto del frente, o la del dorso si tu DNI lo tiene ahí.',
  documentNumber: 'El número de DNI no coincide con el de la solicitud.',
  name: 'El nombre del DNI no coincide con el de la solicitud.',
  gender: 'El sexo del DNI no coincide con el informado en la solicitud.',
} as const;

/** Spanish messages for every field of the barcode that contradicts the request (empty: all agree). */
export function crossCheckDni(barcodeText: string | undefined, expected: ExpectedHolder): string[] {
  const dni = barcodeText ? parseDniBarcode(barcodeText) : undefined;
  if (!dni) return [BARCODE_MESSAGES.unreadable];
  const problems: string[] = [];
  const expectedDni = dniOf(expected.documentNumber);
  if (expectedDni && expectedDni !== dni.dni) problems.push(BARCODE_MESSAGES.documentNumber);
  const nameOk = sharesWord(expected.apellido, dni.apellido) && sharesWord(expected.nombre, dni.nombres);
  if (!nameOk) problems.push(BARCODE_MESSAGES.name);
  if (expected.genero && expected.genero.toUpperCase() !== dni.sexo) {
    problems.push(BARCODE_MESSAGES.gender);
  }
  return problems;
}

function dniOf(documentNumber: string | undefined): string | undefined {
  if (!documentNumber) return undefined;
  const digits = documentNumber.replace(/\D/g, '');
  const dni = digits.length === 11 ? digits.slice(2, 10) : digits;
  return dni.replace(/^0+/, '') || undefined;
}

/**
 * Names match when they share a word, accents and case aside: the request may carry one of
 * several given names ('María' for 'MARIA BELEN') or one of two surnames.
 */
function sharesWord(requested: string | undefined, printed: string): boolean {
  if (!requested?.trim()) return true;
  const printedWords = new Set(words(printed));
  return words(requested).some((w) => printedWords.has(w));
}

function words(s: string): string[] {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-ZÑ']+/)
    .filter((w) => w.length > 1);
}
