// The company data form ('Datos de la empresa', journey §2, §5) and the payload of
// solicitud/{id}/confirmar-datos-juridica (journey §3).
import * as v from 'valibot';
import { addressSchema, domicilioFiscalSchema, toDomicilioFiscal } from '../address/address.schema.ts';
import { DATA_FORM_MESSAGES as M, cuit, facturacion, required, toggle } from '../request/fields.ts';
import { stripEmpty } from '../request/strip-empty.ts';
import { taxConditions, taxConditionsSchema } from '../request/tax-conditions.ts';
import type { BranchChoice } from '../branch/branch.schema.ts';

/** Sociedad de Hecho: the only company type that may choose the simplified VAT regime. */
export const SOCIEDAD_DE_HECHO = 'SH';
/** The simplified-regime VAT option's value in /configuracion (docs/decisions.md). */
export const REGIMEN_SIMPLIFICADO = 'MONOTRIBUTO';

/** Whether a VAT option may be chosen for a company type (journey §5). */
export const isVatOptionAllowed = (condicionIVA: string, tipoSociedad: string): boolean =>
  condicionIVA !== REGIMEN_SIMPLIFICADO || tipoSociedad === SOCIEDAD_DE_HECHO;

/** The VAT options a company of this type may pick: the simplified regime only for SH. */
export const allowedVatOptions = <O extends { value: string }>(
  tipoSociedad: string,
  options: readonly O[],
): O[] => options.filter((option) => isVatOptionAllowed(option.value, tipoSociedad));

export const personaJuridicaFormSchema = v.pipe(
  v.object({
    // Read-only on the screen: the session's tax number and the business name the bank holds.
    nroTributario: cuit,
    razonSocial: required(M.razonSocial),
    nombreFantasia: required(M.nombreFantasia),
    actividad: required(M.actividad),
    tipoSociedad: required(M.tipoSociedad),
    condicionIVA: required(M.condicionIVA),
    condicionGanancias: required(M.condicionGanancias),
    facturacion,
    domicilio: addressSchema,
    fatca: toggle,
    sujetoObligado: toggle,
    // Not on the screen: what the bank's record says, false otherwise (docs/decisions.md).
    franquicia: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check(
      ({ condicionIVA, tipoSociedad }) => isVatOptionAllowed(condicionIVA, tipoSociedad),
      M.regimenSimplificado,
    ),
    ['condicionIVA'],
  ),
);

export type PersonaJuridicaFormInput = v.InferInput<typeof personaJuridicaFormSchema>;
export type PersonaJuridicaForm = v.InferOutput<typeof personaJuridicaFormSchema>;

// --- POST solicitud/{id}/confirmar-datos-juridica ----------------------------------------------------

/** The payload on the wire; the branch and officer are optional until /sucursal is done. */
export const confirmarDatosJuridicaPayloadSchema = v.strictObject({
  datosGenerales: v.strictObject({
    actividad: required(M.actividad),
    facturacion: v.pipe(v.number(), v.minValue(0)),
    franquicia: v.boolean(),
    personaSubsegmento: v.optional(v.string()),
    sucursalCodigo: v.optional(v.string()),
    tipoSocietario: required(M.tipoSociedad),
    razonSocial: required(M.razonSocial),
    nombreFantasia: required(M.nombreFantasia),
    oficialCodigo: v.optional(v.string()),
  }),
  datosRegulatorios: v.strictObject({
    fatca: v.boolean(),
    sujetoObligado: v.boolean(),
    fatcaTin: v.optional(v.string()),
  }),
  domicilioFiscal: domicilioFiscalSchema,
  ...taxConditionsSchema,
});
export type ConfirmarDatosJuridicaPayload = v.InferOutput<typeof confirmarDatosJuridicaPayloadSchema>;

export interface PersonaJuridicaPayloadParts {
  datos: PersonaJuridicaForm;
  seleccion?: BranchChoice | null;
}

export const buildPersonaJuridicaPayload = ({
  datos,
  seleccion,
}: PersonaJuridicaPayloadParts): ConfirmarDatosJuridicaPayload =>
  stripEmpty({
    datosGenerales: {
      actividad: datos.actividad,
      facturacion: datos.facturacion,
      franquicia: datos.franquicia,
      personaSubsegmento: undefined,
      sucursalCodigo: seleccion?.sucursalCodigo,
      tipoSocietario: datos.tipoSociedad,
      razonSocial: datos.razonSocial,
      nombreFantasia: datos.nombreFantasia,
      oficialCodigo: seleccion?.oficialCodigo,
    },
    datosRegulatorios: { fatca: datos.fatca, sujetoObligado: datos.sujetoObligado, fatcaTin: undefined },
    domicilioFiscal: toDomicilioFiscal(datos.domicilio),
    ...taxConditions(datos),
  } as ConfirmarDatosJuridicaPayload);
