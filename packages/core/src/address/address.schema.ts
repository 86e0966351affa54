// The address block (journey §2, §5): the form's fields with their verbatim messages, the three
// toasts that guard 'Validar domicilio', the /validar-direccion payload and the confirm payloads'
// address shapes.
import * as v from 'valibot';

export const ADDRESS_MESSAGES = {
  provinciaMax: 'Limite excedido',
  localidad: 'La localidad es obligatoria',
  calle: 'La calle es obligatoria',
  calleMin: 'Minimo (4) carácteres',
  // Not shown by the spec: the same text as the province's limit (docs/decisions.md).
  calleMax: 'Limite excedido',
  numero: 'El número debe ser un valor numérico',
  numeroMin: 'Debe ser mayor o igual a 1',
  piso: 'Valor excedido',
  // Not shown by the spec (docs/decisions.md).
  pisoNumerico: 'El piso debe ser un valor numérico',
  departamento: 'El departamento admite hasta 6 caracteres',
  codigoPostal: 'El código postal es obligatorio',
  codigoPostalMax: 'El máximo es de 8 caracteres',
  codigoPostalLargo: 'Debe estar compuesto por 4 dígitos u 8 caracteres alfanuméricos',
  codigoPostalInvalido: 'El código postal ingresado es incorrecto',
} as const;

/** Before calling /validar-direccion, the first empty one of these toasts (journey §5). */
export const ADDRESS_GUARD_TOASTS = {
  localidad: 'La localidad es un campo obligatorio',
  calle: 'La calle es un campo obligatorio',
  codigoPostal: 'El código postal es obligatorio',
} as const;

export const ADDRESS_VALIDATED_MESSAGE = 'Validación exitosa!';
export const ADDRESS_REQUIRED_MESSAGE = 'Es necesario validar el domilicio para continuar';

/**
 * What a flow emits when a form is submitted with its address block unvalidated: the view scrolls to
 * the block and shows the message.
 */
export interface AddressRequiredEvent {
  type: 'address.required';
  message: string;
}

export const PROVINCIA_MAX = 60;
export const CALLE_MIN = 4;
export const CALLE_MAX = 60;
export const PISO_MAX = 50;
export const DEPARTAMENTO_MAX = 6;
export const CODIGO_POSTAL_MAX = 8;

/** Either 4 digits, or the CPA: a letter, 4 digits and 3 letters. */
export const CODIGO_POSTAL_PATTERN = /^(?:\d{4}|[A-Z]\d{4}[A-Z]{3})$/;

const M = ADDRESS_MESSAGES;
const digitsOrNumber = (message: string) =>
  v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((value) => String(value).trim()),
  );

export const addressSchema = v.object({
  // A selector; an empty province is the server's to refuse (provincia_requerido).
  provincia: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(PROVINCIA_MAX, M.provinciaMax)),
  localidad: v.pipe(v.string(M.localidad), v.trim(), v.nonEmpty(M.localidad)),
  calle: v.pipe(
    v.string(M.calle),
    v.trim(),
    v.nonEmpty(M.calle),
    v.minLength(CALLE_MIN, M.calleMin),
    v.maxLength(CALLE_MAX, M.calleMax),
  ),
  numero: v.pipe(
    digitsOrNumber(M.numero),
    v.regex(/^-?\d+$/, M.numero),
    v.transform(Number),
    v.minValue(1, M.numeroMin),
  ),
  piso: v.pipe(
    v.optional(v.union([v.string(), v.number()], M.pisoNumerico), 0),
    v.transform((value) => String(value).trim() || '0'),
    v.regex(/^\d+$/, M.pisoNumerico),
    v.transform(Number),
    v.maxValue(PISO_MAX, M.piso),
  ),
  departamento: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(DEPARTAMENTO_MAX, M.departamento)),
  codigoPostal: v.pipe(
    v.string(M.codigoPostal),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(M.codigoPostal),
    v.maxLength(CODIGO_POSTAL_MAX, M.codigoPostalMax),
    v.check((value) => value.length === 4 || value.length === 8, M.codigoPostalLargo),
    v.regex(CODIGO_POSTAL_PATTERN, M.codigoPostalInvalido),
  ),
});

/** What the address inputs hold (numbers may still be text). */
export type AddressInput = v.InferInput<typeof addressSchema>;
/** A checked address: trimmed, numero and piso as numbers, the postal code upper-cased. */
export type Address = v.InferOutput<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressInput = {
  provincia: '',
  localidad: '',
  calle: '',
  numero: '',
  piso: '',
  departamento: '',
  codigoPostal: '',
};

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The toast for the first empty guarded field, or null when 'Validar domicilio' may call. */
export const addressGuardToast = (values: Partial<AddressInput>): string | null => {
  if (blank(values.localidad)) return ADDRESS_GUARD_TOASTS.localidad;
  if (blank(values.calle)) return ADDRESS_GUARD_TOASTS.calle;
  if (blank(values.codigoPostal)) return ADDRESS_GUARD_TOASTS.codigoPostal;
  return null;
};

// --- POST /validar-direccion ---------------------------------------------------------------------

/**
 * The body of /validar-direccion (journey §7): the address with numero as a string, and pais and
 * tipo sent as empty strings. Types only: whether the address exists is the server's answer.
 */
export const addressValidationPayloadSchema = v.strictObject({
  calle: v.string(),
  provincia: v.string(),
  localidad: v.string(),
  codigoPostal: v.string(),
  piso: v.number(),
  departamento: v.string(),
  pais: v.literal(''),
  tipo: v.literal(''),
  numero: v.string(),
});
export type AddressValidationPayload = v.InferOutput<typeof addressValidationPayloadSchema>;

export const buildAddressValidationPayload = (address: Address): AddressValidationPayload => ({
  calle: address.calle,
  provincia: address.provincia,
  localidad: address.localidad,
  codigoPostal: address.codigoPostal,
  piso: address.piso,
  departamento: address.departamento,
  pais: '',
  tipo: '',
  numero: String(address.numero),
});

// --- The addresses inside the confirm payloads -----------------------------------------------------

export const PAIS_ARGENTINA = 'Argentina';
export const TIPO_DOMICILIO_LEGAL = 'LEGAL';
/** The spec names no type for the delivery address (docs/decisions.md). */
export const TIPO_DOMICILIO_ENTREGA = 'ENTREGA';

const payloadAddress = <T extends string>(tipo: T) =>
  v.strictObject({
    provincia: v.pipe(v.string(), v.nonEmpty('El campo provincia es requerido'), v.maxLength(PROVINCIA_MAX)),
    localidad: v.pipe(v.string(), v.nonEmpty('El campo localidad es requerido')),
    calle: v.pipe(v.string(), v.minLength(CALLE_MIN, M.calleMin), v.maxLength(CALLE_MAX, M.calleMax)),
    numero: v.pipe(v.number(), v.integer(), v.minValue(1, M.numeroMin)),
    piso: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PISO_MAX, M.piso))),
    departamento: v.optional(v.pipe(v.string(), v.maxLength(DEPARTAMENTO_MAX, M.departamento))),
    codigoPostal: v.pipe(v.string(), v.regex(CODIGO_POSTAL_PATTERN, M.codigoPostalInvalido)),
    pais: v.literal(PAIS_ARGENTINA),
    tipo: v.literal(tipo),
  });

export const domicilioFiscalSchema = payloadAddress(TIPO_DOMICILIO_LEGAL);
export const domicilioEntregaSchema = payloadAddress(TIPO_DOMICILIO_ENTREGA);
export type DomicilioFiscal = v.InferOutput<typeof domicilioFiscalSchema>;
export type DomicilioEntrega = v.InferOutput<typeof domicilioEntregaSchema>;

const withCountry = <T extends string>(address: Address, tipo: T) => ({
  provincia: address.provincia,
  localidad: address.localidad,
  calle: address.calle,
  numero: address.numero,
  piso: address.piso,
  departamento: address.departamento,
  codigoPostal: address.codigoPostal,
  pais: PAIS_ARGENTINA,
  tipo,
});

/** The legal address as the confirm payloads carry it: country Argentina, type LEGAL. */
export const toDomicilioFiscal = (address: Address) => withCountry(address, TIPO_DOMICILIO_LEGAL);
export const toDomicilioEntrega = (address: Address) => withCountry(address, TIPO_DOMICILIO_ENTREGA);
