// Branch and commercial officer (journey §2 /sucursal, §3 Branch). The officer's fields are not shown
// by the spec; ours are codigo, nombre, apellido and email (docs/decisions.md).
import * as v from 'valibot';

export const branchSchema = v.object({
  banco: v.string(),
  codigo: v.string(),
  domicilio: v.string(),
  especializacion: v.string(),
  horario: v.string(),
  latitud: v.number(),
  longitud: v.number(),
  nombre: v.string(),
  partido: v.string(),
  localidad: v.string(),
  provincia: v.string(),
  telefono: v.string(),
});
export type Sucursal = v.InferOutput<typeof branchSchema>;

export const branchesResponseSchema = v.object({ sucursales: v.array(branchSchema) });

export const officerSchema = v.object({
  codigo: v.string(),
  nombre: v.string(),
  apellido: v.string(),
  email: v.string(),
});
export type Officer = v.InferOutput<typeof officerSchema>;

export const officersResponseSchema = v.object({ oficiales: v.array(officerSchema) });

/** The query of GET /sucursales: the province and locality of the validated legal address. */
export const sucursalesQuerySchema = v.object({
  provincia: v.pipe(
    v.string('El campo provincia es requerido'),
    v.trim(),
    v.nonEmpty('El campo provincia es requerido'),
  ),
  localidad: v.optional(v.pipe(v.string(), v.trim()), ''),
});
export type SucursalesQuery = v.InferInput<typeof sucursalesQuerySchema>;

/** The choice /sucursal needs before Continuar: a branch and one of its officers. */
export interface BranchChoice {
  sucursalCodigo: string;
  oficialCodigo: string;
}

/** What is chosen so far; the officer is cleared whenever the branch changes. */
export interface PartialBranchChoice {
  sucursalCodigo: string | null;
  oficialCodigo: string | null;
}

export const NO_SELECCION: PartialBranchChoice = { sucursalCodigo: null, oficialCodigo: null };

export const isCompleteBranchChoice = (s: PartialBranchChoice): s is BranchChoice =>
  Boolean(s.sucursalCodigo && s.oficialCodigo);

/** Shown when the branch list is empty (a failed call yields an empty list; docs/decisions.md). */
export const NO_SUCURSALES_MESSAGE =
  'No encontramos sucursales para la provincia y localidad del domicilio. Revisá el domicilio o intentá más tarde.';
