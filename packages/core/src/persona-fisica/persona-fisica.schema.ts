// The persona física data form ('Registrá los datos de tu empresa', journey §2, §5) and the payload of
// solicitud/{id}/confirmar-datos-fisica (journey §3), built from the form, the branch and the delivery.
import * as v from 'valibot';
import {
  type Address,
  addressSchema,
  domicilioEntregaSchema,
  domicilioFiscalSchema,
  PAIS_ARGENTINA,
  toDomicilioEntrega,
  toDomicilioFiscal,
} from '../address/address.schema.ts';
import {
  DATA_FORM_MESSAGES as M,
  apellido,
  cuit,
  fechaNacimiento,
  nombre,
  required,
  toggle,
} from '../request/fields.ts';
import { stripEmpty } from '../request/strip-empty.ts';
import { taxConditions, taxConditionsSchema } from '../request/tax-conditions.ts';
import type { BranchChoice } from '../branch/branch.schema.ts';

/** The form's schema for a given day (YYYY-MM-DD): the birth date may be at most that day. */
export const personaFisicaFormSchema = (today: string) =>
  v.object({
    // Read-only on the screen (the session's tax number); checked so the block rule can trust it.
    nroTributario: cuit,
    nombre,
    apellido,
    genero: required(M.genero),
    estadoCivil: required(M.estadoCivil),
    fechaNacimiento: fechaNacimiento(today),
    actividad: required(M.actividad),
    condicionIVA: required(M.condicionIVA),
    condicionGanancias: required(M.condicionGanancias),
    domicilio: addressSchema,
    pep: toggle,
    fatca: toggle,
    sujetoObligado: toggle,
  });

type Schema = ReturnType<typeof personaFisicaFormSchema>;
export type PersonaFisicaFormInput = v.InferInput<Schema>;
export type PersonaFisicaForm = v.InferOutput<Schema>;

// --- Card delivery (/envio-tarjeta) ----------------------------------------------------------------

/** Pick the card up at the chosen branch, or have it delivered to an address (validated like the legal one). */
export const cardDeliverySchema = v.variant('retiroSucursal', [
  v.object({ retiroSucursal: v.literal(true) }),
  v.object({ retiroSucursal: v.literal(false), domicilioEntrega: addressSchema }),
]);
export type CardDeliveryInput = v.InferInput<typeof cardDeliverySchema>;
export type CardDelivery = v.InferOutput<typeof cardDeliverySchema>;

// --- POST solicitud/{id}/confirmar-datos-fisica ------------------------------------------------------

/**
 * The payload as it goes on the wire. Empty values are stripped, so whatever the form does not
 * collect (personaSubsegmento, facturacion, fatcaTin, pepMotivo, exenciones) is optional here, and so
 * are the branch, the officer and the delivery until their steps are done.
 */
export const confirmarDatosFisicaPayloadSchema = v.strictObject({
  datosGenerales: v.strictObject({
    actividad: required(M.actividad),
    personaSubsegmento: v.optional(v.string()),
    facturacion: v.optional(v.number()),
    sucursalCodigo: v.optional(v.string()),
    nombre,
    apellido,
    fechaNacimiento: v.pipe(v.string(), v.isoDate(M.fechaNacimientoFormato)),
    estadoCivil: required(M.estadoCivil),
    sexo: required(M.genero),
    nacionalidad: v.literal(PAIS_ARGENTINA),
    paisResidencia: v.literal(PAIS_ARGENTINA),
    oficialCodigo: v.optional(v.string()),
  }),
  datosRegulatorios: v.strictObject({
    fatca: v.boolean(),
    fatcaTin: v.optional(v.string()),
    pep: v.boolean(),
    pepMotivo: v.optional(v.string()),
    sujetoObligado: v.boolean(),
  }),
  domicilioFiscal: domicilioFiscalSchema,
  domicilioEntrega: v.optional(domicilioEntregaSchema),
  ...taxConditionsSchema,
  retiroSucursal: v.optional(v.boolean()),
});
export type ConfirmarDatosFisicaPayload = v.InferOutput<typeof confirmarDatosFisicaPayloadSchema>;

export interface PersonaFisicaPayloadParts {
  datos: PersonaFisicaForm;
  seleccion?: BranchChoice | null;
  entrega?: CardDelivery | null;
}

/** Everything known so far about the request, in the shape of journey §3, empty values stripped. */
export const buildPersonaFisicaPayload = ({
  datos,
  seleccion,
  entrega,
}: PersonaFisicaPayloadParts): ConfirmarDatosFisicaPayload =>
  stripEmpty({
    datosGenerales: {
      actividad: datos.actividad,
      personaSubsegmento: undefined,
      facturacion: undefined,
      sucursalCodigo: seleccion?.sucursalCodigo,
      nombre: datos.nombre,
      apellido: datos.apellido,
      fechaNacimiento: datos.fechaNacimiento,
      estadoCivil: datos.estadoCivil,
      sexo: datos.genero,
      nacionalidad: PAIS_ARGENTINA,
      paisResidencia: PAIS_ARGENTINA,
      oficialCodigo: seleccion?.oficialCodigo,
    },
    datosRegulatorios: {
      fatca: datos.fatca,
      fatcaTin: undefined,
      pep: datos.pep,
      pepMotivo: undefined,
      sujetoObligado: datos.sujetoObligado,
    },
    domicilioFiscal: toDomicilioFiscal(datos.domicilio),
    domicilioEntrega:
      entrega && !entrega.retiroSucursal ? toDomicilioEntrega(entrega.domicilioEntrega) : undefined,
    ...taxConditions(datos),
    retiroSucursal: entrega?.retiroSucursal,
  } as ConfirmarDatosFisicaPayload);

/** The address the card goes to, if any. */
export const cardDeliveryAddress = (entrega: CardDelivery | null): Address | null =>
  entrega && !entrega.retiroSucursal ? entrega.domicilioEntrega : null;
