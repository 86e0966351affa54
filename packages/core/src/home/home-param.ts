// /{maybeParam}: base64 of a query-style string with exactly idSucursal and idOficial (journey §2).
import { Base64 } from 'js-base64';

export const INVALID_ROUTE_MESSAGE = 'Ruta no válida';

export interface HomeParam {
  idSucursal: string;
  idOficial: string;
}

const REQUIRED_KEYS = ['idOficial', 'idSucursal'];

/** The branch and officer the link carries, or null when the parameter is not a valid one. */
export const parseHomeParam = (param: string): HomeParam | null => {
  if (!Base64.isValid(param)) return null;
  const query = new URLSearchParams(Base64.decode(param));
  const keys = [...query.keys()].sort();
  if (keys.length !== REQUIRED_KEYS.length || keys.some((key, i) => key !== REQUIRED_KEYS[i])) return null;
  const idSucursal = query.get('idSucursal') ?? '';
  const idOficial = query.get('idOficial') ?? '';
  return idSucursal && idOficial ? { idSucursal, idOficial } : null;
};

export const encodeHomeParam = ({ idSucursal, idOficial }: HomeParam): string =>
  Base64.encodeURI(new URLSearchParams({ idSucursal, idOficial }).toString());
