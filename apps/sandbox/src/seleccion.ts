// The branch and officer a confirm payload carries: both or neither, and the officer must be one of
// that branch's. Shared by the two confirm calls.
import { validationError } from './errors.ts';
import { oficialesDe } from './seed-sucursales.ts';

/** True when the payload carries a (valid) branch and officer, false when it carries neither. */
export const revisarSeleccion = (sucursalCodigo?: string, oficialCodigo?: string): boolean => {
  if (sucursalCodigo === undefined && oficialCodigo === undefined) return false;
  if (!sucursalCodigo || !oficialCodigo) throw validationError('Indicá la sucursal y el oficial juntos');
  if (!oficialesDe(sucursalCodigo).some((o) => o.codigo === oficialCodigo)) {
    throw validationError('El oficial indicado no pertenece a la sucursal');
  }
  return true;
};
