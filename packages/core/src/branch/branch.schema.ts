// Branch and commercial officer (journey §2 /sucursal, §3 Branch). The officer's fields are not shown
// by the spec; ours are codigo, nombre, apellido and email (docs/decisions.md).
import * as v from 'valibot';

export const sucursalSchema = v.object({
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
export type Sucursal = v.InferOutput<typeof sucursalSchema>;

export const sucursalesResponseSchema = v.object({ sucursales: v.array(sucursalSchema) });

export const oficialSchema = v.object({
  codigo: v.string(),
  nombre: v.string(),
  apellido: v.string(),
  email: v.string(),
});
export type Oficial = v.InferOutput<typeof oficialSchema>;

export const oficialesResponseSchema = v.object({ oficiales: v.array(oficialSchema) });

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
export interface Seleccion {
  sucursalCodigo: string;
  oficialCodigo: string;
}

/** What is chosen so far; the officer is cleared whenever the branch changes. */
export interface SeleccionParcial {
  sucursalCodigo: string | null;
  oficialCodigo: string | null;
}

export const NO_SELECCION: SeleccionParcial = { sucursalCodigo: null, oficialCodigo: null };

export const isCompleteSeleccion = (s: SeleccionParcial): s is Seleccion =>
  Boolean(s.sucursalCodigo && s.oficialCodigo);

/** Shown when the branch list is empty (a failed call yields an empty list; docs/decisions.md). */
export const NO_SUCURSALES_MESSAGE =
  'No encontramos sucursales para la provincia y localidad del domicilio. Revisá el domicilio o intentá más tarde.';
