// The regulatory block (journey §4): a self-declared flag stops the online flow. For a persona física
// PEP counts only when the tax number starts with 2; for a company only FATCA and Sujeto Obligado count.
import { paths } from '../routes.ts';
import { stripDashes } from '../shared/cuit.ts';

export const REGULATORY_BLOCK_MESSAGE =
  'No es posible continuar por este canal, por favor, Dirigirse a la sucursal mas cercana';

export interface RegulatoryFlags {
  pep?: boolean;
  fatca?: boolean;
  sujetoObligado?: boolean;
}

export type TipoPersona = 'fisica' | 'juridica';

export const isRegulatoryBlocked = (
  tipo: TipoPersona,
  nroTributario: string,
  { pep = false, fatca = false, sujetoObligado = false }: RegulatoryFlags,
): boolean => {
  if (fatca || sujetoObligado) return true;
  return tipo === 'fisica' && pep && stripDashes(nroTributario).startsWith('2');
};

/** Where a blocked flow goes. */
export const regulatoryBlockRoute = (): string => paths.errorSecondary(REGULATORY_BLOCK_MESSAGE);
