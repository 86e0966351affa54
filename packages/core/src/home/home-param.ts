// /{maybeParam}: base64 of a query-style string with exactly idSucursal and idOficial (journey §2).
// Native atob/btoa and TextDecoder instead of a base64 library: this runs on the first paint of
// '/', whose JS budget is tight (issue 7). Standard and URL-safe alphabets, padding optional.

export const INVALID_ROUTE_MESSAGE = 'Ruta no válida';

export interface HomeParam {
  idSucursal: string;
  idOficial: string;
}

const REQUIRED_KEYS = ['idOficial', 'idSucursal'];
const STANDARD = /^[A-Za-z0-9+/]*$/;
const URL_SAFE = /^[A-Za-z0-9_-]*$/;

/** UTF-8 text of a base64 string, or null when it is not base64 of UTF-8 text. */
const decodeBase64 = (input: string): string | null => {
  const body = input.replace(/\s+/g, '').replace(/={0,2}$/, '');
  if (body.length === 0 || body.length % 4 === 1) return null;
  if (!STANDARD.test(body) && !URL_SAFE.test(body)) return null;
  try {
    const binary = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

const encodeBase64Url = (text: string): string => {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The branch and officer the link carries, or null when the parameter is not a valid one. */
export const parseHomeParam = (param: string): HomeParam | null => {
  const decoded = decodeBase64(param);
  if (decoded === null) return null;
  const query = new URLSearchParams(decoded);
  const keys = [...query.keys()].sort();
  if (keys.length !== REQUIRED_KEYS.length || keys.some((key, i) => key !== REQUIRED_KEYS[i])) return null;
  const idSucursal = query.get('idSucursal') ?? '';
  const idOficial = query.get('idOficial') ?? '';
  return idSucursal && idOficial ? { idSucursal, idOficial } : null;
};

export const encodeHomeParam = ({ idSucursal, idOficial }: HomeParam): string =>
  encodeBase64Url(new URLSearchParams({ idSucursal, idOficial }).toString());
